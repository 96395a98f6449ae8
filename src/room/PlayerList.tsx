import type { PlayerView } from '../../machines/room/protocol';
import { useLocale } from '../app/useLocale';
import { t } from './screenTexts';
import classes from './Room.module.css';

/** Who is in the room: the host marked, "(you)" after the player's own name; names as plain text. */
export function PlayerList({
  players,
  hostId,
  you,
  onRemove,
  crowd = false,
}: {
  /** An audience room's: a box of its own that scrolls, so that the controls after it stay near. */
  crowd?: boolean;
  players: readonly PlayerView[];
  hostId: string | null;
  you: string | null;
  /** The host's remove button per other player. */
  onRemove?: (player: PlayerView) => void;
}) {
  useLocale();
  return (
    <ul
      className={crowd ? `${classes.players} ${classes.crowdList}` : classes.players}
      aria-label={t('players')}
    >
      {players.map((player) => (
        <li key={player.id} className={classes.player} data-away={!player.connected || undefined}>
          <span className={classes.playerName}>
            {player.name}
            {player.id === you && <span className={classes.you}>{t('youSuffix')}</span>}
          </span>
          {player.id === hostId && <span className={classes.badge}>{t('host')}</span>}
          {!player.connected && <span className={classes.away}>{t('away')}</span>}
          {onRemove && player.id !== you && (
            <button
              type="button"
              className={classes.remove}
              aria-label={t('removeNamed', { name: player.name })}
              onClick={() => onRemove(player)}
            >
              {t('remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
