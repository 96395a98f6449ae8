import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { infiniteMachine } from '../../../machines/formats/infinite/infiniteMachine';
import type { RunClip } from '../../../machines/infinite/run';
import { gameStore } from '../../storage/gameStore';
import {
  infiniteBestsEntry,
  infiniteRunEntry,
  missedClipsEntry,
} from '../../storage/infinite/infinite';
import { keepRunAsPlayed, type RunKeeping } from './keepRun';

const POOL: RunClip[] = ['ascent', 'bind', 'haven', 'lotus'].map((id) => ({ mode: 'map', id }));
const WRONG = 'not-a-map';

/** A run of maps kept as `keeping` says, played by `guesses` (`right` guesses the clip playing). */
function play(keeping: RunKeeping, guesses: ('right' | 'wrong')[]) {
  const run = createActor(infiniteMachine, { input: { choice: 'map', pool: POOL, seed: 7 } });
  const stop = keepRunAsPlayed(run, keeping);
  run.start();
  const missed: RunClip[] = [];
  for (const guess of guesses) {
    const current = run.getSnapshot().context.run.current!;
    if (guess === 'wrong') missed.push(current);
    run.send({ type: 'infinite.guess', id: guess === 'right' ? current.id : WRONG });
  }
  return { run, stop, missed };
}

describe('keepRunAsPlayed: a run keeps its misses as they happen and its best at its end', () => {
  it('keeps each miss for Listen at once, and the best only once the run is over', () => {
    const { missed } = play({ resumable: true }, ['right', 'wrong']);
    expect(gameStore.read(missedClipsEntry)).toEqual(missed);
    expect(gameStore.read(infiniteBestsEntry)).toEqual({});
    play({ resumable: true }, ['right', 'right', 'wrong', 'wrong', 'wrong']);
    expect(gameStore.read(infiniteBestsEntry)).toEqual({ map: 2 });
  });

  it('keeps a run of the player’s own after every guess, so that a reload resumes it', () => {
    const { run } = play({ resumable: true }, ['right']);
    expect(gameStore.read(infiniteRunEntry('map')).run).toEqual(run.getSnapshot().context.run);
  });

  it('counts a challenge’s run like any other, but never keeps it for a reload', () => {
    const { missed } = play({ resumable: false }, ['right', 'wrong', 'wrong', 'wrong']);
    expect(gameStore.read(infiniteRunEntry('map')).run).toBeNull();
    expect(gameStore.read(missedClipsEntry)).toEqual(missed);
    expect(gameStore.read(infiniteBestsEntry)).toEqual({ map: 1 });
  });

  it('keeps nothing more once stopped', () => {
    const { run, stop } = play({ resumable: true }, []);
    stop();
    run.send({ type: 'infinite.guess', id: WRONG });
    expect(gameStore.read(missedClipsEntry)).toEqual([]);
    expect(gameStore.read(infiniteRunEntry('map')).run).toBeNull();
  });
});
