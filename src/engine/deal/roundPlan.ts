import { randomSeed } from '../../../machines/random';
import { firstAnswer, type Candidate } from '../../../machines/rules/answers';
import { attemptsFor, type Difficulty } from '../../../machines/rules/attempts';
import { freePlayLines, lineToPlay } from '../../../machines/rules/lines';
import type { Clip } from '../../../machines/player/playerMachine';
import type { Attempt } from '../../../machines/rules/verdict';
import type { Mode } from '../../modes/mode';
import {
  difficultyToPlay,
  readDifficulty,
  readSavedRound,
  resumableRound,
} from '../../storage/freePlay';
import { freePlayRules } from './freePlay';

/**
 * How a session of free play starts: what its machine is given (src/engine/roundSession.ts), and the
 * first answer the machine deals from it, known before the machine's code has arrived.
 */
export interface RoundPlan {
  difficulty: Difficulty;
  /** The round in progress to play on with, after a reload. */
  resume: { answer: Candidate; attempts: Attempt[] } | undefined;
  seed: number;
  /** The first round's answer: the machine deals the same from `resume` and `seed`. */
  answer: Candidate;
}

/**
 * Plans free play of `mode` from `pool`. A session's first plan plays on with the round saved before
 * a reload, on the difficulty the player last chose; one given a `difficulty` (dealt again for
 * another pool, offline or back online) starts afresh.
 */
export function planRound(
  mode: Mode,
  pool: readonly Candidate[],
  difficulty?: Difficulty,
): RoundPlan {
  const rules = freePlayRules[mode.id];
  const saved = difficulty === undefined ? readSavedRound(mode.id) : null;
  const resumed = resumableRound(saved, {
    pool,
    difficulties: rules.difficulties,
    maxAttempts: (played) => attemptsFor(rules.attemptRules, played),
  });
  const seed = randomSeed();
  return {
    difficulty:
      difficulty ?? difficultyToPlay(resumed, readDifficulty(mode.id, rules.difficulties)),
    resume: resumed ?? undefined,
    seed,
    answer: firstAnswer(pool, resumed?.answer, seed).answer,
  };
}

/**
 * The clip a round of `answerId` opens with after `attempts` (a round played on after a reload): for
 * a mode with lines (Voice), the line that plays before the player picks one (machines/rules/lines.ts).
 */
export function openingClip(mode: Mode, answerId: string, attempts: readonly Attempt[] = []): Clip {
  const line = lineToPlay(freePlayLines(mode.lines?.length ?? 0, attempts, false), null);
  return mode.clip(answerId, mode.lines?.[line]?.id);
}
