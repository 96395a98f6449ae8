import { DAILY_TRIES } from '../dailyModes.ts';
import type { PuzzleNumbers } from './numbers.ts';
import { roundedPercent } from './percent.ts';

/** A player's own result of a puzzle: solved in `tries` (1 to 6), or missed. */
export type OwnResult = { solved: true; tries: number } | { solved: false };

/**
 * Where a player stands among everyone else who played the puzzle:
 * - `fewerTriesThan`: solved, in fewer tries than `percent` of the other solvers;
 * - `solvedBy`: `percent` of all players (this one included) solved it: said after a miss, and after a
 *   solve that no other solver took more tries for;
 * - `firstToSolve`: solved, and nobody else has; `firstToPlay`: missed, and nobody else has played.
 */
export type Standing =
  | { kind: 'fewerTriesThan'; percent: number }
  | { kind: 'solvedBy'; percent: number }
  | { kind: 'firstToSolve' }
  | { kind: 'firstToPlay' };

/** The bar a result falls in: 0 to 5 for 1 to 6 tries, 6 for a miss. */
export function barOf(own: OwnResult): number {
  return own.solved ? Math.min(Math.max(own.tries, 1), DAILY_TRIES) - 1 : DAILY_TRIES;
}

/**
 * Everyone's numbers but the player's own, where they are counted in them (a result the server has
 * taken). Numbers that cannot hold the result (its bar is empty) are taken as not counting it.
 */
export function othersThan(
  numbers: PuzzleNumbers,
  own: OwnResult,
  counted: boolean,
): PuzzleNumbers {
  const bar = barOf(own);
  const inBar = own.solved ? numbers.distribution[bar]! : numbers.missed;
  if (!counted || inBar === 0) return numbers;
  return {
    players: numbers.players - 1,
    solved: numbers.solved - (own.solved ? 1 : 0),
    missed: numbers.missed - (own.solved ? 0 : 1),
    distribution: numbers.distribution.map((count, index) => (index === bar ? count - 1 : count)),
  };
}

/**
 * Where the player stands, from the puzzle's numbers and their own result (`counted`: the numbers
 * include it). A solve is set against the other solvers ("fewer tries than 72 % of today's
 * solvers", ties not counted as more); a miss against everyone ("solved by 41 % of players").
 */
export function standing(numbers: PuzzleNumbers, own: OwnResult, counted: boolean): Standing {
  const others = othersThan(numbers, own, counted);
  if (!own.solved) {
    if (others.players === 0) return { kind: 'firstToPlay' };
    return { kind: 'solvedBy', percent: roundedPercent(others.solved, others.players + 1) };
  }
  if (others.solved === 0) return { kind: 'firstToSolve' };
  const moreTries = others.distribution.slice(own.tries).reduce((sum, count) => sum + count, 0);
  if (moreTries > 0) {
    return { kind: 'fewerTriesThan', percent: roundedPercent(moreTries, others.solved) };
  }
  return { kind: 'solvedBy', percent: roundedPercent(others.solved + 1, others.players + 1) };
}

/** One bar of everyone's distribution: solved in `tries` (null: missed), and whether it is the player's. */
export interface DistributionBar {
  tries: number | null;
  count: number;
  /** The bar's share of all players in whole percent, by the one rule of every percentage (percent.ts). */
  percent: number;
  mine: boolean;
}

/** Everyone's seven bars, 1 to 6 tries then missed, with the player's own marked. */
export function distributionBars(numbers: PuzzleNumbers, own: OwnResult | null): DistributionBar[] {
  const mine = own === null ? -1 : barOf(own);
  const counts = [...numbers.distribution, numbers.missed];
  return counts.map((count, index) => ({
    tries: index < DAILY_TRIES ? index + 1 : null,
    count,
    percent: roundedPercent(count, numbers.players),
    mine: index === mine,
  }));
}
