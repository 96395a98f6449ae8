import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guessInRun, startRun } from '../../../machines/infinite/run';
import { abilityMode } from '../../modes/abilityMode';
import { gameStore } from '../../storage/gameStore';
import {
  infiniteBestsEntry,
  infiniteRunEntry,
  missedClipsEntry,
} from '../../storage/infinite/infinite';
import { FakeWaveSurfer } from '../../test/fakeWaveSurfer';
import { createInfiniteSession, infiniteSessionFor, startFirstRound } from './infiniteSession';
import { loadRunModes, modeOf, poolFor as poolOf, type RunModes } from './runModes';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));

// Every mode, as Mixed loads them: each test's pool is its choice's.
let modes: RunModes;
beforeAll(async () => {
  modes = await loadRunModes('mixed');
});
const poolFor = (choice: Parameters<typeof poolOf>[0]) => poolOf(choice, modes);

beforeEach(() => {
  FakeWaveSurfer.instances = [];
  document.body.innerHTML = '';
  localStorage.clear();
});

// Each test leaves no first run behind for the next: a screen takes it over and goes away.
afterEach(async () => {
  for (const choice of ['map', 'ability', 'ace', 'mixed'] as const) {
    infiniteSessionFor(choice, poolFor(choice)).retain()();
  }
  await new Promise((resolve) => setTimeout(resolve));
});

function placeholder() {
  const slot = document.createElement('div');
  slot.id = 'boot-waveform';
  return document.body.appendChild(slot);
}

const WRONG = 'not-an-item';
const keptRun = (choice: 'ability' | 'mixed') => gameStore.read(infiniteRunEntry(choice)).run;

describe('an infinite session', () => {
  it('keeps a new run once it starts, and not before', () => {
    const session = createInfiniteSession('ability', poolFor('ability'));
    expect(keptRun('ability')).toBeNull();
    session.start();
    expect(keptRun('ability')).toEqual(session.run.getSnapshot().context.run);
  });

  it('carries on with the run kept before a reload', () => {
    const pool = poolFor('ability');
    let run = startRun('ability', pool, 5);
    run = guessInRun(run, run.current!.id, pool);
    gameStore.write(infiniteRunEntry('ability'), { run });
    const session = createInfiniteSession('ability', pool);
    session.start();
    expect(session.run.getSnapshot().context.run).toEqual(run);
  });

  it('keeps every guess and every miss as it is made, and records the best at the end', () => {
    const session = createInfiniteSession('ability', poolFor('ability'));
    session.start();
    const right = session.run.getSnapshot().context.run.current!;
    session.run.send({ type: 'infinite.guess', id: right.id });
    expect(keptRun('ability')?.score).toBe(1);
    const missed = [];
    for (let i = 0; i < 3; i++) {
      missed.push(session.run.getSnapshot().context.run.current!);
      session.run.send({ type: 'infinite.guess', id: WRONG });
      // Listen has the miss at once: a run left part-way keeps its misses for practice.
      expect(gameStore.read(missedClipsEntry)).toEqual(missed);
      if (i < 2) expect(gameStore.read(infiniteBestsEntry)).toEqual({});
    }
    expect(keptRun('ability')).toMatchObject({ score: 1, lives: 0, current: null });
    expect(gameStore.read(infiniteBestsEntry)).toEqual({ ability: 1 });
    expect(gameStore.read(missedClipsEntry)).toEqual(missed);
  });
});

describe('the first run', () => {
  it("draws its clip's waveform in the placeholder before any screen renders", async () => {
    const slot = placeholder();
    await startFirstRound(slot, { format: 'infinite', choice: 'ability' });
    expect(FakeWaveSurfer.instances).toHaveLength(1);
    const wavesurfer = FakeWaveSurfer.latest();
    expect(slot.contains(wavesurfer.options.container as Node)).toBe(true);
    const session = infiniteSessionFor('ability', poolFor('ability'));
    const clip = session.run.getSnapshot().context.run.current!;
    expect(wavesurfer.loaded).toEqual([abilityMode.clip(clip.id).url]);
    expect(keptRun('ability')).toEqual(session.run.getSnapshot().context.run);
  });

  it('plays a Mixed run from all three modes', async () => {
    await startFirstRound(placeholder(), { format: 'infinite', choice: 'mixed' });
    const session = infiniteSessionFor('mixed', poolFor('mixed'));
    const clip = session.run.getSnapshot().context.run.current!;
    expect(FakeWaveSurfer.latest().loaded).toEqual([modeOf(modes, clip.mode).clip(clip.id).url]);
  });

  it('is taken over by the run screen of its choice, and only once', async () => {
    await startFirstRound(placeholder(), { format: 'infinite', choice: 'ability' });
    const first = infiniteSessionFor('ability', poolFor('ability'));
    expect(first.run.getSnapshot().status).toBe('active');
    expect(infiniteSessionFor('map', poolFor('map'))).not.toBe(first);
    expect(infiniteSessionFor('ability', poolFor('ability'))).toBe(first);
    const release = first.retain();
    expect(infiniteSessionFor('ability', poolFor('ability'))).not.toBe(first);
    release();
    await vi.waitFor(() => expect(first.run.getSnapshot().status).toBe('stopped'));
  });

  it("starts nothing for another format's play", async () => {
    expect(await startFirstRound(placeholder(), { format: 'free', mode: 'ability' })).toBe(
      undefined,
    );
    expect(FakeWaveSurfer.instances).toHaveLength(0);
  });
});
