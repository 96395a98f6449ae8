import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { compareResults, type Challenge, type ChallengeGame } from '../../machines/challenge/link';
import { triesValue } from '../../machines/rules/tries';
import { isOver } from '../../machines/daily/progress';
import { infiniteMachine } from '../../machines/formats/infinite/infiniteMachine';
import type { RunClip } from '../../machines/infinite/run';
import type { Guess } from '../../machines/rules/answers';
import { remainingAttempts } from '../../machines/rules/attempts';
import { freePlayLines, lineToPlay, pickLine, type LinePick } from '../../machines/rules/lines';
import { roundMachine } from '../../machines/round/roundMachine';
import { scrollToTop } from '../app/motion';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { dailyPath } from '../shared/dailyPaths';
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
  displayName,
  gameName,
  openLink,
  PROBLEM_TEXTS,
  resultText,
  type OpenProblem,
  type Playable,
} from '../engine/challenge/games';
import classes from './Challenge.module.css';

type Opened =
  | { ok: true; challenge: Challenge; playable: Playable; name: string }
  | { ok: false; problem: OpenProblem };

/** `/challenge?c=…`: whose result it is and what to beat, the same game, then everyone's results. */
export function ChallengePage({ code }: { code: string }) {
  useDocumentTitle('Challenge');
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
        <Loader aria-label="Opening the challenge" />
      </div>
    );
  }
  if (!opened.ok) {
    const { title, text } = PROBLEM_TEXTS[opened.problem];
    return (
      <div className={classes.page}>
        <h1 className={classes.heading}>Challenge</h1>
        <Alert color="yellow" title={title} role="alert">
          {text}
        </Alert>
        <Group>
          <Button component={Link} to="/" variant="default" className={classes.action}>
            Play something else
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
  const sender = challenge.results.find((result) => result.id === challenge.from)!;
  const senderName = displayName(sender);
  const mine = mineOf(board);
  const end = useCallback(
    (value: number) => {
      setBoard(addMine(game, value));
      setPlaying(false);
      scrollToTop();
    },
    [game],
  );

  if (playing && playable.kind === 'round')
    return <ChallengeRound playable={playable} onEnd={end} />;
  if (playing && playable.kind === 'run') return <ChallengeRun playable={playable} onEnd={end} />;

  if (mine) {
    return (
      <div className={classes.page}>
        <h1 className={classes.heading}>{`${senderName}'s challenge`}</h1>
        <p className={classes.intro}>{name}</p>
        <Versus game={game} mine={mine} theirs={sender} />
        {playable.kind === 'round' && <Answer mode={playable.mode} id={playable.answer.id} />}
        <Results game={game} board={board} />
        <Text>Pass it on: the link carries every result so far.</Text>
        <ChallengeButton label="Pass it on" make={() => linkFor(game)} />
        <Group>
          <Button component={Link} to="/" variant="default" className={classes.action}>
            Back home
          </Button>
        </Group>
      </div>
    );
  }

  return (
    <div className={classes.page}>
      <h1 className={classes.heading}>{`${senderName} challenges you`}</h1>
      <p className={classes.intro}>
        {`Beat ${resultText(game, sender.value)} on ${name}`}
        {game.kind === 'run' ? ': the same clips, in the same order.' : ': the same clip.'}
      </p>
      <HowToPlayButton>
        <ChallengeRules />
      </HowToPlayButton>
      <Results game={game} board={board} />
      {playable.kind === 'daily' ? (
        <Group>
          <Button
            component={Link}
            to={dailyPath(playable.mode.id, playable.puzzle)}
            size="md"
            className={classes.action}
          >
            {`Play ${name}`}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button size="md" className={classes.action} onClick={() => setPlaying(true)}>
            Play the challenge
          </Button>
        </Group>
      )}
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
  const verdict = same
    ? 'Your result, as your friends see it.'
    : order < 0
      ? `You beat ${displayName(theirs)}!`
      : order > 0
        ? `${displayName(theirs)} stays ahead.`
        : 'A tie.';
  return (
    <>
      <dl className={classes.versus} aria-label="Results side by side">
        <div className={classes.side} data-best={order <= 0 || undefined}>
          <dt>You</dt>
          <dd>{resultText(game, mine.value)}</dd>
        </div>
        {!same && (
          <div className={classes.side} data-best={order >= 0 || undefined}>
            <dt>{displayName(theirs)}</dt>
            <dd>{resultText(game, theirs.value)}</dd>
          </div>
        )}
      </dl>
      <Text size="lg" fw={700} role="status">
        {verdict}
      </Text>
    </>
  );
}

/** Every result known of the challenge, best first. */
function Results({ game, board }: { game: ChallengeGame; board: ChallengeBoard }) {
  const rows = useMemo(
    () => [...board.results].sort(compareResults(game.kind)),
    [board, game.kind],
  );
  return (
    <Table className={classes.table} aria-label="Results" striped={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">#</Table.Th>
          <Table.Th scope="col">Player</Table.Th>
          <Table.Th scope="col">{game.kind === 'run' ? 'Score' : 'Tries'}</Table.Th>
          <Table.Th scope="col">When</Table.Th>
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
                    ? `${result.nickname} (you)`
                    : 'You'
                  : displayName(result)}
              </Table.Td>
              <Table.Td>{resultText(game, result.value)}</Table.Td>
              <Table.Td>
                {new Date(result.when * 60_000).toLocaleDateString(undefined, {
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
        The clip was <strong>{reveal.name}</strong>
        {reveal.caption && ` (${reveal.caption})`}
      </span>
    </p>
  );
}

const NO_GUESSES: ReadonlySet<string> = new Set();

/** A round's challenge: the sender's clip, the tries of its difficulty. Free play keeps no score. */
function ChallengeRound({
  playable,
  onEnd,
}: {
  playable: Extract<Playable, { kind: 'round' }>;
  onEnd: (value: number) => void;
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
  const remaining = remainingAttempts(maxAttempts, attempts);
  // A mode with lines (Voice) plays as free play does: each miss unlocks the next line, which plays.
  const lines = freePlayLines(mode.lines?.length ?? 0, attempts, false);
  const [linePick, setLinePick] = useState<LinePick | null>(null);
  const lineIndex = lineToPlay(lines, linePick);
  return (
    <div className={classes.page}>
      <h1 className={classes.heading}>{mode.heading}</h1>
      <p className={classes.intro}>
        {`A challenge: ${remaining} ${remaining === 1 ? 'attempt' : 'attempts'} left.`}
      </p>
      <HowToPlayButton>
        <ChallengeRules />
      </HowToPlayButton>
      <AudioPlayer clip={mode.clip(answer.id, mode.lines?.[lineIndex]?.id)} label="Mystery clip" />
      {mode.lines && (
        <LinePicker
          lines={mode.lines}
          unlocked={lines.unlocked}
          playing={lineIndex}
          onPick={(index) => setLinePick(pickLine(lines, index))}
        />
      )}
      <AttemptList attempts={attempts} partialHint={mode.partialHint} />
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
}: {
  playable: Extract<Playable, { kind: 'run' }>;
  onEnd: (value: number) => void;
}) {
  const { choice, pool, seed, modes } = playable;
  const runRef = useActorRef(infiniteMachine, { input: { choice, pool, seed } });
  const run = useSelector(runRef, (s) => s.context.run);
  const [query, setQuery] = useState('');
  const current = run.current;
  const mode = modes.find((each) => each.id === (current ?? run.last?.clip)?.mode) ?? modes[0];
  const items = useMemo(() => mode.gallery('normal'), [mode]);
  // It counts as a run of the player's (its misses, its best), but a reload does not pick it up.
  useEffect(() => keepRunAsPlayed(runRef, { resumable: false }), [runRef]);
  useEffect(() => {
    const subscription = runRef.on('run.ended', (event) => onEnd(event.run.score));
    return () => subscription.unsubscribe();
  }, [runRef, onEnd]);

  return (
    <div className={classes.page}>
      <h1 className={classes.heading}>{mode.heading}</h1>
      <HowToPlayButton>
        <InfiniteRules />
        <ChallengeRules />
      </HowToPlayButton>
      <RunStatus score={run.score} lives={run.lives} />
      <p role="status">
        {run.last && <LastLine clip={run.last.clip} correct={run.last.correct} modes={modes} />}
      </p>
      {current && <AudioPlayer clip={mode.clip(current.id)} label="Mystery clip" />}
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
  return (
    <span>
      {correct ? 'Right: that was ' : 'Missed: that was '}
      <strong>{reveal.caption ? `${reveal.name} (${reveal.caption})` : reveal.name}</strong>
    </span>
  );
}
