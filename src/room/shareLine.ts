import type { RoomView } from '../../machines/room/protocol';
import { modeLabel } from './roomWords';
import { t } from './screenTexts';

/**
 * The end's share line: the room's settings and the player's result, nothing of the clips or the
 * answers ("Earshot room · Mixed · 5 rounds — I came 2nd of 4 with 2,340 points"), in the current
 * locale.
 */
export function shareLine(view: RoomView): string {
  const values = { mode: modeLabel(view.settings.mode), rounds: view.settings.rounds };
  const me = view.players.find((player) => player.id === view.you);
  if (!me) return t('shareHead', values);
  return t('shareResult', {
    ...values,
    place: me.rank,
    players: view.counts.ranked,
    score: me.score,
  });
}
