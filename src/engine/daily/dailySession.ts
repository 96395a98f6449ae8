import { createActor, type Actor } from 'xstate';
import type { DailyProgress } from '../../../machines/daily/progress';
import type { Reveal } from '../../../machines/daily/reveal';
import { dailyMachine } from '../../../machines/formats/daily/dailyMachine';
import { SKIPPED_NAME, type Attempt } from '../../../machines/rules/verdict';
import { inspection } from '../../shared/inspector';
import { sharedLifetime } from '../lifetime';
import { createPlayerHandle, type PlayerHandle } from '../playerHandle';
import { drawAndHandOver, sessionFor, takenOver } from '../handoff';
import { readPuzzle, recordTry } from '../../storage/daily/dailyProgress';
import { finishedOnItsDay } from '../../../machines/daily/progress';
import { gameStore } from '../../storage/gameStore';
import { loadDailyMode } from '../deal/loadMode';
import type { Play } from '../../shared/playFormats';
import { dailyPuzzle, type DailyPuzzle } from './dailyPuzzle';

type ReadyPuzzle = Extract<DailyPuzzle, { kind: 'ready' }>;

/** A daily puzzle in play: one round with six tries and Skip, resumed from and kept in storage. */
export interface DailySession {
  puzzle: ReadyPuzzle;
  daily: Actor<typeof dailyMachine>;
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
  // day counts for streaks, one finished from the archive does not; and its result is sent once to
  // the community API (docs/community-api.md).
  daily.on('daily.tried', ({ attempt }) => {
    const progress = recordTry(gameStore, mode.id, number, {
      guessId: attempt.id,
      verdict: attempt.verdict,
    });
    if (__COMMUNITY_API__ !== null && finishedOnItsDay(progress)) {
      // Kept with the tries, the result waits to be sent (the outbox, machines/community/outbox.ts);
      // the sending code comes with everyone's numbers, and where it cannot be had now, it waits.
      import('../community/outboxTrigger').then(
        (trigger) => trigger.sendWhenWaiting(gameStore),
        () => {},
      );
    }
  });
  const release = sharedLifetime(() => daily.stop());
  const session: DailySession = {
    puzzle,
    daily,
    player: createPlayerHandle(),
    retain() {
      daily.start();
      takenOver(session);
      return release();
    },
  };
  return session;
}

/**
 * How much of the clip a puzzle lets the player hear now (its machine's reveal): the seconds of a
 * clip revealed by seconds; the whole clip (null) once the ladder opens it whole, on the last try,
 * once the puzzle is over, and for a mode revealed by lines (each line plays whole).
 */
export function playbackWindow(reveal: Reveal): number | null {
  return reveal.kind === 'seconds' ? reveal.seconds : null;
}

const playOf = (puzzle: ReadyPuzzle): Play => ({
  format: 'daily',
  mode: puzzle.mode.id,
  number: puzzle.number,
});

/** The session a puzzle screen plays: the one started for it before the app rendered, or a new one. */
export function dailySessionFor(puzzle: ReadyPuzzle): DailySession {
  return sessionFor(playOf(puzzle), () => createDailySession(puzzle));
}

/**
 * The first round of a daily puzzle (src/boot/firstRound.ts): starts the puzzle and draws its clip's
 * waveform, locked to what the tries played so far have unlocked, in the first paint's player box
 * (`slot`) for the puzzle's screen to take over (src/engine/handoff.ts). For no playable puzzle it
 * does nothing.
 */
export async function startFirstRound(
  slot: HTMLElement,
  play: Play,
): Promise<DailySession | undefined> {
  if (play.format !== 'daily') return undefined;
  const mode = await loadDailyMode(play.mode);
  const puzzle = mode && dailyPuzzle(mode, new Date(), play.number);
  if (puzzle?.kind !== 'ready') return undefined;
  const session = createDailySession(puzzle);
  session.daily.start();
  return drawAndHandOver(
    playOf(puzzle),
    session,
    slot,
    () => session.daily.stop(),
    (player) => {
      player.setWindow(playbackWindow(session.daily.getSnapshot().context.reveal));
      player.load(puzzle.mode.clip(puzzle.answer.id));
    },
  );
}
