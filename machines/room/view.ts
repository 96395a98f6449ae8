import type { SnapshotFrom } from 'xstate';
import {
  ROOM_PHASES,
  type PlayerView,
  type RoomPhase,
  type RoomView,
  type RoundView,
} from './protocol.ts';
import type { DealtRound } from './roomEvents.ts';
import type { RoomContext, roomMachine } from './roomMachine.ts';
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

function players(context: RoomContext, phase: RoomPhase): PlayerView[] {
  const ranks = ranksOf(context.seats);
  const answering = phase === 'playing' || phase === 'reveal';
  return context.seats.map((seat) => ({
    id: seat.id,
    name: seat.name,
    connected: seat.connected,
    score: seat.score,
    rank: ranks.get(seat.id) ?? 1,
    previousRank: seat.previousRank,
    answered: answering && context.guesses.some((guess) => guess.playerId === seat.id),
    playing: seat.playing,
    correct: seat.correct,
    meanMs: meanMs(seat.correct, seat.correctMs),
  }));
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

/** The room as `playerId` may see it (null: a visitor who has not joined, or a seat given up). */
export function viewFor(snapshot: RoomSnapshot, playerId: string | null): RoomView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const you =
    playerId !== null && context.seats.some((seat) => seat.id === playerId) ? playerId : null;
  const revealed = phase === 'reveal' || phase === 'finished';
  const round = context.rounds[context.round - 1];
  return {
    code: context.code,
    settings: context.settings,
    phase,
    you,
    hostId: context.hostId,
    players: players(context, phase),
    screens: context.screens.length,
    game: context.game,
    round: roundView(context, phase, you),
    reveal:
      revealed && context.reveal !== null && round !== undefined
        ? { answer: round.answer, guesses: context.reveal }
        : null,
  };
}
