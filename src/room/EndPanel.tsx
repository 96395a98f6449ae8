import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PlayerEvent } from '../../machines/room/connection';
import { TOP_ROWS, type RoomView } from '../../machines/room/protocol';
import { celebrate } from '../confetti/celebrate';
import { Announcer } from './Announcer';
import { LeaveButton } from './LeaveButton';
import { byRank, topAndYou, winnerOf } from './ranking';
import { formatPoints, formatSeconds, ordinal, yourPlace } from './roomWords';
import { useLocale } from '../app/useLocale';
import { shareLine } from './shareLine';
import { t } from './screenTexts';
import classes from './Room.module.css';

/** The end: the podium, confetti for the winner, each player's right answers and average time, Play again, Share, Leave room. */
export function EndPanel({ view, send }: { view: RoomView; send: (event: PlayerEvent) => void }) {
  useLocale();
  const ranked = byRank(view.players);
  const podium = ranked.slice(0, 3);
  // A game nobody scored in has no winner: no confetti, no "wins with 0 points".
  const winner = winnerOf(view.players);
  const isHost = view.you !== null && view.you === view.hostId;
  const crowd = view.settings.audience === true;
  const rows = crowd ? topAndYou(view.players, view.you) : ranked;
  const me = view.players.find((player) => player.id === view.you);
  // What was shared, and whether it went to the clipboard (said at render, in the current locale).
  const [shared, setShared] = useState<{ text: string; copied: boolean } | null>(null);

  useEffect(() => {
    // Once a game (celebrate honours reduced motion: no confetti then).
    if (winner) void celebrate();
  }, [view.game, winner?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per game and winner

  const share = async () => {
    const text = shareLine(view);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      setShared({ text, copied: true });
    } catch {
      setShared({ text, copied: false });
    }
  };

  return (
    <Stack gap="lg">
      <h2 className={classes.subheading}>{t('finalResults')}</h2>
      <ol className={classes.podium} aria-label={t('podium')}>
        {podium.map((player) => (
          <li key={player.id} data-place={player.rank}>
            <span className={classes.place}>{ordinal(player.rank)}</span>
            <span className={classes.playerName}>
              {player.name}
              {player.id === view.you && t('youSuffix')}
            </span>
            <span>{t('points', { score: player.score })}</span>
          </li>
        ))}
      </ol>
      <Announcer message={winner ? t('winner', { name: winner.name, score: winner.score }) : ''} />
      {crowd && me?.ranked && (
        <Text fz="lg" fw={800}>
          {yourPlace(me.rank, view.counts.ranked)} · {t('points', { score: me.score })}
        </Text>
      )}
      <table className={classes.scoreboard} aria-label={t('scoreboard')}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('columnPlayer')}</th>
            <th scope="col">{t('columnPoints')}</th>
            <th scope="col">{t('columnRight')}</th>
            <th scope="col">{t('columnAverageTime')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((player, index) => (
            <tr
              key={player.id}
              data-you={player.id === view.you || undefined}
              className={crowd && index >= TOP_ROWS ? classes.ownRow : undefined}
            >
              <td>{player.rank}</td>
              <th scope="row" className={classes.scoreName}>
                {player.name}
                {player.id === view.you && t('youSuffix')}
              </th>
              <td>{formatPoints(player.score)}</td>
              <td>{t('rightOf', { correct: player.correct, rounds: view.settings.rounds })}</td>
              <td>{player.meanMs === null ? '–' : formatSeconds(player.meanMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Group gap="sm">
        {isHost && (
          <Button
            size="md"
            className={classes.thumb}
            onClick={() => send({ type: 'room.playAgain' })}
          >
            {t('playAgain')}
          </Button>
        )}
        <Button size="md" variant="light" className={classes.thumb} onClick={() => void share()}>
          {t('share')}
        </Button>
      </Group>
      <LeaveButton send={send} />
      {!isHost && <Text c="dimmed">{t('hostCanPlayAgain')}</Text>}
      {shared && (
        <Text role="status" className={classes.shareText}>
          {shared.copied ? t('copied', { text: shared.text }) : shared.text}
        </Text>
      )}
    </Stack>
  );
}
