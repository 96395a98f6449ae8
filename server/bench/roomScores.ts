import catalogue from '../../src/content/catalogue.json' with { type: 'json' };
import type { ModeId } from '../../machines/modes.ts';
import type { RoomVerdict, RoomView } from '../../machines/room/protocol.ts';

/**
 * The room bench's referee: it works out every player's points again from a reveal, with the rule as
 * the issue states it (written here apart from machines/room/scoring.ts, so that a slip in the one is
 * not copied into the other), and holds the reveal to what each simulated player sent.
 */

/** Each mode's guessable items and the group a partial verdict shares, from the catalogue itself. */
export const ITEM_GROUPS: Readonly<Record<ModeId, ReadonlyMap<string, string>>> = (() => {
  const own = (items: readonly { id: string }[]) =>
    new Map(items.map((item) => [item.id, item.id]));
  const voiced = new Set(catalogue.voiceLines.agentIds);
  return {
    map: own(catalogue.maps),
    ability: new Map(
      catalogue.agents.flatMap((agent) =>
        agent.abilities.map((ability): [string, string] => [ability.id, ability.agentId]),
      ),
    ),
    ace: own(catalogue.bundles),
    voice: new Map(
      catalogue.agents
        .filter((agent) => voiced.has(agent.id))
        .map((agent): [string, string] => [agent.id, agent.role.name]),
    ),
    footsteps: own(catalogue.footsteps),
  };
})();

export function expectedVerdict(mode: ModeId, itemId: string | null, answer: string): RoomVerdict {
  if (itemId === null) return 'none';
  if (itemId === answer) return 'correct';
  const group = ITEM_GROUPS[mode].get(itemId);
  return group !== undefined && group === ITEM_GROUPS[mode].get(answer) ? 'partial' : 'wrong';
}

/**
 * Right: max(100, round(1000 × (endsAt − t) / (seconds × 1000))) with t = startsAt + ms, the server's
 * own time of the guess; partial: a quarter of that, rounded; anything else 0.
 */
export function expectedPoints(
  verdict: RoomVerdict,
  ms: number | null,
  round: { startsAt: number; endsAt: number },
  seconds: number,
): number {
  if (ms === null || (verdict !== 'correct' && verdict !== 'partial')) return 0;
  const left = Math.max(0, round.endsAt - (round.startsAt + ms));
  const points = Math.max(100, Math.round((1000 * left) / (seconds * 1000)));
  return verdict === 'correct' ? points : Math.round(points / 4);
}

/** What one room's simulated players sent in one round: the item each guessed, by player id. */
export type SentGuesses = ReadonlyMap<string, string>;

/**
 * Checks one round's reveal, as one player of the room received it, against what the room's players
 * sent and the scores they had before it. Returns the problems found (none: all agree) and the scores
 * after the round, the next round's `before`.
 */
export function checkReveal(
  view: RoomView,
  sent: SentGuesses,
  before: ReadonlyMap<string, number>,
): { problems: string[]; after: Map<string, number> } {
  const problems: string[] = [];
  const where = `room ${view.code} game ${view.game} round ${view.round?.number ?? '?'}`;
  const { round, reveal } = view;
  if (view.phase !== 'reveal' && view.phase !== 'finished') {
    problems.push(`${where}: checked in phase ${view.phase}`);
  }
  if (!round || !reveal || round.startsAt === null || round.endsAt === null) {
    problems.push(`${where}: a reveal without its round, answer or times`);
    return { problems, after: new Map(before) };
  }
  const times = { startsAt: round.startsAt, endsAt: round.endsAt };
  const points = new Map<string, number>();
  for (const guess of reveal.guesses) {
    const who = `${where}, player ${guess.playerId}`;
    if (points.has(guess.playerId)) problems.push(`${who}: in the reveal twice`);
    const itemId = sent.get(guess.playerId) ?? null;
    if (guess.itemId !== itemId) {
      problems.push(`${who}: revealed ${guess.itemId ?? 'no guess'}, sent ${itemId ?? 'none'}`);
    }
    const verdict = expectedVerdict(round.mode, guess.itemId, reveal.answer);
    if (guess.verdict !== verdict) {
      problems.push(`${who}: verdict ${guess.verdict}, by the rule ${verdict}`);
    }
    if (guess.itemId !== null && guess.ms === null)
      problems.push(`${who}: a guess without its time`);
    const expected = expectedPoints(verdict, guess.ms, times, view.settings.seconds);
    if (guess.points !== expected) {
      problems.push(`${who}: ${guess.points} points, by the rule ${expected}`);
    }
    points.set(guess.playerId, guess.points);
  }
  for (const playerId of sent.keys()) {
    if (!points.has(playerId)) problems.push(`${where}, player ${playerId}: guess lost`);
  }
  const after = new Map<string, number>();
  for (const player of view.players) {
    const total = (before.get(player.id) ?? 0) + (points.get(player.id) ?? 0);
    if (player.score !== total) {
      problems.push(
        `${where}, player ${player.id}: total ${player.score}, the sum of their rounds ${total}`,
      );
    }
    after.set(player.id, player.score);
  }
  return { problems, after };
}
