import type { PlayerView, RoomView } from '../../machines/room/protocol';
import { useLocale } from '../app/useLocale';
import { PlayerList } from './PlayerList';
import { formatPoints } from './roomWords';
import { t } from './screenTexts';
import classes from './Room.module.css';

/**
 * Who is in, under "Players (N)": the lobby's and a visitor's. N counts every seat; an audience
 * room's view lists some of them, and says how many it shows.
 */
export function PlayersSection({
  view,
  players = view.players,
  you,
  onRemove,
}: {
  view: RoomView;
  /** The view's players in the order to show them. */
  players?: readonly PlayerView[];
  you: string | null;
  onRemove?: (player: PlayerView) => void;
}) {
  useLocale();
  return (
    <section aria-labelledby="players-heading">
      <h2 id="players-heading" className={classes.subheading}>
        {t('playersHeading', { count: formatPoints(view.counts.seats) })}
      </h2>
      {view.players.length < view.counts.seats && (
        <p className={classes.note}>
          {t('playersShown', {
            shown: formatPoints(view.players.length),
            count: formatPoints(view.counts.seats),
          })}
        </p>
      )}
      <PlayerList
        crowd={view.settings.audience === true}
        players={players}
        hostId={view.hostId}
        you={you}
        onRemove={onRemove}
      />
    </section>
  );
}
