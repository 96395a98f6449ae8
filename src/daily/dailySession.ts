import { createActor, type Actor } from 'xstate';
import type { DailyProgress } from '../../machines/daily/progress';
import { DAILY_TRIES } from '../../machines/daily/verdict';
import { roundMachine } from '../../machines/round/roundMachine';
import { SKIPPED_NAME, type Attempt } from '../../machines/rules/verdict';
import { inspection } from '../app/inspector';
import { sharedLifetime } from '../app/lifetime';
import { createPlayerHandle, type PlayerHandle } from '../player/playerHandle';
import { readPuzzle, recordTry } from '../storage/dailyProgress';
import { gameStore } from '../storage/gameStore';
import type { DailyPuzzle } from './dailyPuzzle';

type ReadyPuzzle = Extract<DailyPuzzle, { kind: 'ready' }>;

/** A daily puzzle in play: one round with six tries and Skip, resumed from and kept in storage. */
export interface DailySession {
  puzzle: ReadyPuzzle;
  round: Actor<typeof roundMachine>;
  player: PlayerHandle;
  /** Starts the round if it is not running yet, and marks it in use (see `sharedLifetime`). */
  retain(): () => void;
}

/** The tries kept for a puzzle, as the round replays them (a kept try names its item by id). */
function attemptsOf(progress: DailyProgress, puzzle: ReadyPuzzle): Attempt[] {
  return progress.tries.map((each) => ({
    id: each.guessId,
    name: each.guessId === null ? SKIPPED_NAME : puzzle.mode.reveal(each.guessId).name,
    verdict: each.verdict,
  }));
}

export function createDailySession(puzzle: ReadyPuzzle): DailySession {
  const { mode, number } = puzzle;
  const progress = readPuzzle(gameStore, mode.id, number);
  const round = createActor(roundMachine, {
    input: {
      answer: puzzle.answer,
      maxAttempts: DAILY_TRIES,
      allowSkip: true,
      attempts: attemptsOf(progress, puzzle),
    },
    inspect: inspection.inspect,
  });
  // Every try is kept as it is played, with the day it was played on: a puzzle finished on its own
  // day counts for streaks, one finished from the archive does not.
  round.on('round.guessed', ({ attempt }) => {
    recordTry(gameStore, mode.id, number, { guessId: attempt.id, verdict: attempt.verdict });
  });
  const release = sharedLifetime(() => round.stop());
  return {
    puzzle,
    round,
    player: createPlayerHandle(),
    retain() {
      round.start();
      return release();
    },
  };
}
