import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attempt } from '../../machines/rules/verdict';
import { dailyPuzzle } from '../engine/daily/dailyPuzzle';
import { mapMode } from '../modes/mapMode';
import { recordTry } from '../storage/daily/dailyProgress';
import { gameStore } from '../storage/gameStore';
import { apiJson, fakeCommunityApi, puzzleNumbers } from '../test/communityApi';
import { renderInRouter } from '../test/render';
import { DailyResult } from './DailyResult';

// Puzzle #n is the puzzle of 2026-11-n (UTC).
const noonOf = (puzzle: number) => new Date(`2026-11-${puzzle}T12:00:00Z`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Plays Map #20 to a solve in 3 on the day of puzzle `playedOn`, then opens its end on the 28th. */
function solveMap20On(playedOn: number) {
  vi.useFakeTimers({ now: noonOf(playedOn), toFake: ['Date'] });
  const puzzle = dailyPuzzle(mapMode, noonOf(28), 20);
  if (puzzle.kind !== 'ready') throw new Error('Map #20 is a puzzle of the pack');
  const attempts: Attempt[] = [
    { id: 'a-wrong-one', name: 'Wrong', verdict: 'wrong' },
    { id: null, name: 'Skipped', verdict: 'skipped' },
    { id: puzzle.answer.id, name: puzzle.answer.name, verdict: 'correct' },
  ];
  for (const { id, verdict } of attempts) recordTry(gameStore, 'map', 20, { guessId: id, verdict });
  vi.setSystemTime(noonOf(28));
  // The one player of #20's day solved it in 3 too.
  fakeCommunityApi({ '/puzzles/map/20': () => apiJson(200, puzzleNumbers([0, 0, 1, 0, 0, 0])) });
  renderInRouter(<DailyResult puzzle={puzzle} attempts={attempts} justEnded={false} />);
}

const everyone = () =>
  screen.findByRole('region', { name: 'Everyone on 20 November 2026' }, { timeout: 10_000 });

describe('DailyResult’s numbers of an archive puzzle', () => {
  it('set a play from the archive against its day’s players, none of whom it is', async () => {
    solveMap20On(28);
    expect(await everyone()).toHaveTextContent('Solved by 100% of players that day');
  });

  it('take a play finished on its day (and counted then) out of them', async () => {
    solveMap20On(20);
    expect(await everyone()).toHaveTextContent('Nobody else solved it that day');
  });
});
