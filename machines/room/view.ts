import type { SnapshotFrom } from 'xstate';
import {
  ROOM_PHASES,
  NEWEST_ROWS,
  TOP_ROWS,
  type PlayerView,
  type RoomCounts,
  type RoomPhase,
  type RoomView,
  type RoundView,
} from './protocol.ts';
import type { DealtRound } from './roomEvents.ts';
import { rankedSeats, type RoomContext, type Seat, type roomMachine } from './roomMachine.ts';
import { meanMs, ranksOf } from './scoring.ts';

/*
 * The fair-play filter: what one player may see of a room. Before a round's reveal nothing here
 * names its answer, its group or its clip's file; other players' guesses show only as "answered".
 */

export type RoomSnapshot = SnapshotFrom<typeof roomMachine>;

export function phaseOf(snapshot: RoomSnapshot): RoomPhase {
  const value = snapshot.value as unknown;
  if (typeof value === 'string' && (ROOM_PHASES as readonly string[]).includes(value)) {
    return value as RoomPhase;
  }
  throw new Error(`A room in an unknown state: ${JSON.stringify(value)}`);
}

/** Phases that have a current round (its clip may be served). */
const IN_ROUND: readonly RoomPhase[] = ['loading', 'countIn', 'playing', 'reveal'];

/** The round being played or revealed (the server serves its clip), or null between games. */
export function currentRound(snapshot: RoomSnapshot): DealtRound | null {
  if (!IN_ROUND.includes(phaseOf(snapshot))) return null;
  return snapshot.context.rounds[snapshot.context.round - 1] ?? null;
}

/**
 * Where a round's clip (or its waveform's peaks) is served: it names the room, the game and the round,
 * nothing of the answer.
 */
export function clipAddress(
  code: string,
  game: number,
  round: number,
  kind: 'clip' | 'peaks',
): string {
  return `/api/v1/rooms/${encodeURIComponent(code)}/rounds/${round}/${kind}?game=${game}`;
}

/**
 * Whether the room moved from one phase, round or game to another between two snapshots: the server
 * keeps the room (persist.ts) at each of these, so a restart loses at most the round in play.
 */
export function isPhaseBoundary(previous: RoomSnapshot, next: RoomSnapshot): boolean {
  return (
    phaseOf(previous) !== phaseOf(next) ||
    previous.context.round !== next.context.round ||
    previous.context.game !== next.context.game
  );
}

function playerView(
  seat: Seat,
  ranks: ReadonlyMap<string, number>,
  answered: ReadonlySet<string>,
): PlayerView {
  const rank = ranks.get(seat.id);
  return {
    id: seat.id,
    name: seat.name,
    connected: seat.connected,
    score: seat.score,
    rank: rank ?? 0,
    previousRank: seat.previousRank,
    answered: answered.has(seat.id),
    playing: seat.playing,
    correct: seat.correct,
    meanMs: meanMs(seat.correct, seat.correctMs),
    ranked: rank !== undefined,
  };
}

function roundView(context: RoomContext, phase: RoomPhase, you: string | null): RoundView | null {
  if (!IN_ROUND.includes(phase)) return null;
  const round = context.rounds[context.round - 1];
  if (round === undefined) return null;
  const scheduled = phase !== 'loading';
  return {
    number: context.round,
    mode: round.mode,
    clip: clipAddress(context.code, context.game, context.round, 'clip'),
    peaks: clipAddress(context.code, context.game, context.round, 'peaks'),
    startsAt: scheduled ? context.startsAt : null,
    endsAt: scheduled ? context.endsAt : null,
    yourGuess:
      you === null
        ? null
        : (context.guesses.find((guess) => guess.playerId === you)?.itemId ?? null),
  };
}

/**
 * Every player's view of one snapshot, with what the views share worked out once: the server sends
 * an audience room's 2,000 players theirs at each change. In an audience room a view lists the top
 * TOP_ROWS of the scoreboard, the round's fastest TOP_ROWS right answers, the player and the host
 * (and for the host the NEWEST_ROWS last to join), and its reveal those answers and the player's own.
 */
export function viewsOf(snapshot: RoomSnapshot): (playerId: string | null) => RoomView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const audience = context.settings.audience === true;
  const answering = phase === 'playing' || phase === 'reveal';
  const answered = new Set(answering ? context.guesses.map((guess) => guess.playerId) : []);
  const ranked = rankedSeats(context);
  const ranks = ranksOf(ranked);
  const everyone = context.seats.map((seat) => playerView(seat, ranks, answered));
  const order = new Map(context.seats.map((seat, index) => [seat.id, index]));
  // Rank, then order of joining: the same top for everyone (Array.prototype.sort is stable).
  const top = everyone
    .filter((player) => player.ranked)
    .sort((a, b) => a.rank - b.rank)
    .slice(0, TOP_ROWS);
  const newest = everyone.slice(-NEWEST_ROWS);
  const playing = context.seats.filter((seat) => seat.playing);
  const counts: RoomCounts = {
    seats: context.seats.length,
    ranked: ranked.length,
    playing: playing.length,
    answered: playing.filter((seat) => answered.has(seat.id)).length,
  };
  const round = context.rounds[context.round - 1];
  const revealed =
    (phase === 'reveal' || phase === 'finished') && context.reveal !== null && round !== undefined
      ? context.reveal
      : null;
  const fastest =
    revealed === null
      ? []
      : revealed
          .filter((guess) => guess.verdict === 'correct')
          .sort((a, b) => (a.ms ?? Infinity) - (b.ms ?? Infinity))
          .slice(0, TOP_ROWS);

  // An audience room's lists, made once for its 2,000 views: each view only adds its own line.
  const shown = new Set([...top.map((player) => player.id), ...fastest.map((g) => g.playerId)]);
  if (context.hostId !== null) shown.add(context.hostId);
  const base = audience ? everyone.filter((player) => shown.has(player.id)) : everyone;
  const newestIds = new Set(newest.map((player) => player.id));
  const forHost = audience
    ? everyone.filter((player) => shown.has(player.id) || newestIds.has(player.id))
    : everyone;
  const lines = new Map((revealed ?? []).map((guess) => [guess.playerId, guess]));

  return (playerId) => {
    const you = playerId !== null && order.has(playerId) ? playerId : null;
    const isHost = you !== null && you === context.hostId;
    let players = isHost ? forHost : base;
    if (audience && you !== null && !isHost && !shown.has(you)) {
      // The player's own line, in its place in the order of joining.
      const at = order.get(you)!;
      const after = players.findIndex((player) => order.get(player.id)! > at);
      const own = everyone[at]!;
      players =
        after < 0 ? [...players, own] : [...players.slice(0, after), own, ...players.slice(after)];
    }
    let guesses = revealed;
    if (audience && revealed !== null) {
      const mine = you === null ? undefined : lines.get(you);
      guesses = mine === undefined || fastest.includes(mine) ? fastest : [...fastest, mine];
    }
    return {
      code: context.code,
      settings: context.settings,
      phase,
      you,
      hostId: context.hostId,
      players,
      counts,
      joinsClosed: context.joinsClosed,
      blockedWords: isHost ? context.blockedWords : [],
      screens: context.screens.length,
      game: context.game,
      round: roundView(context, phase, you),
      reveal:
        revealed !== null && guesses !== null
          ? {
              answer: round!.answer,
              guesses,
              found: revealed.filter((guess) => guess.verdict === 'correct').length,
              of: revealed.length,
            }
          : null,
    };
  };
}

/** The room as `playerId` may see it (null: a visitor who has not joined, or a seat given up). */
export function viewFor(snapshot: RoomSnapshot, playerId: string | null): RoomView {
  return viewsOf(snapshot)(playerId);
}
