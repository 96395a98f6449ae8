import { Button, Stack, Text } from '@mantine/core';
import type { PlayerEvent } from '../../machines/room/connection';
import type { RevealView, RoomView, RoundView, RoomVerdict } from '../../machines/room/protocol';
import { ItemImage } from '../sharedUi/ItemImage';
import { Announcer } from './Announcer';
import { formatPoints, formatSeconds } from './roomWords';
import { Scoreboard } from './Scoreboard';
import { itemName, useModeDescriptor } from './useModeDescriptor';
import classes from './Room.module.css';

const VERDICT_WORDS: Record<RoomVerdict, string> = {
  correct: 'right',
  partial: 'close',
  wrong: 'wrong',
  none: 'no answer',
};

/** The reveal: the answer, everyone's guess and time, the round's points, the scoreboard, host's Next. */
export function RevealPanel({
  view,
  round,
  reveal,
  send,
  final,
}: {
  view: RoomView;
  round: RoundView;
  reveal: RevealView;
  send: (event: PlayerEvent) => void;
  /** The last round, shown with the end: no Next, no scoreboard of its own. */
  final?: boolean;
}) {
  const mode = useModeDescriptor(round.mode);
  const answer = mode?.reveal(reveal.answer);
  const isHost = view.you !== null && view.you === view.hostId;
  const nameOf = (id: string) => view.players.find((player) => player.id === id)?.name ?? 'Someone';
  const mine = reveal.guesses.find((guess) => guess.playerId === view.you);
  return (
    <Stack gap="md">
      <h2 className={classes.subheading}>
        Round {round.number} of {view.settings.rounds}: the answer
      </h2>
      <div className={classes.answer}>
        <ItemImage
          src={answer?.image ?? null}
          name={answer?.name ?? ''}
          height={96}
          fit="contain"
        />
        <div>
          <Text fz="xl" fw={800}>
            {answer?.name ?? '…'}
          </Text>
          {answer?.caption && <Text c="dimmed">{answer.caption}</Text>}
        </div>
      </div>
      <Announcer
        message={
          answer
            ? `It was ${answer.name}.${mine ? ` You scored ${formatPoints(mine.points)}.` : ''}`
            : ''
        }
      />
      <ul className={classes.guesses} aria-label="Guesses">
        {reveal.guesses.map((guess) => (
          <li key={guess.playerId} data-verdict={guess.verdict}>
            <span className={classes.playerName}>
              {nameOf(guess.playerId)}
              {guess.playerId === view.you && ' (you)'}
            </span>
            <span>
              {guess.itemId === null
                ? 'no answer'
                : mode
                  ? itemName(mode, guess.itemId)
                  : guess.itemId}
              {guess.ms !== null && ` · ${formatSeconds(guess.ms)}`}
              {guess.itemId !== null && ` · ${VERDICT_WORDS[guess.verdict]}`}
            </span>
            <strong>+{formatPoints(guess.points)}</strong>
          </li>
        ))}
      </ul>
      {!final && (
        <>
          <Scoreboard players={view.players} you={view.you} />
          {isHost ? (
            <Button size="md" className={classes.thumb} onClick={() => send({ type: 'room.next' })}>
              Next
            </Button>
          ) : (
            <Text c="dimmed">The next round starts in a few seconds.</Text>
          )}
        </>
      )}
    </Stack>
  );
}
