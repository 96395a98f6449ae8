import { Button, Stack, Text } from '@mantine/core';
import type { PlayerEvent } from '../../machines/room/connection';
import {
  TOP_ROWS,
  type RevealView,
  type RoomView,
  type RoundView,
  type RoomVerdict,
} from '../../machines/room/protocol';
import { ItemImage } from '../sharedUi/ItemImage';
import { Announcer } from './Announcer';
import { useLocale } from '../app/useLocale';
import { formatPoints, formatSeconds, formatShare, yourPlace } from './roomWords';
import { NewPlayers } from './NewPlayers';
import { Scoreboard } from './Scoreboard';
import { t } from './screenTexts';
import { itemName, useModeDescriptor } from './useModeDescriptor';
import classes from './Room.module.css';

function verdictWords(verdict: RoomVerdict): string {
  switch (verdict) {
    case 'correct':
      return t('verdictCorrect');
    case 'partial':
      return t('verdictPartial');
    case 'wrong':
      return t('verdictWrong');
    case 'none':
      return t('noAnswer');
  }
}

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
  useLocale();
  const mode = useModeDescriptor(round.mode);
  const answer = mode?.reveal(reveal.answer);
  const isHost = view.you !== null && view.you === view.hostId;
  const nameOf = (id: string) =>
    view.players.find((player) => player.id === id)?.name ?? t('someone');
  const mine = reveal.guesses.find((guess) => guess.playerId === view.you);
  // An audience room's reveal lists the fastest right answers, then the player's own line.
  const crowd = view.settings.audience === true;
  const me = view.players.find((player) => player.id === view.you);
  return (
    <Stack gap="md">
      <h2 className={classes.subheading}>
        {t('revealHeading', { number: round.number, rounds: view.settings.rounds })}
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
          !answer
            ? ''
            : mine
              ? t('itWasScored', { name: answer.name, points: formatPoints(mine.points) })
              : t('itWas', { name: answer.name })
        }
      />
      {reveal.of > 0 && (
        <Text fw={600}>
          {t('foundShare', {
            share: formatShare(reveal.found, reveal.of),
            found: formatPoints(reveal.found),
            of: formatPoints(reveal.of),
          })}
        </Text>
      )}
      {crowd && me?.ranked && (
        <Text fz="lg" fw={800}>
          {yourPlace(me.rank, view.counts.ranked)}
          {mine && ` · +${formatPoints(mine.points)}`}
        </Text>
      )}
      {crowd && reveal.found > 0 && <h3 className={classes.smallHeading}>{t('fastestHeading')}</h3>}
      <ul className={classes.guesses} aria-label={crowd ? t('fastestHeading') : t('guesses')}>
        {reveal.guesses.map((guess, index) => (
          <li
            key={guess.playerId}
            data-verdict={guess.verdict}
            className={crowd && index >= TOP_ROWS ? classes.ownRow : undefined}
          >
            <span className={classes.playerName}>
              {nameOf(guess.playerId)}
              {guess.playerId === view.you && t('youSuffix')}
            </span>
            <span>
              {guess.itemId === null
                ? t('noAnswer')
                : mode
                  ? itemName(mode, guess.itemId)
                  : guess.itemId}
              {guess.ms !== null && ` · ${formatSeconds(guess.ms)}`}
              {guess.itemId !== null && ` · ${verdictWords(guess.verdict)}`}
            </span>
            <strong>+{formatPoints(guess.points)}</strong>
          </li>
        ))}
      </ul>
      {!final && (
        <>
          <Scoreboard players={view.players} you={view.you} crowd={crowd} />
          {isHost ? (
            <Button size="md" className={classes.thumb} onClick={() => send({ type: 'room.next' })}>
              {t('next')}
            </Button>
          ) : (
            <Text c="dimmed">
              {round.number < view.settings.rounds ? t('nextRoundSoon') : t('resultsSoon')}
            </Text>
          )}
          {crowd && isHost && <NewPlayers view={view} send={send} withList />}
        </>
      )}
    </Stack>
  );
}
