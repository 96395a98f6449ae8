import type { Actor } from 'xstate';
import type { infiniteMachine } from '../../../machines/formats/infinite/infiniteMachine';
import { recordScore } from '../../../machines/infinite/bests';
import type { InfiniteRun } from '../../../machines/infinite/run';
import { gameStore } from '../../storage/gameStore';
import { notePlayed } from '../../storage/lastPlayed';
import {
  addMissed,
  infiniteBestsEntry,
  infiniteRunEntry,
  missedClipsEntry,
} from '../../storage/infinite/infinite';

/**
 * Whether a reload picks the run up again: a run of the player's own does; one played from a
 * challenge does not, and must not take the place of the player's own run in storage.
 */
export type RunKeeping = { resumable: boolean };

/**
 * Keeps `run` as it now is: its missed clips in Listen's list (so that a run left part-way has its
 * misses there to practise too; the list only grows, and adding a clip twice changes nothing) and,
 * if it is `resumable`, the run itself (an ended run too, until the next starts, so that a reload
 * shows its end again).
 */
export function keepRun(run: InfiniteRun, { resumable }: RunKeeping): void {
  notePlayed(gameStore, 'infinite');
  if (resumable) gameStore.write(infiniteRunEntry(run.choice), { run });
  if (run.missed.length > 0) {
    gameStore.write(missedClipsEntry, addMissed(gameStore.read(missedClipsEntry), run.missed));
  }
}

/**
 * What the game keeps of an infinite run as it is played, from a run screen or a challenge alike: the
 * run after every guess (`keepRun`), and its score in the bests when it ends. Returns the function
 * that stops keeping it.
 */
export function keepRunAsPlayed(
  actor: Actor<typeof infiniteMachine>,
  keeping: RunKeeping,
): () => void {
  const subscriptions = [
    actor.on('run.changed', ({ run }) => keepRun(run, keeping)),
    actor.on('run.ended', ({ run }) =>
      gameStore.write(
        infiniteBestsEntry,
        recordScore(gameStore.read(infiniteBestsEntry), run.choice, run.score),
      ),
    ),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}
