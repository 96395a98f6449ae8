import { useEffect, useRef } from 'react';
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
  const list = useRef<HTMLUListElement>(null);
  // After a Remove the button is gone with its player: focus goes to the next player's (or the
  // one before's), or to the list, rather than to the page's top.
  const removing = useRef<{ id: string; next: string | null } | null>(null);
  useEffect(() => {
    const removed = removing.current;
    if (removed === null || players.some((player) => player.id === removed.id)) return;
    const next =
      removed.next === null
        ? null
        : list.current?.querySelector<HTMLElement>(`[data-remove="${CSS.escape(removed.next)}"]`);
    if (next) next.focus();
    else list.current?.focus();
    removing.current = null;
  }, [players]);
  const remove = (player: PlayerView) => {
    const others = players.filter((each) => each.id !== you);
    const at = others.findIndex((each) => each.id === player.id);
    const next = others[at + 1] ?? others[at - 1] ?? null;
    removing.current = { id: player.id, next: next?.id ?? null };
    onRemove?.(player);
  };
  return (
    <ul
      ref={list}
      // A crowd's box scrolls: with no button in it, the keyboard scrolls it from the box itself.
      tabIndex={crowd && !onRemove ? 0 : -1}
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
              data-remove={player.id}
              onClick={() => remove(player)}
            >
              {t('remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
