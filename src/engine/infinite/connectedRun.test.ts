import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Candidate } from '../../../machines/rules/answers';
import { fakeConnection } from '../../test/fakeConnection';
import type { RunClip } from '../../../machines/infinite/run';
import { mapMode } from '../../modes/mapMode';
import { gameStore } from '../../storage/gameStore';
import { infiniteRunEntry } from '../../storage/infinite/infinite';
import { FakeWaveSurfer } from '../../test/fakeWaveSurfer';
import { connectedRun, type ConnectedRun, type ConnectedRunView } from './connectedRun';
import { clipOf, infiniteSessionFor, type InfiniteSession } from './infiniteSession';
import { loadRunModes, poolFor, type RunModes } from './runModes';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));

let modes: RunModes;
beforeAll(async () => {
  modes = await loadRunModes('map');
});

beforeEach(() => localStorage.clear());

// No session is left for the next test to take over.
afterEach(async () => {
  infiniteSessionFor('map', poolFor('map', modes)).retain()();
  await new Promise((resolve) => setTimeout(resolve));
});

/** Subscribes as a screen would, waits for an offline arrival's look-up, and starts what it shows. */
async function shown(run: ConnectedRun) {
  run.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve));
  const view = run.getSnapshot();
  if (view.kind === 'playing') view.session.start();
}

function playing(view: ConnectedRunView): Extract<ConnectedRunView, { kind: 'playing' }> {
  if (view.kind !== 'playing') throw new Error(`expected a run, shown: ${view.kind}`);
  return view;
}

const currentOf = (session: InfiniteSession) => clipOf(session.run.getSnapshot().context.run)!;
const ids = (clips: readonly (RunClip | Candidate)[]) => clips.map((clip) => clip.id).sort();
const savedMaps = () => mapMode.pool.slice(2, 4);

/** Plays `turns` right guesses and returns every clip dealt meanwhile. */
function dealt(session: InfiniteSession, turns: number): RunClip[] {
  const clips = [currentOf(session)];
  for (let turn = 0; turn < turns; turn++) {
    session.run.send({ type: 'infinite.guess', id: currentOf(session).id });
    clips.push(currentOf(session));
  }
  return clips;
}

describe('connectedRun: offline, an infinite run deals only the clips saved on the device', () => {
  it('deals from every clip online', async () => {
    const run = connectedRun('map', modes, fakeConnection(true));
    await shown(run);
    const view = playing(run.getSnapshot());
    expect(view.saved).toBeNull();
    expect(new Set(ids(dealt(view.session, 30))).size).toBeGreaterThan(savedMaps().length);
  });

  it('offline on arrival, deals only the saved clips and says how many', async () => {
    const run = connectedRun('map', modes, fakeConnection(false, savedMaps()));
    expect(run.getSnapshot().kind).toBe('lookingUp');
    await shown(run);
    const view = playing(run.getSnapshot());
    expect(view.saved).toBe(2);
    expect(ids(savedMaps())).toEqual(expect.arrayContaining(ids(dealt(view.session, 8))));
  });

  it('offline with no clip saved, starts no run and keeps the run in storage as it was', async () => {
    const run = connectedRun('map', modes, fakeConnection(false, []));
    await shown(run);
    expect(run.getSnapshot().kind).toBe('nothingOffline');
    expect(gameStore.read(infiniteRunEntry('map')).run).toBeNull();
  });

  it('swaps the clip on screen for a saved one when the connection drops before it arrived', async () => {
    const connection = fakeConnection(true, savedMaps());
    const run = connectedRun('map', modes, connection);
    await shown(run);
    const { session } = playing(run.getSnapshot());
    // Until one that is not saved is on screen.
    while (ids(savedMaps()).includes(currentOf(session).id)) dealt(session, 1);
    const { lives, score } = session.run.getSnapshot().context.run;
    await connection.set(false);
    expect(playing(run.getSnapshot()).saved).toBe(2);
    expect(ids(savedMaps())).toContain(currentOf(session).id);
    // At no cost: a clip that cannot play is not the player's miss.
    expect(session.run.getSnapshot().context.run).toMatchObject({ lives, score });
  });

  it('keeps the clip on screen that the player already holds', async () => {
    const connection = fakeConnection(true, savedMaps());
    const run = connectedRun('map', modes, connection);
    await shown(run);
    const { session } = playing(run.getSnapshot());
    while (ids(savedMaps()).includes(currentOf(session).id)) dealt(session, 1);
    const held = currentOf(session);
    // As the run screen's player does: it plays the clip, which arrives whole.
    const release = session.player.retain();
    session.player.attach(document.body.appendChild(document.createElement('div')));
    session.player.load(mapMode.clip(held.id));
    session.player.actor.send({ type: 'player.buffered' });
    await connection.set(false);
    expect(currentOf(session)).toEqual(held);
    expect(ids(savedMaps())).toEqual(expect.arrayContaining(ids(dealt(session, 6).slice(1))));
    release();
  });

  it('starts the run once back online, and deals every clip again', async () => {
    const connection = fakeConnection(false, []);
    const run = connectedRun('map', modes, connection);
    await shown(run);
    expect(run.getSnapshot().kind).toBe('nothingOffline');
    await connection.set(true);
    const view = playing(run.getSnapshot());
    expect(view.saved).toBeNull();
    expect(new Set(ids(dealt(view.session, 30))).size).toBeGreaterThan(savedMaps().length);
  });
});
