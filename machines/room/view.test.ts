import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { NEWEST_ROWS, TOP_ROWS, type RoomSettings } from './protocol.ts';
import type { DealtRound } from './roomEvents.ts';
import { COUNT_IN_MS, LEAD_MS, REVEAL_MS, roomMachine } from './roomMachine.ts';
import {
  clipAddress,
  currentRound,
  isPhaseBoundary,
  phaseOf,
  viewFor,
  type RoomSnapshot,
} from './view.ts';

const T0 = 5_000_000;
const settings: RoomSettings = { mode: 'mixed', rounds: 3, seconds: 15 };
// Answers, groups and clips with words found nowhere else in a room, so that any sight of them is a leak.
const dealt = (game: number): DealtRound[] =>
  ['quasar', 'zephyr', 'vortex'].map((word) => ({
    mode: 'voice',
    answer: `${word}${game}`,
    group: `${word}${game}-group`,
    clipPath: `voice/${word}${game}/line-3.mp3`,
  }));
/** What would give a round away: its answer (an item id, or its name as written), group and clip. */
const secretsOf = (round: DealtRound) => [
  round.answer,
  round.answer.toUpperCase(),
  round.group,
  round.clipPath,
  round.clipPath.split('/').pop()!,
];

function game(extra: Partial<RoomSettings> = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const actor = createActor(roomMachine, {
    clock,
    input: { code: 'KQ7RTX', settings: { ...settings, ...extra }, at: T0 },
  }).start();
  const snapshots: RoomSnapshot[] = [];
  actor.subscribe((snapshot) => snapshots.push(snapshot));
  const at = () => clock.now();
  const wait = (ms: number) => {
    for (let left = ms; left > 0; left -= 250) clock.increment(Math.min(250, left));
  };
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event);
  const readyAll = () =>
    ['p1', 'p2', 'p3'].forEach((playerId) =>
      send({ type: 'room.ready', playerId, round: actor.getSnapshot().context.round, at: at() }),
    );
  const guess = (playerId: string, itemId: string) =>
    send({
      type: 'room.guess',
      playerId,
      round: actor.getSnapshot().context.round,
      itemId,
      group: null,
      at: at(),
    });
  return { actor, snapshots, at, wait, send, readyAll, guess };
}

/** A whole game and the start of another, every snapshot of it kept. */
function playedGame() {
  const g = game();
  g.send({ type: 'room.join', playerId: 'p1', name: 'Kai', at: g.at() });
  g.send({ type: 'room.join', playerId: 'p2', name: 'Ana', at: g.at() });
  g.send({ type: 'room.start', playerId: 'p1', rounds: dealt(1), at: g.at() });
  g.readyAll();
  g.wait(COUNT_IN_MS);
  g.send({ type: 'room.join', playerId: 'p3', name: 'Late', at: g.at() });
  g.guess('p1', 'quasar1');
  g.wait(2000);
  g.guess('p2', 'p2-own-pick');
  g.wait(REVEAL_MS);
  g.readyAll();
  g.wait(LEAD_MS + 1000);
  g.guess('p3', 'p3-own-pick');
  g.wait(15_000);
  g.send({ type: 'room.next', playerId: 'p1', at: g.at() });
  g.readyAll();
  g.wait(LEAD_MS);
  g.guess('p1', 'vortex1');
  g.guess('p2', 'vortex1');
  g.guess('p3', 'not-it');
  g.wait(REVEAL_MS);
  g.send({ type: 'room.playAgain', playerId: 'p1', rounds: dealt(2), at: g.at() });
  g.send({ type: 'room.start', playerId: 'p1', rounds: dealt(3), at: g.at() });
  g.readyAll();
  g.wait(COUNT_IN_MS);
  g.guess('p2', 'p2-second-game');
  return g;
}

describe('the fair-play filter', () => {
  it('never shows a round’s answer, group or clip before its reveal, nor others’ guesses', () => {
    const { snapshots } = playedGame();
    const phases = new Set(snapshots.map(phaseOf));
    expect([...phases]).toEqual(['lobby', 'loading', 'countIn', 'playing', 'reveal', 'finished']);
    let checked = 0;
    for (const snapshot of snapshots) {
      const { context } = snapshot;
      const phase = phaseOf(snapshot);
      const revealed =
        phase === 'reveal' || phase === 'finished' ? context.round : context.round - 1;
      // Every round the room holds that is not revealed yet: those of this game and any dealt ahead.
      const hidden = context.rounds.filter((_, index) => phase === 'lobby' || index >= revealed);
      for (const viewer of [null, 'p1', 'p2', 'p3']) {
        const view = viewFor(snapshot, viewer);
        const own = context.guesses.find((one) => one.playerId === viewer)?.itemId ?? null;
        expect(view.round?.yourGuess ?? null).toBe(view.round === null ? null : own);
        // A player's own guess may be the answer: that much they know already.
        const text = JSON.stringify({ ...view, round: { ...view.round, yourGuess: null } });
        for (const secret of hidden.flatMap(secretsOf)) expect(text).not.toContain(secret);
        if (phase !== 'reveal' && phase !== 'finished') {
          const othersGuesses = context.guesses.filter((one) => one.playerId !== viewer);
          for (const guess of othersGuesses) expect(text).not.toContain(guess.itemId);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('shows the answer and everyone’s guesses at the reveal', () => {
    const g = game();
    g.send({ type: 'room.join', playerId: 'p1', name: 'Kai', at: g.at() });
    g.send({ type: 'room.join', playerId: 'p2', name: 'Ana', at: g.at() });
    g.send({ type: 'room.start', playerId: 'p1', rounds: dealt(1), at: g.at() });
    g.readyAll();
    g.wait(COUNT_IN_MS + 3000);
    g.guess('p1', 'quasar1');
    g.guess('p2', 'zephyr1');
    const view = viewFor(g.actor.getSnapshot(), null);
    expect(view.phase).toBe('reveal');
    expect(view.reveal).toEqual({
      answer: 'quasar1',
      guesses: [
        { playerId: 'p1', itemId: 'quasar1', ms: 3000, verdict: 'correct', points: 800 },
        { playerId: 'p2', itemId: 'zephyr1', ms: 3000, verdict: 'wrong', points: 0 },
      ],
      found: 1,
      of: 2,
    });
  });
});

describe('a player’s view of a room', () => {
  function inPlay() {
    const g = game();
    g.send({ type: 'room.join', playerId: 'p1', name: 'Kai', at: g.at() });
    g.send({ type: 'room.join', playerId: 'p2', name: 'Ana', at: g.at() });
    g.send({ type: 'room.start', playerId: 'p1', rounds: dealt(1), at: g.at() });
    return g;
  }

  it('shows the lobby with its players, the host and no round', () => {
    const g = game();
    g.send({ type: 'room.join', playerId: 'p1', name: 'Kai', at: g.at() });
    expect(viewFor(g.actor.getSnapshot(), 'p1')).toEqual({
      code: 'KQ7RTX',
      settings,
      phase: 'lobby',
      you: 'p1',
      hostId: 'p1',
      players: [
        {
          id: 'p1',
          name: 'Kai',
          connected: true,
          score: 0,
          rank: 1,
          previousRank: null,
          answered: false,
          playing: true,
          correct: 0,
          meanMs: null,
          ranked: true,
        },
      ],
      counts: { seats: 1, ranked: 1, playing: 1, answered: 0 },
      joinsClosed: false,
      blockedWords: [],
      screens: 0,
      game: 0,
      round: null,
      reveal: null,
    });
  });

  it('counts the big screens showing the room for everyone, a visitor too', () => {
    const g = game();
    g.send({ type: 'room.join', playerId: 'p1', name: 'Kai', at: g.at() });
    g.send({ type: 'room.screenOn', screenId: 's1', at: g.at() });
    g.send({ type: 'room.screenOn', screenId: 's2', at: g.at() });
    expect(viewFor(g.actor.getSnapshot(), 'p1').screens).toBe(2);
    g.send({ type: 'room.screenOff', screenId: 's1', at: g.at() });
    expect(viewFor(g.actor.getSnapshot(), null).screens).toBe(1);
  });

  it('names the room, the game and the round in the clip’s address, and no time while loading', () => {
    const g = inPlay();
    const view = viewFor(g.actor.getSnapshot(), 'p2');
    expect(view.round).toEqual({
      number: 1,
      mode: 'voice',
      clip: '/api/v1/rooms/KQ7RTX/rounds/1/clip?game=1',
      peaks: '/api/v1/rooms/KQ7RTX/rounds/1/peaks?game=1',
      startsAt: null,
      endsAt: null,
      yourGuess: null,
    });
    expect(clipAddress('ABCD', 4, 7, 'peaks')).toBe('/api/v1/rooms/ABCD/rounds/7/peaks?game=4');
  });

  it('shows who has answered to everyone, and what only to the one who did', () => {
    const g = inPlay();
    g.readyAll();
    g.wait(COUNT_IN_MS);
    g.guess('p1', 'zephyr1');
    const forP1 = viewFor(g.actor.getSnapshot(), 'p1');
    const forP2 = viewFor(g.actor.getSnapshot(), 'p2');
    const forVisitor = viewFor(g.actor.getSnapshot(), null);
    expect(forP1.round?.yourGuess).toBe('zephyr1');
    expect(forP2.round?.yourGuess).toBeNull();
    expect(forVisitor.round?.yourGuess).toBeNull();
    expect(forP2.players.map((player) => player.answered)).toEqual([true, false]);
    expect(forP1.round?.startsAt).toBe(g.actor.getSnapshot().context.startsAt);
  });

  it('treats an id without a seat as a visitor', () => {
    const g = inPlay();
    expect(viewFor(g.actor.getSnapshot(), 'stranger').you).toBeNull();
  });

  it('keeps the last reveal and the totals on the finished room, with no round', () => {
    const { actor } = playedGame();
    const ended = actor
      .getSnapshot()
      .context.seats.map((seat) => seat.id)
      .join();
    expect(ended).toBe('p1,p2,p3');
    const finished = (() => {
      const g = inPlay();
      g.readyAll();
      for (let round = 1; round <= 3; round++) {
        g.wait(round === 1 ? COUNT_IN_MS : LEAD_MS);
        g.wait(1500);
        g.guess('p1', `${['quasar', 'zephyr', 'vortex'][round - 1]}1`);
        g.guess('p2', 'nope');
        g.wait(REVEAL_MS);
        g.readyAll();
      }
      return viewFor(g.actor.getSnapshot(), 'p2');
    })();
    expect(finished.phase).toBe('finished');
    expect(finished.round).toBeNull();
    expect(finished.reveal?.answer).toBe('vortex1');
    expect(finished.players.find((player) => player.id === 'p1')).toMatchObject({
      score: 2700,
      correct: 3,
      meanMs: 1500,
      rank: 1,
      previousRank: 1,
    });
    expect(finished.players.find((player) => player.id === 'p2')).toMatchObject({
      rank: 2,
      meanMs: null,
    });
  });
});

describe('what the server reads of a room', () => {
  it('knows the current round while one is loading, played or revealed, and none between games', () => {
    const g = game();
    g.send({ type: 'room.join', playerId: 'p1', name: 'Kai', at: g.at() });
    expect(currentRound(g.actor.getSnapshot())).toBeNull();
    g.send({ type: 'room.start', playerId: 'p1', rounds: dealt(1), at: g.at() });
    expect(currentRound(g.actor.getSnapshot())).toEqual(dealt(1)[0]);
    g.readyAll();
    g.wait(COUNT_IN_MS);
    g.guess('p1', 'x');
    expect(phaseOf(g.actor.getSnapshot())).toBe('reveal');
    expect(currentRound(g.actor.getSnapshot())).toEqual(dealt(1)[0]);
    g.send({ type: 'room.next', playerId: 'p1', at: g.at() });
    expect(currentRound(g.actor.getSnapshot())).toEqual(dealt(1)[1]);
  });

  it('marks a boundary at each phase, round or game, and not at a join or a guess', () => {
    const { snapshots } = playedGame();
    const boundaries = snapshots
      .slice(1)
      .map((snapshot, index) => [snapshots[index], snapshot] as const)
      .filter(([previous, next]) => isPhaseBoundary(previous, next))
      .map(([, next]) => `${phaseOf(next)}${next.context.round}`);
    expect(boundaries).toEqual([
      'loading1',
      'countIn1',
      'playing1',
      'reveal1',
      'loading2',
      'countIn2',
      'playing2',
      'reveal2',
      'loading3',
      'countIn3',
      'playing3',
      'reveal3',
      'finished3',
      'lobby0',
      'loading1',
      'countIn1',
      'playing1',
    ]);
  });
});

describe('an audience room’s views', () => {
  const PLAYERS = 40;
  /** A host who does not play and 40 players; player k answers right k × 100 ms in, the last four not at all. */
  function crowd() {
    const g = game({ audience: true });
    g.send({ type: 'room.join', playerId: 'host', name: 'Host', at: g.at() });
    for (let k = 1; k <= PLAYERS; k++) {
      g.send({ type: 'room.join', playerId: `p${k}`, name: `Viewer ${k}`, at: g.at() });
    }
    g.send({ type: 'room.start', playerId: 'host', rounds: dealt(1), at: g.at() });
    g.wait(10_000);
    g.wait(COUNT_IN_MS);
    return g;
  }
  const answer = (g: ReturnType<typeof crowd>, k: number, itemId: string) =>
    g.send({
      type: 'room.guess',
      playerId: `p${k}`,
      round: 1,
      itemId,
      group: null,
      at: g.at(),
    });

  it('counts who answered and lists nobody’s answer while the round plays', () => {
    const g = crowd();
    for (let k = 1; k <= 12; k++) answer(g, k, 'quasar1');
    const view = viewFor(g.actor.getSnapshot(), 'p30');
    expect(view.counts).toEqual({ seats: 41, ranked: 40, playing: 40, answered: 12 });
    expect(JSON.stringify(view)).not.toContain('quasar1');
  });

  it('sends a player the top ten, their own line and the host; the host also the newest players', () => {
    const g = crowd();
    for (let k = 1; k <= PLAYERS - 4; k++) {
      g.wait(100);
      answer(g, k, k % 5 === 0 ? 'zephyr1' : 'quasar1');
    }
    g.wait(15_000);
    const snapshot = g.actor.getSnapshot();
    expect(phaseOf(snapshot)).toBe('reveal');

    const mine = viewFor(snapshot, 'p30');
    const right = (k: number) => k % 5 !== 0 && k <= PLAYERS - 4;
    const firstRight = Array.from({ length: PLAYERS }, (_, i) => i + 1).filter(right);
    const expectedTop = firstRight.slice(0, TOP_ROWS).map((k) => `p${k}`);
    expect(mine.players.map((player) => player.id)).toEqual(['host', ...expectedTop, 'p30']);
    expect(mine.players.find((player) => player.id === 'host')?.ranked).toBe(false);
    // p30 answered wrong: behind the 29 who found it, level with the other seven.
    expect(mine.players.find((player) => player.id === 'p30')?.rank).toBe(30);
    expect(mine.counts.ranked).toBe(PLAYERS);
    expect(mine.reveal?.found).toBe(29);
    expect(mine.reveal?.of).toBe(PLAYERS);
    expect(mine.reveal?.guesses.map((guess) => guess.playerId)).toEqual([...expectedTop, 'p30']);
    expect(mine.blockedWords).toEqual([]);

    const host = viewFor(snapshot, 'host');
    const newest = Array.from(
      { length: NEWEST_ROWS },
      (_, i) => `p${PLAYERS - NEWEST_ROWS + 1 + i}`,
    );
    expect(host.players.map((player) => player.id)).toEqual([
      'host',
      ...expectedTop.filter((id) => !newest.includes(id)),
      ...newest,
    ]);
    expect(host.reveal?.guesses).toHaveLength(TOP_ROWS);

    const visitor = viewFor(snapshot, null);
    expect(visitor.players).toHaveLength(1 + TOP_ROWS);
  });

  it('gives the host the words they blocked, and nobody else', () => {
    const g = crowd();
    g.send({ type: 'room.block', playerId: 'host', words: ['spoiler'], at: g.at() });
    expect(viewFor(g.actor.getSnapshot(), 'host').blockedWords).toEqual(['spoiler']);
    expect(viewFor(g.actor.getSnapshot(), 'p1').blockedWords).toEqual([]);
  });
});
