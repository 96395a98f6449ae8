import { Button, Loader } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { PlayerEvent } from '../../../machines/room/connection';
import type { PlayerView, RevealView, RoomView, RoundView } from '../../../machines/room/protocol';
import { useLocale } from '../../app/useLocale';
import { ItemImage } from '../../sharedUi/ItemImage';
import { closedWords, formatPoints, formatSeconds, modeLabel, settingsValues } from '../roomWords';
import { Scoreboard } from '../Scoreboard';
import { t as roomT } from '../screenTexts';
import type { ConnectionState } from '../useRoomConnection';
import { useModeDescriptor } from '../useModeDescriptor';
import { useRoundClip } from '../useRoundClip';
import { useServerNow } from '../useServerNow';
import { Waveform } from '../Waveform';
import { t } from './texts';
import { Address } from '../Address';
import { byRank, winnerOf } from '../ranking';
import { useQrCode } from '../useQrCode';
import { useSound } from './useSound';
import { useVisible } from './useVisible';
import classes from './BigScreen.module.css';

/** How many lines the big screen's scoreboard shows: a room's best, readable from the sofa. */
const SCOREBOARD_LINES = 10;

/**
 * A room on a big screen: the way in while the lobby waits, then each round's count-in, clip,
 * countdown and who has answered, its reveal and the scoreboard, in type read from across a room.
 * It holds no seat: the players' phones are their controllers.
 */
export function BigScreen({
  code,
  state,
  send,
}: {
  code: string;
  state: ConnectionState;
  send: (event: PlayerEvent) => void;
}) {
  useLocale();
  const { view, status } = state;
  const link = `${window.location.host}/room/${code}`;
  const sound = useSound();
  const visible = useVisible();
  // Only a screen that can be seen and heard is one: the room waits for its clip, the phones play
  // none. A hidden or silent one watches the room as a visitor, and the phones play the clip.
  const isScreen = sound.on && visible;
  useEffect(() => {
    send({ type: 'room.screen', on: isScreen });
  }, [send, isScreen]);
  const lost = status === 'reconnecting' || (state.stale && view !== null && status !== 'closed');
  return (
    <div className={classes.screen}>
      <div className={classes.bar}>
        <span className={classes.brand}>
          <img src="/logo.svg" alt="" width={48} height={48} />
          Earshot
        </span>
        {view && view.phase !== 'lobby' && (
          // The address is isolated left to right inside a right-to-left sentence.
          <span className={classes.corner}>{t('joinCorner', { link: `\u2066${link}\u2069` })}</span>
        )}
      </div>
      {sound.off && status !== 'closed' && (
        <div className={classes.sound} role="alert">
          <span>{t('soundOff')}</span>
          <Button
            size="xl"
            onClick={sound.turnOn}
            leftSection={<IconVolume size={32} aria-hidden />}
            className={classes.soundButton}
          >
            {t('turnSoundOn')}
          </Button>
        </div>
      )}
      {lost && <p className={classes.banner}>{roomT('reconnecting')}</p>}
      <div className={classes.stage}>
        {status === 'closed' ? (
          <p className={classes.message}>{closedWords(state.reason ?? 'closed')}</p>
        ) : view === null || lost ? (
          <div className={classes.message}>
            <Loader size="xl" aria-hidden />
            <p>{roomT('connecting')}</p>
          </div>
        ) : (
          <Phase
            view={view}
            code={code}
            link={link}
            offset={state.offset}
            send={send}
            speaker={isScreen}
          />
        )}
      </div>
      <p className={classes.visuallyHidden}>{t('screenNotice')}</p>
    </div>
  );
}

function Phase({
  view,
  code,
  link,
  offset,
  send,
  speaker,
}: {
  view: RoomView;
  code: string;
  link: string;
  offset: number;
  send: (event: PlayerEvent) => void;
  /** Whether this page is a screen now (seen and heard): a hidden one plays nothing. */
  speaker: boolean;
}) {
  switch (view.phase) {
    case 'lobby':
      return <Lobby view={view} code={code} link={link} />;
    case 'loading':
    case 'countIn':
    case 'playing':
      return view.round ? (
        <Round
          key={`${view.game}/${view.round.number}`}
          view={view}
          round={view.round}
          offset={offset}
          send={send}
          speaker={speaker}
        />
      ) : null;
    case 'reveal':
      return view.round && view.reveal ? (
        <Reveal view={view} round={view.round} reveal={view.reveal} />
      ) : null;
    case 'finished':
      return <Finished view={view} />;
    case 'closed':
      return <p className={classes.message}>{closedWords('closed')}</p>;
  }
}

/** The way in: the room's link and code in large type, its QR code, who is in. */
function Lobby({ view, code, link }: { view: RoomView; code: string; link: string }) {
  const qr = useQrCode(`${window.location.origin}/room/${code}`);
  const host = view.players.find((player) => player.id === view.hostId);
  return (
    <div className={classes.lobby}>
      <section className={classes.join} aria-labelledby="join-heading">
        <h1 id="join-heading" className={classes.title}>
          {t('joinHeading')}
        </h1>
        <p className={classes.lead}>{t('joinAt')}</p>
        {/* An address and a code read left to right, where the page's sentences start. */}
        <p className={classes.link}>
          <Address text={link} />
        </p>
        <p className={classes.lead}>{roomT('roomCode')}</p>
        <p className={classes.code}>
          <bdi dir="ltr">{code}</bdi>
        </p>
      </section>
      <div className={classes.qrBox}>
        {qr && <img className={classes.qr} src={qr} alt={roomT('qrAlt')} />}
        <p className={classes.lead}>{t('orScan')}</p>
      </div>
      <section className={classes.people} aria-labelledby="people-heading">
        <h2 id="people-heading" className={classes.heading}>
          {t('players', { count: view.counts.seats })}
        </h2>
        <Names players={view.players} />
        <p className={classes.lead}>
          {view.players.length === 0
            ? t('waitingForPlayers')
            : host
              ? roomT('waitingForHost', { ...settingsValues(view), host: host.name })
              : roomT('waitingForTheHost', settingsValues(view))}
        </p>
      </section>
    </div>
  );
}

/** More names than this are set smaller. */
const MANY_NAMES = 16;

/** Players' names as tiles; in a round, those who have answered stand out. */
function Names({ players, answering }: { players: readonly PlayerView[]; answering?: boolean }) {
  return (
    // A room of 50 in the type of a room of 5 would not fit the screen, which nobody scrolls.
    <ul className={classes.names} data-many={players.length > MANY_NAMES || undefined}>
      {players.map((player) => (
        <li
          key={player.id}
          data-answered={(answering && player.answered) || undefined}
          data-away={!player.connected || undefined}
        >
          {player.name}
        </li>
      ))}
    </ul>
  );
}

/** A round: its number and mode, the count-in, the clip on this screen's speaker, who has answered. */
function Round({
  view,
  round,
  offset,
  send,
  speaker,
}: {
  view: RoomView;
  round: RoundView;
  offset: number;
  send: (event: PlayerEvent) => void;
  speaker: boolean;
}) {
  const live = view.phase === 'countIn' || view.phase === 'playing';
  const clip = useRoundClip({ game: view.game, round, live, offset, send, speaker });
  const now = useServerNow(offset, live);
  const playing = view.players.filter((player) => player.playing);
  const countIn =
    view.phase === 'countIn' && round.startsAt !== null
      ? Math.max(1, Math.ceil((round.startsAt - now) / 1000))
      : null;
  const secondsLeft =
    view.phase === 'playing' && round.endsAt !== null
      ? Math.max(0, Math.ceil((round.endsAt - Math.max(now, round.startsAt ?? now)) / 1000))
      : null;
  return (
    <div className={classes.round}>
      <h1 className={classes.title}>
        {roomT('roundOf', { number: round.number, rounds: view.settings.rounds })}
        <span className={classes.mode}> · {modeLabel(round.mode)}</span>
      </h1>
      <div className={classes.big}>
        {countIn !== null ? (
          <span className={classes.count} aria-hidden>
            {countIn}
          </span>
        ) : secondsLeft !== null ? (
          <span className={classes.count} data-low={secondsLeft <= 5 || undefined} aria-hidden>
            {secondsLeft}
          </span>
        ) : (
          <span className={classes.lead}>
            {clip.status === 'ready' ? roomT('waitingForClips') : roomT('loadingClip')}
          </span>
        )}
      </div>
      <div className={classes.wave}>
        <Waveform levels={clip.levels} playing={clip.playing} />
      </div>
      {clip.status === 'failed' && <p className={classes.lead}>{roomT('clipFailed')}</p>}
      {view.phase === 'playing' && <p className={classes.cue}>{t('listen')}</p>}
      <section aria-labelledby="answered-heading">
        <h2 id="answered-heading" className={classes.heading}>
          {t('answered', {
            answered: formatPoints(view.counts.answered),
            total: formatPoints(view.counts.playing),
          })}
        </h2>
        <Names players={playing} answering />
      </section>
    </div>
  );
}

/** The answer, its picture, the share who found it, each player's guess, the scoreboard's best. */
function Reveal({ view, round, reveal }: { view: RoomView; round: RoundView; reveal: RevealView }) {
  const mode = useModeDescriptor(round.mode);
  const answer = mode?.reveal(reveal.answer);
  const found = reveal.guesses.filter((guess) => guess.verdict === 'correct');
  const fastest = [...found].sort((a, b) => (a.ms ?? Infinity) - (b.ms ?? Infinity));
  const nameOf = (id: string) =>
    view.players.find((player) => player.id === id)?.name ?? roomT('someone');
  return (
    <div className={classes.reveal}>
      <h1 className={classes.title}>
        {roomT('revealHeading', { number: round.number, rounds: view.settings.rounds })}
      </h1>
      <div className={classes.answerSide}>
        <div className={classes.answer}>
          <ItemImage
            src={answer?.image ?? null}
            name={answer?.name ?? ''}
            height={220}
            fit="contain"
            nameShown
          />
          <div>
            <p className={classes.answerName}>{answer?.name ?? '…'}</p>
            {answer?.caption && <p className={classes.lead}>{answer.caption}</p>}
            <p className={classes.found}>
              {t('foundIt', { found: formatPoints(reveal.found), total: formatPoints(reveal.of) })}
            </p>
            {fastest.length > 0 && (
              <ol className={classes.names}>
                {fastest.slice(0, SCOREBOARD_LINES).map((guess) => (
                  <li key={guess.playerId} data-answered>
                    {nameOf(guess.playerId)}
                    {guess.ms !== null && ` · ${formatSeconds(guess.ms)}`}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
        <p className={classes.lead}>
          {round.number < view.settings.rounds ? roomT('nextRoundSoon') : roomT('resultsSoon')}
        </p>
      </div>
      <TopScores view={view} />
    </div>
  );
}

/** The end of a game: the winner and the scoreboard's best. */
function Finished({ view }: { view: RoomView }) {
  const winner = winnerOf(view.players);
  return (
    <div className={classes.round}>
      <h1 className={classes.title}>{roomT('finalResults')}</h1>
      {winner && (
        <p className={classes.answerName}>
          {roomT('winner', { name: winner.name, score: winner.score })}
        </p>
      )}
      <TopScores view={view} />
      <p className={classes.lead}>{roomT('hostCanPlayAgain')}</p>
    </div>
  );
}

function TopScores({ view }: { view: RoomView }) {
  const top = byRank(view.players).slice(0, SCOREBOARD_LINES);
  return (
    <section className={classes.scores} aria-labelledby="top-heading">
      <h2 id="top-heading" className={classes.heading}>
        {view.counts.ranked > SCOREBOARD_LINES
          ? t('top', { count: SCOREBOARD_LINES })
          : roomT('scoreboard')}
      </h2>
      <Scoreboard players={top} you={null} />
    </section>
  );
}
