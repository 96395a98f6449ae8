import { Alert, Container, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Guess } from '../../machines/rules/answers';
import { remainingAttempts } from '../../machines/rules/attempts';
import { freePlayLines, lineToPlay, pickLine, type LinePick } from '../../machines/rules/lines';
import { scrollToTop } from '../app/motion';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useSecondPass } from '../app/useSecondPass';
import type { Mode } from '../modes/mode';
import { AudioPlayer } from '../player/AudioPlayer';
import { CompactPlayer } from '../player/CompactPlayer';
import { prefetchClip } from '../engine/deal/prefetchClip';
import type { AnswerPool } from '../engine/deal/answerPool';
import { AttemptList } from '../play/AttemptList';
import { celebrate } from '../confetti/celebrate';
import { DifficultySelect } from './DifficultySelect';
import { EndPopup } from './EndPopup';
import { freePlayRules } from '../engine/deal/freePlay';
import { focusPlayWhenReady } from '../play/focusPlay';
import { saveDifficulty, saveRound } from '../storage/freePlay';
import { Gallery } from '../play/Gallery';
import { GuessAnnouncer } from './GuessAnnouncer';
import { HowToPlay } from './HowToPlay';
import { LinePicker } from '../play/LinePicker';
import type { RoundSession } from '../engine/roundSession';
import { connectedFreePlay } from '../engine/connectedFreePlay';
import { SkipToGuesses } from '../play/SkipToGuesses';
import { useShortcuts } from '../play/shortcuts';
import { usePrefetchModal } from '../play/DeferredModal';
import { useLocale } from '../app/useLocale';
import { t } from './texts';
import classes from './GameScreen.module.css';

/** The command that checks the installed sound pack, as a maintainer types it. */
const SOUNDS_CHECK = 'npm run sounds:check';

/** The one game screen; the mode says what is played. */
export function GameScreen({ mode }: { mode: Mode }) {
  useLocale();
  useDocumentTitle(mode.title);
  if (mode.pool.length === 0) {
    const text = t('noClipsText', { command: SOUNDS_CHECK });
    const at = text.indexOf(SOUNDS_CHECK);
    return (
      <ScreenNotice mode={mode} title={t('noClipsTitle')}>
        {at < 0 ? (
          text
        ) : (
          <>
            {text.slice(0, at)}
            <code>{SOUNDS_CHECK}</code>
            {text.slice(at + SOUNDS_CHECK.length)}
          </>
        )}
      </ScreenNotice>
    );
  }
  return <FreePlay key={mode.id} mode={mode} />;
}

/** Free play as the connection allows it (src/engine/connectedFreePlay.ts). */
function FreePlay({ mode }: { mode: Mode }) {
  useLocale();
  const [play] = useState(() => connectedFreePlay(mode));
  const shown = useSyncExternalStore(play.subscribe, play.getSnapshot);
  if (shown.kind === 'lookingUp') return null;
  if (shown.kind === 'nothingOffline') {
    return (
      <ScreenNotice mode={mode} title={t('offlineTitle')}>
        {t('offlineNothingSaved')}
      </ScreenNotice>
    );
  }
  return <Round mode={mode} session={shown.session} answers={shown.answers} />;
}

function ScreenNotice({
  mode,
  title,
  children,
}: {
  mode: Mode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {mode.heading}
      </Title>
      <Alert color="yellow" title={title}>
        {children}
      </Alert>
    </Container>
  );
}

function Round({
  mode,
  session,
  answers,
}: {
  mode: Mode;
  session: RoundSession;
  answers: AnswerPool;
}) {
  useLocale();
  useEffect(() => session.retain(), [session]);
  usePrefetchModal();
  useShortcuts({ player: session.player.actor });
  const rules = freePlayRules[mode.id];
  const freePlayRef = session.freePlay;
  // A new round actor for every round; free play always has one.
  const roundRef = useSelector(freePlayRef, (s) => s.children.round)!;
  const answer = useSelector(freePlayRef, (s) => s.context.answer);
  const nextAnswer = useSelector(freePlayRef, (s) => s.context.nextAnswer);
  const attempts = useSelector(roundRef, (s) => s.context.attempts);
  const maxAttempts = useSelector(freePlayRef, (s) => s.context.maxAttempts);
  const difficulty = useSelector(freePlayRef, (s) => s.context.difficulty);
  const seed = useSelector(freePlayRef, (s) => s.context.seed);
  const ended = useSelector(freePlayRef, (s) => s.hasTag('ended'));
  const popupRef = useSelector(freePlayRef, (s) => s.children.popup);
  const [query, setQuery] = useState('');
  const playerBox = useRef<HTMLDivElement>(null);
  // The first pass renders the heading and the player only; the controls to guess with join after.
  const settled = useSecondPass();

  const { pool } = answers;

  useEffect(() => {
    const subscriptions = [
      freePlayRef.on('round.won', () => void celebrate()),
      freePlayRef.on('round.started', () => setQuery('')),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [freePlayRef]);
  useEffect(() => {
    const subscription = roundRef.on('round.guessed', scrollToTop);
    return () => subscription.unsubscribe();
  }, [roundRef]);

  useEffect(() => prefetchClip(mode.clip(nextAnswer.id)), [mode, nextAnswer]);
  useEffect(
    () => saveRound(mode.id, ended ? null : { answerId: answer.id, difficulty, attempts }),
    [mode, answer, difficulty, attempts, ended],
  );

  // A mode with lines (Voice): the player's pick of a line holds for its round only.
  const lines = freePlayLines(mode.lines?.length ?? 0, attempts, ended);
  const [linePick, setLinePick] = useState<{ answer: string; pick: LinePick } | null>(null);
  const lineIndex = lineToPlay(lines, linePick?.answer === answer.id ? linePick.pick : null);
  const clip = mode.clip(answer.id, mode.lines?.[lineIndex]?.id);

  const items = useMemo(() => mode.gallery(difficulty), [mode, difficulty]);
  const pick = useCallback(
    (guess: Guess) =>
      roundRef.send({ type: 'round.guess', guess: { ...guess, group: mode.groupOf(guess.id) } }),
    [roundRef, mode],
  );
  const guessed = useMemo(
    () => new Set(attempts.flatMap((attempt) => (attempt.id === null ? [] : [attempt.id]))),
    [attempts],
  );
  // After the popup, the keyboard starts the next round from its clip's Play button.
  // (The box around it, not the player's label: the label is in the player's language.)
  const focusPlay = useCallback(() => void focusPlayWhenReady(playerBox.current), []);

  // Plain elements around the player: this is the first render, and Mantine's layout components
  // would cost the waveform time for what two CSS rules do.
  return (
    <div className={classes.screen}>
      <SkipToGuesses />
      <div className={classes.stack}>
        <div className={classes.top}>
          <div>
            <h1 className={classes.heading}>{mode.heading}</h1>
            <p className={classes.intro}>{rules.intro(maxAttempts)}</p>
          </div>
          {answers.offline && (
            <Alert variant="light" color="yellow" title={t('offlineTitle')} role="status" w="100%">
              {pool.length === 0
                ? t('offlineRoundPlaysOn')
                : t('offlineSavedOnly', { count: pool.length })}
            </Alert>
          )}
          {rules.difficulties.length > 1 && (
            // Its place is held from the first paint on, so that the player does not move when the
            // select arrives.
            <div className={classes.difficulty}>
              {settled && (
                <DifficultySelect
                  options={rules.difficulties}
                  value={difficulty}
                  spent={ended ? 0 : attempts.length}
                  onChange={(next) => {
                    saveDifficulty(mode.id, next);
                    freePlayRef.send({ type: 'freePlay.difficulty', difficulty: next });
                  }}
                />
              )}
            </div>
          )}
        </div>
        <div ref={playerBox}>
          <AudioPlayer
            clip={clip}
            label={t('mysteryClip')}
            paused={ended}
            handle={session.player}
          />
        </div>
        {settled ? (
          <>
            {mode.lines && (
              <LinePicker
                lines={mode.lines}
                unlocked={lines.unlocked}
                playing={lineIndex}
                onPick={(index) => setLinePick({ answer: answer.id, pick: pickLine(lines, index) })}
              />
            )}
            <CompactPlayer actorRef={session.player.actor} playerRef={playerBox} />
            <HowToPlay mode={mode} />
            <AttemptList
              attempts={attempts}
              partialHint={mode.partialHint}
              nameOf={(id) => mode.reveal(id).name}
            />
            <GuessAnnouncer
              partialHint={mode.partialHint}
              attempts={attempts}
              remaining={remainingAttempts(maxAttempts, attempts)}
            />
            <Gallery
              items={items}
              difficulty={difficulty}
              seed={seed}
              query={query}
              onQueryChange={setQuery}
              remaining={remainingAttempts(maxAttempts, attempts)}
              guessed={guessed}
              locked={ended}
              minColumnWidth={mode.minColumnWidth(difficulty)}
              onPick={pick}
            />
          </>
        ) : (
          // Holds the place of what follows, so that nothing below (the footer) moves when it arrives.
          <div className={classes.pending} aria-busy="true" />
        )}
      </div>
      {/* Not a chunk of its own: every round ends in it, and a chunk that failed to download
          would take the round with it. It renders with the second pass, off the first frame. */}
      {settled && popupRef && (
        <EndPopup
          popupRef={popupRef}
          mode={mode}
          winMessage={rules.winMessage}
          difficulty={difficulty}
          onClosed={focusPlay}
        />
      )}
    </div>
  );
}
