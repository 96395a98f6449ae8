import { createActor, type Actor } from 'xstate';
import type { DailyProgress } from '../../machines/daily/progress';
import { DAILY_TRIES } from '../../machines/daily/verdict';
import { roundMachine } from '../../machines/round/roundMachine';
import { SKIPPED_NAME, type Attempt } from '../../machines/rules/verdict';
import { inspection } from '../shared/inspector';
import { sharedLifetime } from './lifetime';
import { createPlayerHandle, type PlayerHandle } from './playerHandle';
import { drawAndHandOver, sessionFor, takenOver } from './handoff';
import { readPuzzle, recordTry } from '../storage/dailyProgress';
import { gameStore } from '../storage/gameStore';
import { revealSeconds } from '../../machines/daily/reveal';
import { loadDailyMode } from './loadMode';
import type { DailyModeDescriptor as Mode } from '../modes/mode';
import { dailyPuzzle, puzzleNumberParam, type DailyPuzzle } from './dailyPuzzle';

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
  const session: DailySession = {
    puzzle,
    round,
    player: createPlayerHandle(),
    retain() {
      round.start();
      takenOver(session);
      return release();
    },
  };
  return session;
}

/**
 * How much of the clip a puzzle lets the player hear now: the reveal ladder's share for the try
 * being played, the whole clip (null) on the last try and once the puzzle is over.
 */
export function playbackWindow(
  mode: Mode['id'],
  triesPlayed: number,
  over: boolean,
  clipDuration: number,
): number | null {
  if (over || triesPlayed >= DAILY_TRIES - 1) return null;
  const seconds = revealSeconds(mode, triesPlayed, clipDuration);
  // A short clip may open whole before the last try (machines/daily/reveal.ts).
  const whole = clipDuration > 0 && seconds >= clipDuration;
  return Number.isFinite(seconds) && !whole ? seconds : null;
}

/** A puzzle's key in the handoff from the first paint (src/engine/handoff.ts): `map/12`. */
const puzzleKey = (puzzle: { mode: Mode; number: number }) => `${puzzle.mode.id}/${puzzle.number}`;

/** The session a puzzle screen plays: the one started for it before the app rendered, or a new one. */
export function dailySessionFor(puzzle: ReadyPuzzle): DailySession {
  return sessionFor('daily', puzzleKey(puzzle), () => createDailySession(puzzle));
}

/**
 * On a daily puzzle's first load, starts the puzzle `key` (`map/12`, as the first paint names it)
 * and draws its clip's waveform, locked to what the tries played so far have unlocked, in the first
 * paint's player box (`slot`); the puzzle's screen then takes it over (src/engine/handoff.ts). For no
 * playable puzzle it does nothing.
 */
export async function startFirstPuzzle(slot: HTMLElement, key: string): Promise<void> {
  const [id, number] = key.split('/');
  const loading = loadDailyMode(id);
  if (!loading) return;
  const mode = await loading;
  const puzzle = dailyPuzzle(mode, new Date(), puzzleNumberParam(number ?? ''));
  if (puzzle.kind !== 'ready') return;
  const session = createDailySession(puzzle);
  session.round.start();
  drawAndHandOver(
    'daily',
    puzzleKey(puzzle),
    session,
    slot,
    () => session.round.stop(),
    (player) => {
      const clip = mode.clip(puzzle.answer.id);
      const snapshot = session.round.getSnapshot();
      player.setWindow(
        playbackWindow(
          mode.id,
          snapshot.context.attempts.length,
          snapshot.hasTag('ended'),
          clip.duration ?? 0,
        ),
      );
      player.load(clip);
    },
  );
}
