import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../machines/rules/answers';
import { fakeConnection } from '../test/fakeConnection';
import { mapMode } from '../modes/mapMode';
import {
  connectedFreePlay,
  type ConnectedFreePlay,
  type ConnectedFreePlayView,
} from './connectedFreePlay';
import type { RoundSession } from './roundSession';

/** Subscribes as a screen would, and waits for an offline arrival's cache look-up. */
async function shown(play: ConnectedFreePlay) {
  play.subscribe(() => {});
  await new Promise((resolve) => setTimeout(resolve));
}

function playing(view: ConnectedFreePlayView): Extract<ConnectedFreePlayView, { kind: 'playing' }> {
  if (view.kind !== 'playing') throw new Error(`expected a round, shown: ${view.kind}`);
  return view;
}

const answerOf = (session: RoundSession) => session.freePlay.getSnapshot().context.answer;
const ids = (pool: readonly Candidate[]) => pool.map((item) => item.id);

/** A guess that misses the round's answer, so the round is held. */
function missOnce(session: RoundSession) {
  const answer = answerOf(session);
  const wrong = mapMode.pool.find((item) => item.id !== answer.id)!;
  session.freePlay.getSnapshot().children.round!.send({ type: 'round.guess', guess: wrong });
}

/** Plays the round to its end and starts the next, as Play again does. */
function nextRound(session: RoundSession) {
  session.freePlay
    .getSnapshot()
    .children.round!.send({ type: 'round.guess', guess: answerOf(session) });
  session.freePlay.send({ type: 'popup.closed' });
}

function started(play: ConnectedFreePlay) {
  const { session } = playing(play.getSnapshot());
  session.freePlay.start();
  return session;
}

/** A round online, started as a screen starts it. */
async function roundOnline() {
  const connection = fakeConnection(true);
  const play = connectedFreePlay(mapMode, connection);
  await shown(play);
  return { connection, play, session: started(play) };
}

describe('connectedFreePlay: a round held on screen plays on, the next deals from what the connection allows', () => {
  it('deals from every answer online', async () => {
    const play = connectedFreePlay(mapMode, fakeConnection(true));
    await shown(play);
    const view = playing(play.getSnapshot());
    expect(view.answers).toEqual({ pool: mapMode.pool, offline: false });
    expect(view.session.pool).toBe(mapMode.pool);
  });

  it('offline on arrival, looks up the saved clips and deals only from them', async () => {
    const saved = mapMode.pool.slice(0, 2);
    const play = connectedFreePlay(mapMode, fakeConnection(false, saved));
    expect(play.getSnapshot()).toEqual({ kind: 'lookingUp' });
    await shown(play);
    const view = playing(play.getSnapshot());
    expect(view.answers).toEqual({ pool: saved, offline: true });
    expect(ids(saved)).toContain(answerOf(view.session).id);
  });

  it('has nothing to play offline when no clip is saved, and deals once back online', async () => {
    const connection = fakeConnection(false);
    const play = connectedFreePlay(mapMode, connection);
    await shown(play);
    expect(play.getSnapshot()).toEqual({ kind: 'nothingOffline' });
    await connection.set(true);
    expect(playing(play.getSnapshot()).session.pool).toBe(mapMode.pool);
  });

  it('keeps the answers as they were while the cache is looked up', async () => {
    const connection = fakeConnection(true);
    const play = connectedFreePlay(mapMode, connection);
    await shown(play);
    const before = play.getSnapshot();
    let lookedUp = false;
    connection.cachedPool = () => new Promise<Candidate[]>(() => (lookedUp = true));
    await connection.set(false);
    expect(lookedUp).toBe(true);
    expect(play.getSnapshot()).toBe(before);
  });

  it('plays on with a round guessed at, and deals the next round from the saved clips', async () => {
    const { connection, play, session } = await roundOnline();
    missOnce(session);
    const saved = mapMode.pool.filter((item) => item.id !== answerOf(session).id).slice(0, 1);
    connection.saved = saved;
    await connection.set(false);
    const offline = playing(play.getSnapshot());
    expect(offline.session).toBe(session);
    expect(offline.answers).toEqual({ pool: saved, offline: true });
    nextRound(session);
    const next = playing(play.getSnapshot()).session;
    expect(next).not.toBe(session);
    expect(answerOf(next)).toEqual(saved[0]);
  });

  it('deals again at once when the connection goes before the round is held and its clip is not saved', async () => {
    const { connection, play, session } = await roundOnline();
    const saved = mapMode.pool.filter((item) => item.id !== answerOf(session).id).slice(0, 1);
    connection.saved = saved;
    await connection.set(false);
    expect(answerOf(playing(play.getSnapshot()).session)).toEqual(saved[0]);
  });

  it('keeps a round not yet held whose clip is saved, dealing the next from the saved clips', async () => {
    const { connection, play, session } = await roundOnline();
    connection.saved = [answerOf(session)];
    await connection.set(false);
    expect(playing(play.getSnapshot()).session).toBe(session);
  });

  it('ends on nothing to play once a round held offline is over and no clip is saved', async () => {
    const { connection, play, session } = await roundOnline();
    missOnce(session);
    await connection.set(false);
    expect(playing(play.getSnapshot()).session).toBe(session);
    nextRound(session);
    expect(play.getSnapshot()).toEqual({ kind: 'nothingOffline' });
  });

  it('has nothing to play at once when the connection goes before the round is held and no clip is saved', async () => {
    const { connection, play } = await roundOnline();
    await connection.set(false);
    expect(play.getSnapshot()).toEqual({ kind: 'nothingOffline' });
  });

  it('keeps the round, and deals as before, when the connection comes back before the next round', async () => {
    const { connection, play, session } = await roundOnline();
    missOnce(session);
    await connection.set(false);
    await connection.set(true);
    nextRound(session);
    expect(playing(play.getSnapshot()).session).toBe(session);
  });
});
