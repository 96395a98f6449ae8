import { createActor, type Actor } from 'xstate';
import type { DailyProgress } from '../../machines/daily/progress';
import type { Reveal } from '../../machines/daily/reveal';
import { dailyMachine } from '../../machines/formats/dailyMachine';
import { SKIPPED_NAME, type Attempt } from '../../machines/rules/verdict';
import { inspection } from '../shared/inspector';
import { sharedLifetime } from './lifetime';
import { createPlayerHandle, type PlayerHandle } from './playerHandle';
import { readPuzzle, recordTry } from '../storage/dailyProgress';
import { gameStore } from '../storage/gameStore';
import { loadDailyMode } from './loadMode';
import { dailyPuzzle, puzzleNumberParam, type DailyPuzzle } from './dailyPuzzle';

type ReadyPuzzle = Extract<DailyPuzzle, { kind: 'ready' }>;

/** A daily puzzle in play (machines/formats/dailyMachine.ts), resumed from and kept in storage. */
export interface DailySession {
  puzzle: ReadyPuzzle;
  daily: Actor<typeof dailyMachine>;
  player: PlayerHandle;
  /** Starts the round if it is not running yet, and marks it in use (see `sharedLifetime`). */
  retain(): () => void;
}

/** The tries kept for a puzzle, as the puzzle replays them (a kept try names its item by id). */
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
  const daily = createActor(dailyMachine, {
    input: {
      mode: mode.id,
      answer: puzzle.answer,
      attempts: attemptsOf(progress, puzzle),
      // A mode revealed by lines plays each whole: only a one-clip mode's length matters.
      clipDuration: mode.lines ? 0 : (mode.clip(puzzle.answer.id).duration ?? 0),
    },
    inspect: inspection.inspect,
  });
  // Every try is kept as it is played, with the day it was played on: a puzzle finished on its own
  // day counts for streaks, one finished from the archive does not.
  daily.on('daily.tried', ({ attempt }) => {
    recordTry(gameStore, mode.id, number, { guessId: attempt.id, verdict: attempt.verdict });
  });
  const release = sharedLifetime(() => daily.stop());
  return {
    puzzle,
    daily,
    player: createPlayerHandle(),
    retain() {
      daily.start();
      if (firstPuzzle?.daily === daily) firstPuzzle = null;
      return release();
    },
  };
}

/**
 * How much of the clip a puzzle lets the player hear now (its machine's reveal): the seconds of a
 * clip revealed by seconds, the whole clip (null) on the last try, once it is over, and for lines.
 */
export function playbackWindow(reveal: Reveal): number | null {
  return reveal.kind === 'seconds' ? reveal.seconds : null;
}

/** The puzzle started before the app rendered, until its screen takes it over. */
let firstPuzzle: DailySession | null = null;

/** The session a puzzle screen plays: the one already started for it, or a new one. */
export function dailySessionFor(puzzle: ReadyPuzzle): DailySession {
  const first = firstPuzzle?.puzzle;
  return first && first.mode === puzzle.mode && first.number === puzzle.number
    ? firstPuzzle!
    : createDailySession(puzzle);
}

/**
 * On a daily puzzle's first load, starts the puzzle and draws its clip's waveform, locked to what
 * the tries played so far have unlocked, in the first paint's placeholder (scripts/bootShell.ts);
 * the puzzle's screen then takes it over. Anywhere else, or for no playable puzzle, it does nothing.
 */
export async function startFirstPuzzle(): Promise<void> {
  const slot = document.getElementById('boot-waveform');
  const loading = slot ? loadDailyMode(slot.dataset.daily) : undefined;
  if (!slot || !loading) return;
  const mode = await loading;
  const archived = /^\/daily\/\w+\/([^/]+)\/?$/.exec(location.pathname)?.[1];
  const puzzle = dailyPuzzle(
    mode,
    new Date(),
    archived === undefined ? undefined : puzzleNumberParam(archived),
  );
  if (puzzle.kind !== 'ready') return;
  const session = createDailySession(puzzle);
  session.daily.start();
  try {
    const clip = mode.clip(puzzle.answer.id);
    session.player.attach(slot);
    session.player.setWindow(playbackWindow(session.daily.getSnapshot().context.reveal));
    session.player.load(clip);
  } catch (error) {
    // What did start stops, and the screen starts a session of its own.
    session.daily.stop();
    session.player.retain()();
    throw error;
  }
  firstPuzzle = session;
}
