import { TOP_ROWS, type PlayerView } from '../../machines/room/protocol';
import { byRank, topAndYou } from './ranking';
import { formatPoints } from './roomWords';
import { useLocale } from '../app/useLocale';
import { t } from './screenTexts';
import classes from './Room.module.css';

/** A player's move on the scoreboard since the round before, in words and an arrow. */
function move(player: PlayerView): { arrow: string; words: string } {
  if (player.previousRank === null || player.previousRank === player.rank) {
    return { arrow: '–', words: t('noChange') };
  }
  const by = Math.abs(player.previousRank - player.rank);
  return player.rank < player.previousRank
    ? { arrow: `▲${by}`, words: t('movedUp', { by }) }
    : { arrow: `▼${by}`, words: t('movedDown', { by }) };
}

/** The scoreboard: place, name, total and move, best first. */
export function Scoreboard({
  players,
  you,
  crowd = false,
}: {
  players: readonly PlayerView[];
  you: string | null;
  /** An audience room's: its top ten, then the player's own line set apart. */
  crowd?: boolean;
}) {
  useLocale();
  const ranked = crowd ? topAndYou(players, you) : byRank(players);
  return (
    <table className={classes.scoreboard} aria-label={t('scoreboard')}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('columnPlayer')}</th>
          <th scope="col">{t('columnPoints')}</th>
          <th scope="col">{t('columnMove')}</th>
        </tr>
      </thead>
      <tbody>
        {ranked.map((player, index) => {
          const { arrow, words } = move(player);
          return (
            <tr
              key={player.id}
              data-you={player.id === you || undefined}
              className={crowd && index >= TOP_ROWS ? classes.ownRow : undefined}
            >
              <td>{player.rank}</td>
              <th scope="row" className={classes.scoreName}>
                {player.name}
                {player.id === you && t('youSuffix')}
              </th>
              <td>{formatPoints(player.score)}</td>
              <td>
                <span aria-hidden>{arrow}</span>
                <span className={classes.visuallyHidden}>{words}</span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
