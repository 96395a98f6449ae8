import type { RoomView } from '../../machines/room/protocol';
import { formatPoints, MODE_LABELS, ordinal } from './roomWords';

/**
 * The end's share line: the room's settings and the player's result, nothing of the clips or the
 * answers ("Earshot room · Mixed · 5 rounds — I came 2nd of 4 with 2,340 points").
 */
export function shareLine(view: RoomView): string {
  const head = `Earshot room · ${MODE_LABELS[view.settings.mode]} · ${view.settings.rounds} rounds`;
  const me = view.players.find((player) => player.id === view.you);
  if (!me) return head;
  const points = `${formatPoints(me.score)} ${me.score === 1 ? 'point' : 'points'}`;
  return `${head} — I came ${ordinal(me.rank)} of ${view.players.length} with ${points}`;
}
