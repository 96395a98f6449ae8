import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Guess } from '../../machines/rules/answers';
import type { PlayerEvent } from '../../machines/room/connection';
import type { RoomView, RoundView } from '../../machines/room/protocol';
import { Gallery } from '../play/Gallery';
import { Announcer } from './Announcer';
import { useLocale } from '../app/useLocale';
import { NewPlayers } from './NewPlayers';
import { formatPoints, listOf, modeLabel } from './roomWords';
import { t } from './screenTexts';
import { useModeDescriptor, itemName } from './useModeDescriptor';
import { useRoundClip } from './useRoundClip';
import { useServerNow } from './useServerNow';
import { Waveform } from './Waveform';
import classes from './Room.module.css';

/** Seconds left at which the countdown is read out (and not every second). */
const ANNOUNCED_SECONDS = [10, 5];

/** A round: the count-in, the clip at the server's instant, the countdown, who answered, the gallery. */
export function RoundPanel({
  view,
  round,
  offset,
  send,
}: {
  view: RoomView;
  round: RoundView;
  offset: number;
  send: (event: PlayerEvent) => void;
}) {
  useLocale();
  const mode = useModeDescriptor(round.mode);
  const me = view.players.find((player) => player.id === view.you);
  const live = view.phase === 'countIn' || view.phase === 'playing';
  // While a big screen plays the clip for the room, this device is its controller: no sound here.
  const onScreen = view.screens > 0;
  const clip = useRoundClip({ game: view.game, round, live, offset, send, speaker: !onScreen });
  const now = useServerNow(offset, live);
  const [query, setQuery] = useState('');
  const guessed = round.yourGuess;
  const playingNow = view.phase === 'playing' && round.startsAt !== null && now >= round.startsAt;
  const secondsLeft =
    round.endsAt === null
      ? null
      : Math.max(0, Math.ceil((round.endsAt - Math.max(now, round.startsAt ?? now)) / 1000));
  const countIn =
    view.phase === 'countIn' && round.startsAt !== null
      ? Math.max(1, Math.ceil((round.startsAt - now) / 1000))
      : null;

  const pick = useCallback(
    (guess: Guess) => send({ type: 'room.guess', round: round.number, itemId: guess.id }),
    [send, round.number],
  );

  const answeredNews = useAnswered(view);
  // The countdown is read out when it reaches 10 s and 5 s, not every second: the text changes then only.
  const mark = ANNOUNCED_SECONDS.filter((at) => secondsLeft !== null && secondsLeft <= at).pop();
  const countdownNews = playingNow && mark !== undefined ? t('secondsLeft', { seconds: mark }) : '';
  // An audience room's view lists a few players: who answered is a count there, never names.
  const crowd = view.settings.audience === true;
  const answered = view.players.filter((player) => player.playing && player.answered);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <h2 className={classes.subheading}>
          {t('roundOf', { number: round.number, rounds: view.settings.rounds })}
          <span className={classes.modeTag}> · {modeLabel(round.mode)}</span>
        </h2>
        {view.phase === 'playing' && secondsLeft !== null && (
          <div className={classes.countdown} data-low={secondsLeft <= 5 || undefined} aria-hidden>
            {secondsLeft}
          </div>
        )}
      </Group>
      {view.phase === 'playing' && secondsLeft !== null && (
        <Text className={classes.visuallyHidden}>{t('secondsLeft', { seconds: secondsLeft })}</Text>
      )}
      {countIn !== null && (
        <div className={classes.countIn} aria-hidden>
          {countIn}
        </div>
      )}
      {view.phase === 'loading' && (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{clip.status === 'ready' ? t('waitingForClips') : t('loadingClip')}</Text>
        </Group>
      )}
      {onScreen ? (
        <p className={classes.bigScreenCue} role="status">
          <IconDeviceTv size={28} aria-hidden />
          {t('listenToBigScreen')}
        </p>
      ) : (
        <>
          {clip.status === 'failed' && <Text c="red">{t('clipFailed')}</Text>}
          <div className={classes.clipRow}>
            <Waveform levels={clip.levels} playing={clip.playing} />
            <Button
              variant="light"
              className={classes.thumb}
              onClick={clip.replay}
              disabled={!playingNow || clip.status !== 'ready'}
            >
              {t('replay')}
            </Button>
          </div>
        </>
      )}
      <section aria-labelledby="answered-heading" className={classes.answered}>
        <h3 id="answered-heading" className={classes.smallHeading}>
          {t('answeredCount', {
            answered: formatPoints(view.counts.answered),
            total: formatPoints(view.counts.playing),
          })}
        </h3>
        {!crowd && (
          <p className={classes.answeredNames}>
            {answered.length === 0 ? t('nobodyYet') : listOf(answered.map((player) => player.name))}
          </p>
        )}
      </section>
      {!crowd && <Announcer message={answeredNews} />}
      <Announcer message={countdownNews} />
      {me && !me.ranked ? (
        // A host who does not play has the round's time to see to the newest players.
        <>
          <Text>{t('hostOnly')}</Text>
          <NewPlayers view={view} send={send} withList />
        </>
      ) : me && !me.playing ? (
        <Text>{t('joinedDuringRound')}</Text>
      ) : guessed !== null ? (
        <Text fw={600} role="status">
          {t('yourGuess', { item: mode ? itemName(mode, guessed) : guessed })}
        </Text>
      ) : mode ? (
        <Gallery
          items={mode.gallery('normal')}
          difficulty="normal"
          seed={round.number}
          query={query}
          onQueryChange={setQuery}
          guessed={new Set()}
          locked={view.phase !== 'playing'}
          minColumnWidth={Math.min(mode.minColumnWidth('normal'), 150)}
          onPick={pick}
        />
      ) : (
        <Loader aria-label={t('loadingCards')} />
      )}
    </Stack>
  );
}

/** Who has answered, as they answer (never what). */
function useAnswered(view: RoomView): string {
  // The names, not the sentence: the sentence is made at each render, in the current locale.
  const [names, setNames] = useState<readonly string[]>([]);
  const round = `${view.game}/${view.round?.number}`;
  const answered = view.players.filter((player) => player.answered && player.id !== view.you);
  const key = answered.map((player) => player.id).join(',');
  const previous = useRef<{ round: string; ids: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = { round, ids: new Set(answered.map((player) => player.id)) };
    // The first view of a round (or of the page) announces nobody: only answers as they come.
    if (before?.round !== round) return;
    const fresh = answered.filter((player) => !before.ids.has(player.id));
    if (fresh.length > 0) setNames(fresh.map((player) => player.name));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `answered`
  }, [round, key]);
  return names.length > 0 ? t('answeredNews', { names: listOf(names) }) : '';
}
