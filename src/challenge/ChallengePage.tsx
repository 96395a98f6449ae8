import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { compareResults, type Challenge, type ChallengeGame } from '../../machines/challenge/link';
import { triesValue } from '../../machines/rules/tries';
import { isOver } from '../../machines/daily/progress';
import { infiniteMachine } from '../../machines/formats/infinite/infiniteMachine';
import type { RunClip } from '../../machines/infinite/run';
import type { Guess } from '../../machines/rules/answers';
import { remainingAttempts } from '../../machines/rules/attempts';
import { freePlayLines, lineToPlay, pickLine, type LinePick } from '../../machines/rules/lines';
import { roundMachine } from '../../machines/round/roundMachine';
import { action } from '../app/actions';
import { focusHeading } from '../app/routeFocus';
import { focusPlayWhenReady } from '../play/focusPlay';
import { scrollToTop } from '../app/motion';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useLocale } from '../app/useLocale';
import { currentLocale } from '../i18n/i18n';
import { dailyPath } from '../shared/dailyPaths';
import { infiniteScreen } from '../shared/screens';
import { puzzleNumber } from '../../machines/daily/calendar';
import { celebrate } from '../confetti/celebrate';
import { ChallengeBanner } from '../play/ChallengeBanner';
import { AttemptList } from '../play/AttemptList';
import { Gallery } from '../play/Gallery';
import { RunStatus } from '../play/RunStatus';
import { ItemImage } from '../sharedUi/ItemImage';
import { LinePicker } from '../play/LinePicker';
import { HowToPlayButton } from '../help/HelpDialog';
import { ChallengeRules, InfiniteRules } from '../help/rules';
import type { Mode } from '../modes/mode';
import { AudioPlayer } from '../player/AudioPlayer';
import type { ChallengeBoard } from '../storage/challenges';
import { readPuzzle } from '../storage/daily/dailyProgress';
import { gameStore } from '../storage/gameStore';
import { keepRunAsPlayed } from '../engine/infinite/keepRun';
import { addMine, linkFor, mineOf, openBoard } from '../engine/challenge/boards';
import { ChallengeButton } from '../play/ChallengeButton';
import {
  gameName,
  openLink,
  PROBLEM_TEXTS,
  type OpenProblem,
  type Playable,
} from '../engine/challenge/games';
import { displayName, goalText, resultText } from '../engine/challenge/words';
import { verdictOf } from '../engine/challenge/verdict';
import { Emphasised } from './Emphasised';
import { t } from './texts';
import classes from './Challenge.module.css';

type Opened =
  | { ok: true; challenge: Challenge; playable: Playable; name: string }
  | { ok: false; problem: OpenProblem };

/** `/challenge?c=…`: whose result it is and what to beat, the same game, then everyone's results. */
export function ChallengePage({ code }: { code: string }) {
  useLocale();
  useDocumentTitle(t('title'));
  const [opened, setOpened] = useState<Opened | null>(null);
  useEffect(() => {
    let current = true;
    void (async () => {
      const link = await openLink(code);
      const result: Opened = link.ok
        ? { ...link, name: await gameName(link.challenge.game) }
        : link;
      if (current) setOpened(result);
    })();
    return () => {
      current = false;
    };
  }, [code]);

  if (!opened) {
    return (
      <div className={classes.page}>
        <Loader aria-label={t('opening')} />
      </div>
    );
  }
  if (!opened.ok) {
    const { title, text } = PROBLEM_TEXTS[opened.problem];
    return (
      <div className={classes.page}>
        <h1 className={classes.heading}>{t('title')}</h1>
        <Alert color="yellow" title={title} role="alert">
          {text}
        </Alert>
        <Group>
          <Button component={Link} to="/" {...action('primary')}>
            {t('playSomethingElse')}
          </Button>
        </Group>
      </div>
    );
  }
  return <ChallengeScreen key={code} code={code} {...opened} />;
}

/** A daily puzzle's result as the challenge counts it: the tries it took, 0 if missed; null if not over. */
function dailyValue(playable: Extract<Playable, { kind: 'daily' }>): number | null {
  const { tries } = readPuzzle(gameStore, playable.mode.id, playable.puzzle);
  return isOver(tries) ? triesValue(tries) : null;
}

function ChallengeScreen({
  code,
  challenge,
  playable,
  name,
}: {
  code: string;
  challenge: Challenge;
  playable: Playable;
  name: string;
}) {
  useLocale();
  const { game } = challenge;
  const [board, setBoard] = useState<ChallengeBoard>(() => {
    const opened = openBoard(challenge, code);
    // A daily puzzle already played counts as played: its results show at once.
    if (!mineOf(opened) && playable.kind === 'daily') {
      const value = dailyValue(playable);
      if (value !== null) return addMine(game, value);
    }
    return opened;
  });
  const [playing, setPlaying] = useState(false);
  // Set when the player has just played it here: a win over the sender is celebrated then, once.
  const [justPlayed, setJustPlayed] = useState(false);
  const sender = challenge.results.find((result) => result.id === challenge.from)!;
  const senderName = displayName(sender);
  const banner = <ChallengeBanner name={senderName} goal={goalText(game, sender)} />;
  const mine = mineOf(board);
  const end = useCallback(
    (value: number) => {
      setBoard(addMine(game, value));
      setPlaying(false);
      setJustPlayed(true);
      scrollToTop();
    },
    [game],
  );

  if (playing && playable.kind === 'round')
    return <ChallengeRound playable={playable} onEnd={end} banner={banner} />;
  if (playing && playable.kind === 'run')
    return <ChallengeRun playable={playable} onEnd={end} banner={banner} />;

  if (mine) {
    return (
      <ChallengeResults
        game={game}
        playable={playable}
        name={name}
        board={board}
        mine={mine}
        sender={sender}
        celebrate={justPlayed}
      />
    );
  }

  return (
    <div className={classes.page}>
      <h1 className={classes.heading}>{t('challengesYou', { name: senderName })}</h1>
      <p className={classes.intro}>
        {t(game.kind === 'run' ? 'beatRun' : 'beatRound', {
          result: resultText(game, sender.value),
          game: name,
        })}
      </p>
      <HowToPlayButton>
        <ChallengeRules />
      </HowToPlayButton>
      <Results game={game} board={board} />
      {playable.kind === 'daily' ? (
        <Group>
          <Button component={Link} to={dailyPuzzlePath(playable)} {...action('primary')}>
            {t('playDaily', { game: name })}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button {...action('primary')} onClick={() => setPlaying(true)}>
            {t('playChallenge')}
          </Button>
        </Group>
      )}
    </div>
  );
}

/**
 * Where a daily challenge is played: today's puzzle at today's address (it is today's, not one of the
 * archive), an earlier one in the archive.
 */
function dailyPuzzlePath(playable: Extract<Playable, { kind: 'daily' }>): string {
  const today = playable.puzzle === puzzleNumber(new Date());
  return dailyPath(playable.mode.id, today ? undefined : playable.puzzle);
}

/** Where to play more of what the challenge played, and the button's words. */
function another(playable: Playable, name: string): { to: string; label: string } {
  if (playable.kind === 'run') {
    return {
      to: `${infiniteScreen.path}?choice=${playable.choice}`,
      label: t('anotherRun', { name }),
    };
  }
  return { to: playable.mode.path, label: t('anotherRound', { mode: playable.mode.title }) };
}

/**
 * The challenge played: who won (the page's heading, with confetti when the player has just beaten
 * the sender), both results side by side, the answer of a round, another round of the same mode,
 * passing it on, and every result so far.
 */
function ChallengeResults({
  game,
  playable,
  name,
  board,
  mine,
  sender,
  celebrate: celebrateNow,
}: {
  game: ChallengeGame;
  playable: Playable;
  name: string;
  board: ChallengeBoard;
  mine: Challenge['results'][number];
  sender: Challenge['results'][number];
  celebrate: boolean;
}) {
  useLocale();
  const senderName = displayName(sender);
  const { text: verdict, won } = verdictOf(game.kind, mine, sender);
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!celebrateNow) return;
    // The round's screen, and the focus in it, are gone: the keyboard carries on from the verdict.
    focusHeading(page.current);
    if (won) void celebrate();
  }, [celebrateNow, won]);
  const next = another(playable, name);
  return (
    <div className={classes.page} ref={page}>
      <h1 className={classes.heading} data-won={won || undefined}>
        {verdict}
      </h1>
      <p className={classes.intro}>{t('whoseChallenge', { name: senderName, game: name })}</p>
      <Versus game={game} mine={mine} theirs={sender} />
      {playable.kind === 'round' && <Answer mode={playable.mode} id={playable.answer.id} />}
      <Group>
        <Button
          component={Link}
          to={next.to}
          {...action('primary', classes.next)}
          classNames={{ label: classes.nextLabel }}
        >
          {next.label}
        </Button>
      </Group>
      <Text>{t('passItOnText')}</Text>
      <ChallengeButton label={t('passItOn')} make={() => linkFor(game)} />
      <Results game={game} board={board} />
      <Group>
        <Button component={Link} to="/" {...action('secondary')}>
          {t('backHome')}
        </Button>
      </Group>
    </div>
  );
}

/** The two results side by side: the player's and the sender's. */
function Versus({
  game,
  mine,
  theirs,
}: {
  game: ChallengeGame;
  mine: Challenge['results'][number];
  theirs: Challenge['results'][number];
}) {
  const compare = compareResults(game.kind);
  const order = compare({ ...mine, when: 0, id: 0 }, { ...theirs, when: 0, id: 0 });
  const same = mine.id === theirs.id;
  return (
    <dl className={classes.versus} aria-label={t('sideBySide')}>
      <div className={classes.side} data-best={order <= 0 || undefined}>
        <dt>{t('you')}</dt>
        <dd>{resultText(game, mine.value)}</dd>
      </div>
      {!same && (
        <div className={classes.side} data-best={order >= 0 || undefined}>
          <dt>{displayName(theirs)}</dt>
          <dd>{resultText(game, theirs.value)}</dd>
        </div>
      )}
    </dl>
  );
}

/** Every result known of the challenge, best first. */
function Results({ game, board }: { game: ChallengeGame; board: ChallengeBoard }) {
  const rows = useMemo(
    () => [...board.results].sort(compareResults(game.kind)),
    [board, game.kind],
  );
  return (
    <Table className={classes.table} aria-label={t('results')} striped={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">#</Table.Th>
          <Table.Th scope="col">{t('player')}</Table.Th>
          <Table.Th scope="col">{game.kind === 'run' ? t('score') : t('tries')}</Table.Th>
          <Table.Th scope="col">{t('when')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((result, i) => {
          const isMine = result.id === board.mine;
          return (
            <Table.Tr key={result.id} className={isMine ? classes.mineRow : undefined}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>
                {isMine
                  ? result.nickname
                    ? t('youNamed', { nickname: result.nickname })
                    : t('you')
                  : displayName(result)}
              </Table.Td>
              <Table.Td>{resultText(game, result.value)}</Table.Td>
              <Table.Td>
                {new Date(result.when * 60_000).toLocaleDateString(currentLocale(), {
                  day: 'numeric',
                  month: 'short',
                })}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function Answer({ mode, id }: { mode: Mode; id: string }) {
  const reveal = mode.reveal(id);
  return (
    <p className={classes.answer}>
      <ItemImage src={reveal.image} name={reveal.name} height={48} fit="contain" />
      <span>
        <Emphasised
          text={
            reveal.caption
              ? t('clipWasCaptioned', { name: reveal.name, caption: reveal.caption })
              : t('clipWas', { name: reveal.name })
          }
          value={reveal.name}
        />
      </span>
    </p>
  );
}

const NO_GUESSES: ReadonlySet<string> = new Set();

/** A round's challenge: the sender's clip, the tries of its difficulty. Free play keeps no score. */
function ChallengeRound({
  playable,
  onEnd,
  banner,
}: {
  playable: Extract<Playable, { kind: 'round' }>;
  onEnd: (value: number) => void;
  /** Whose challenge it is, and what to beat. */
  banner: ReactNode;
}) {
  const { mode, answer, maxAttempts, difficulty } = playable;
  const round = useActorRef(roundMachine, { input: { answer, maxAttempts } });
  const attempts = useSelector(round, (s) => s.context.attempts);
  const [query, setQuery] = useState('');
  const items = useMemo(() => mode.gallery(difficulty), [mode, difficulty]);
  const ended = useRef(false);
  useEffect(() => {
    const subscription = round.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || ended.current) return;
      ended.current = true;
      onEnd(triesValue(snapshot.output.attempts));
    });
    return () => subscription.unsubscribe();
  }, [round, onEnd]);
  const guessed = useMemo(
    () => new Set(attempts.flatMap((attempt) => (attempt.id === null ? [] : [attempt.id]))),
    [attempts],
  );
  const screen = useRef<HTMLDivElement>(null);
  // The button that started it is gone: the keyboard starts from Play.
  useEffect(() => focusPlayWhenReady(screen.current), []);
  const remaining = remainingAttempts(maxAttempts, attempts);
  // A mode with lines (Voice) plays as free play does: each miss unlocks the next line, which plays.
  const lines = freePlayLines(mode.lines?.length ?? 0, attempts, false);
  const [linePick, setLinePick] = useState<LinePick | null>(null);
  const lineIndex = lineToPlay(lines, linePick);
  return (
    <div className={classes.page} ref={screen}>
      <h1 className={classes.heading}>{mode.heading}</h1>
      <p className={classes.intro}>{t('attemptsLeft', { count: remaining })}</p>
      {banner}
      <HowToPlayButton>
        <ChallengeRules />
      </HowToPlayButton>
      <AudioPlayer
        clip={mode.clip(answer.id, mode.lines?.[lineIndex]?.id)}
        label={t('mysteryClip')}
      />
      {mode.lines && (
        <LinePicker
          lines={mode.lines}
          unlocked={lines.unlocked}
          playing={lineIndex}
          onPick={(index) => setLinePick(pickLine(lines, index))}
        />
      )}
      <AttemptList
        attempts={attempts}
        partialHint={mode.partialHint}
        nameOf={(id) => mode.reveal(id).name}
      />
      <Gallery
        items={items}
        difficulty={difficulty}
        seed={answer.id.length}
        query={query}
        onQueryChange={setQuery}
        remaining={remaining}
        guessed={guessed}
        locked={false}
        minColumnWidth={mode.minColumnWidth(difficulty)}
        onPick={(guess: Guess) => {
          setQuery('');
          round.send({ type: 'round.guess', guess: { ...guess, group: mode.groupOf(guess.id) } });
          scrollToTop();
        }}
      />
    </div>
  );
}

/** A run's challenge: the sender's run dealt again; it counts as an infinite run of the player's. */
function ChallengeRun({
  playable,
  onEnd,
  banner,
}: {
  playable: Extract<Playable, { kind: 'run' }>;
  onEnd: (value: number) => void;
  banner: ReactNode;
}) {
  const { choice, pool, seed, modes } = playable;
  const runRef = useActorRef(infiniteMachine, { input: { choice, pool, seed } });
  const run = useSelector(runRef, (s) => s.context.run);
  const [query, setQuery] = useState('');
  const current = run.current;
  const mode = modes.find((each) => each.id === (current ?? run.last?.clip)?.mode) ?? modes[0];
  const items = useMemo(() => mode.gallery('normal'), [mode]);
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => focusPlayWhenReady(screen.current), []);
  // It counts as a run of the player's (its misses, its best), but a reload does not pick it up.
  useEffect(() => keepRunAsPlayed(runRef, { resumable: false }), [runRef]);
  useEffect(() => {
    const subscription = runRef.on('run.ended', (event) => onEnd(event.run.score));
    return () => subscription.unsubscribe();
  }, [runRef, onEnd]);

  return (
    <div className={classes.page} ref={screen}>
      <h1 className={classes.heading}>{mode.heading}</h1>
      {banner}
      <HowToPlayButton>
        <InfiniteRules />
        <ChallengeRules />
      </HowToPlayButton>
      <RunStatus score={run.score} lives={run.lives} />
      <p role="status">
        {run.last && <LastLine clip={run.last.clip} correct={run.last.correct} modes={modes} />}
      </p>
      {current && <AudioPlayer clip={mode.clip(current.id)} label={t('mysteryClip')} />}
      <Gallery
        key={mode.id}
        items={items}
        difficulty="normal"
        seed={seed}
        query={query}
        onQueryChange={setQuery}
        remaining={run.lives}
        guessed={NO_GUESSES}
        locked={!current}
        minColumnWidth={mode.minColumnWidth('normal')}
        onPick={(picked) => {
          setQuery('');
          runRef.send({ type: 'infinite.guess', id: picked.id });
          scrollToTop();
        }}
      />
    </div>
  );
}

function LastLine({ clip, correct, modes }: { clip: RunClip; correct: boolean; modes: Mode[] }) {
  const mode = modes.find((each) => each.id === clip.mode);
  if (!mode) return null;
  const reveal = mode.reveal(clip.id);
  const name = reveal.caption ? `${reveal.name} (${reveal.caption})` : reveal.name;
  return (
    <span>
      <Emphasised text={t(correct ? 'right' : 'missed', { name })} value={name} />
    </span>
  );
}
