import { useState } from 'react';
import { recordScore } from '../../machines/infinite/bests';
import {
  guessInRun,
  isRunOver,
  startRun,
  type InfiniteChoice,
  type InfiniteRun,
} from '../../machines/infinite/run';
import { randomSeed } from '../../machines/random';
import { gameStore } from '../storage/gameStore';
import {
  addMissed,
  infiniteBestsEntry,
  infiniteRunEntry,
  missedClipsEntry,
} from '../storage/infinite';
import { poolFor } from './runModes';

/**
 * Keeps a run after every guess, so a reload resumes it (an ended run too, until the next starts, so
 * a reload shows its end again). An ended run's score goes to the bests and its missed clips to
 * Listen's list; both only ever grow, so keeping the same end twice changes nothing.
 */
function keep(run: InfiniteRun): InfiniteRun {
  gameStore.write(infiniteRunEntry(run.choice), { run });
  if (isRunOver(run)) {
    const bests = gameStore.read(infiniteBestsEntry);
    gameStore.write(infiniteBestsEntry, recordScore(bests, run.choice, run.score));
    gameStore.write(missedClipsEntry, addMissed(gameStore.read(missedClipsEntry), run.missed));
  }
  return run;
}

/** A run of one choice: the one in progress if there is one, a new one otherwise. */
export function useInfiniteRun(choice: InfiniteChoice) {
  const [pool] = useState(() => poolFor(choice));
  const [run, setRun] = useState<InfiniteRun>(
    () =>
      gameStore.read(infiniteRunEntry(choice)).run ?? keep(startRun(choice, pool, randomSeed())),
  );
  return {
    run,
    guess: (id: string) => setRun(keep(guessInRun(run, id, pool))),
    restart: () => setRun(keep(startRun(choice, pool, randomSeed()))),
  };
}
