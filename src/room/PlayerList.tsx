import type { PlayerView } from '../../machines/room/protocol';
import classes from './Room.module.css';

/** Who is in the room: the host marked, "(you)" after the player's own name; names as plain text. */
export function PlayerList({
  players,
  hostId,
  you,
  onRemove,
}: {
  players: readonly PlayerView[];
  hostId: string | null;
  you: string | null;
  /** The host's remove button per other player. */
  onRemove?: (player: PlayerView) => void;
}) {
  return (
    <ul className={classes.players} aria-label="Players">
      {players.map((player) => (
        <li key={player.id} className={classes.player} data-away={!player.connected || undefined}>
          <span className={classes.playerName}>
            {player.name}
            {player.id === you && <span className={classes.you}> (you)</span>}
          </span>
          {player.id === hostId && <span className={classes.badge}>Host</span>}
          {!player.connected && <span className={classes.away}>away</span>}
          {onRemove && player.id !== you && (
            <button
              type="button"
              className={classes.remove}
              aria-label={`Remove ${player.name}`}
              onClick={() => onRemove(player)}
            >
              Remove
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
