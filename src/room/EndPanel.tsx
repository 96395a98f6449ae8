import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { PlayerEvent } from '../../machines/room/connection';
import type { RoomView } from '../../machines/room/protocol';
import { celebrate } from '../confetti/celebrate';
import { Announcer } from './Announcer';
import { LeaveButton } from './LeaveButton';
import { formatPoints, formatSeconds, ordinal } from './roomWords';
import { shareLine } from './shareLine';
import classes from './Room.module.css';

/** The end: the podium, confetti for the winner, each player's right answers and average time, Play again, Share, Leave room. */
export function EndPanel({ view, send }: { view: RoomView; send: (event: PlayerEvent) => void }) {
  const ranked = [...view.players].sort((a, b) => a.rank - b.rank || b.score - a.score);
  const podium = ranked.slice(0, 3);
  // A game nobody scored in has no winner: no confetti, no "wins with 0 points".
  const winner = ranked[0] && ranked[0].score > 0 ? ranked[0] : undefined;
  const isHost = view.you !== null && view.you === view.hostId;
  const [shared, setShared] = useState<string | null>(null);

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
      setShared('Copied: ' + text);
    } catch {
      setShared(text);
    }
  };

  return (
    <Stack gap="lg">
      <h2 className={classes.subheading}>Final results</h2>
      <ol className={classes.podium} aria-label="Podium">
        {podium.map((player) => (
          <li key={player.id} data-place={player.rank}>
            <span className={classes.place}>{ordinal(player.rank)}</span>
            <span className={classes.playerName}>
              {player.name}
              {player.id === view.you && ' (you)'}
            </span>
            <span>{formatPoints(player.score)} points</span>
          </li>
        ))}
      </ol>
      <Announcer
        message={winner ? `${winner.name} wins with ${formatPoints(winner.score)} points.` : ''}
      />
      <table className={classes.scoreboard} aria-label="Scoreboard">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Player</th>
            <th scope="col">Points</th>
            <th scope="col">Right</th>
            <th scope="col">Average time</th>
          </tr>
        </thead>
        <tbody>
          {ranked.map((player) => (
            <tr key={player.id} data-you={player.id === view.you || undefined}>
              <td>{player.rank}</td>
              <th scope="row" className={classes.scoreName}>
                {player.name}
                {player.id === view.you && ' (you)'}
              </th>
              <td>{formatPoints(player.score)}</td>
              <td>
                {player.correct} of {view.settings.rounds}
              </td>
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
            Play again
          </Button>
        )}
        <Button size="md" variant="light" className={classes.thumb} onClick={() => void share()}>
          Share
        </Button>
      </Group>
      <LeaveButton send={send} />
      {!isHost && <Text c="dimmed">The host can start another game with the same players.</Text>}
      {shared && (
        <Text role="status" className={classes.shareText}>
          {shared}
        </Text>
      )}
    </Stack>
  );
}
