import { Alert, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { nextRank, rankFor } from '../../machines/infinite/rank';
import {
  INFINITE_CHOICE_LABELS,
  INFINITE_CHOICES,
  type InfiniteChoice,
} from '../../machines/infiniteChoices';
import { modesOf, type RunClip } from '../../machines/infinite/run';
import { MODE_IDS } from '../../machines/modes';
import { scrollToTop } from '../app/motion';
import { useSecondPass } from '../app/useSecondPass';
import { Gallery } from '../play/Gallery';
import { HowToPlayButton } from '../help/HelpDialog';
import { InfiniteRules } from '../help/rules';
import { RunStatus } from '../play/RunStatus';
import { RankEmblem } from '../play/RankEmblem';
import { ItemImage } from '../sharedUi/ItemImage';
import { AudioPlayer } from '../player/AudioPlayer';
import { useShortcuts } from '../play/shortcuts';
import { focusPlayWhenReady } from '../play/focusPlay';
import { usePrefetchModal } from '../play/DeferredModal';
import { infiniteScreen, modeScreens } from '../shared/screens';
import { gameStore } from '../storage/gameStore';
import { infiniteBestsEntry } from '../storage/infinite/infinite';
import { GameOver } from './GameOver';
import { clipOf, type InfiniteSession } from '../engine/infinite/infiniteSession';
import { connectedRun } from '../engine/infinite/connectedRun';
import { clipName, modeOf, poolFor, type RunModes } from '../engine/infinite/runModes';
import classes from './Infinite.module.css';

const NO_GUESSES: ReadonlySet<string> = new Set();

const DESCRIPTIONS = {
  ...Object.fromEntries(MODE_IDS.map((id) => [id, modeScreens[id].infinite])),
  mixed: 'Every mode, the gallery switching to match each clip.',
} as Record<InfiniteChoice, string>;

/** `/infinite`: pick what to play, then one run of it. */
export function InfinitePage({ choice, modes }: { choice?: InfiniteChoice; modes?: RunModes }) {
  useDocumentTitle('Infinite');
  if (!choice || !modes) return <ChoicePicker />;
  if (poolFor(choice, modes).length === 0) {
    return (
      <div className={classes.page}>
        <h1 className={classes.heading}>
          {infiniteScreen.runHeading(INFINITE_CHOICE_LABELS[choice])}
        </h1>
        <Alert color="yellow" title="No clips for this choice">
          The installed sound pack has no clip for it, so there is nothing to guess yet.
        </Alert>
      </div>
    );
  }
  return <ConnectedRunScreen key={choice} choice={choice} modes={modes} />;
}

/** A run as the connection allows it (src/engine/infinite/connectedRun.ts). */
function ConnectedRunScreen({ choice, modes }: { choice: InfiniteChoice; modes: RunModes }) {
  const [run] = useState(() => connectedRun(choice, modes));
  const shown = useSyncExternalStore(run.subscribe, run.getSnapshot);
  if (shown.kind === 'lookingUp') return null;
  if (shown.kind === 'nothingOffline') {
    return (
      <div className={classes.page}>
        <h1 className={classes.heading}>
          {infiniteScreen.runHeading(INFINITE_CHOICE_LABELS[choice])}
        </h1>
        <Alert color="yellow" title="You are offline">
          No clip of {INFINITE_CHOICE_LABELS[choice]} is saved on this device yet, so a run cannot
          start offline. Come back when you are connected: every clip you play is then kept for next
          time.
        </Alert>
      </div>
    );
  }
  return <RunScreen choice={choice} modes={modes} session={shown.session} saved={shown.saved} />;
}

/** Mixed first, as wide as the list: every mode at once, the run most players come for. */
const PICKER_ORDER: readonly InfiniteChoice[] = [
  'mixed',
  ...INFINITE_CHOICES.filter((choice) => choice !== 'mixed'),
];

function ChoicePicker() {
  const [bests] = useState(() => gameStore.read(infiniteBestsEntry));
  return (
    <div className={classes.page}>
      <h1 className={classes.heading}>{infiniteScreen.heading}</h1>
      <p className={classes.intro}>{infiniteScreen.intro}</p>
      <HowToPlayButton>
        <InfiniteRules />
      </HowToPlayButton>
      <ul className={classes.choices}>
        {PICKER_ORDER.map((choice) => {
          const best = bests[choice];
          const rank = best === undefined ? null : rankFor(best);
          return (
            <li key={choice} data-wide={choice === 'mixed' || undefined}>
              <Link to="/infinite" search={{ choice }} className={classes.choice}>
                <span className={classes.choiceArt}>
                  <ItemImage
                    src={choice === 'mixed' ? infiniteScreen.card.image : modeScreens[choice].image}
                    name={INFINITE_CHOICE_LABELS[choice]}
                    fit={choice === 'mixed' ? 'contain' : modeScreens[choice].fit}
                    height={96}
                    phoneHeight={56}
                    nameShown
                  />
                </span>
                <span className={classes.choiceTitle}>{INFINITE_CHOICE_LABELS[choice]}</span>
                <span className={classes.choiceText}>{DESCRIPTIONS[choice]}</span>
                <span className={classes.choiceBest}>
                  {rank === null ? (
                    'Not played yet'
                  ) : (
                    <>
                      <RankEmblem rank={rank} size={22} decorative />
                      {/* On a phone's narrow card the rank goes under the best as a whole. */}
                      <span>
                        <span className={classes.keep}>
                          Best <strong>{best}</strong>
                        </span>{' '}
                        <span className={classes.keep}>· {rank}</span>
                      </span>
                    </>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function RunScreen({
  choice,
  modes,
  session,
  saved,
}: {
  choice: InfiniteChoice;
  modes: RunModes;
  session: InfiniteSession;
  /** Offline, how many clips the run can deal (those saved on the device); null online. */
  saved: number | null;
}) {
  useEffect(() => session.retain(), [session]);
  usePrefetchModal();
  useShortcuts({ player: session.player.actor });
  const runRef = session.run;
  const run = useSelector(runRef, (s) => s.context.run);
  const over = useSelector(runRef, (s) => s.hasTag('over'));
  // A clip that cannot play (offline and not saved, say) costs no life: nothing can be picked.
  const clipFailed = useSelector(session.player.actor, (s) => s.matches('error'));
  const [query, setQuery] = useState('');
  const current = clipOf(run);
  const mode = modeOf(modes, current ? current.mode : modesOf(choice)[0]);
  // Kept between renders by the React Compiler, per mode.
  const items = mode.gallery('normal');
  const rank = rankFor(run.score);
  const next = nextRank(run.score);
  // The gallery joins after the first render, so the player draws first (as on the game screen).
  const settled = useSecondPass();
  const pageRef = useRef<HTMLDivElement>(null);
  // The choice's best as the run started, for Game Over to tell whether the run beat it. A run that
  // had already ended before a reload has its score in it: its moment has been.
  const [bestBefore, setBestBefore] = useState(() => readBest(choice));
  const playAgain = () => {
    setBestBefore(readBest(choice));
    runRef.send({ type: 'infinite.restart' });
    // The keyboard starts the next run from its clip's Play button.
    focusPlayWhenReady(pageRef.current?.querySelector('[aria-label="Mystery clip"]'));
  };

  return (
    <div className={classes.page} ref={pageRef}>
      <div className={classes.top}>
        <h1 className={classes.heading}>
          {infiniteScreen.runHeading(INFINITE_CHOICE_LABELS[choice])}
        </h1>
        <Link to="/infinite" className={classes.change}>
          Change
        </Link>
      </div>
      {saved !== null && (
        <Alert variant="light" color="yellow" title="You are offline" role="status">
          {saved === 0
            ? 'This clip plays on: it is already here. No other clip is saved on this device, so the next may not play until you are back online.'
            : `Only the ${saved === 1 ? 'clip' : `${saved} clips`} saved on this device can come up until you are back online.`}
        </Alert>
      )}
      <RunStatus score={run.score} lives={run.lives}>
        <div>
          <dt>Rank</dt>
          {/* A new key replays the rise animation each time the rank changes. */}
          <dd key={rank} className={classes.rank} data-rank={rank}>
            <RankEmblem rank={rank} decorative />
            {rank}
          </dd>
        </div>
      </RunStatus>
      {/* These lines keep their place when empty (the first paint draws them too, see
          scripts/bootShell.ts), so that nothing below moves as they fill in or empty. */}
      <p className={classes.next}>{next && !over && `${next.needed} more to ${next.rank}`}</p>
      {/* What the last clip was, then what the next one asks: in the order they happened. A div:
          the line holds the item's picture, which is not phrasing content. */}
      <div className={classes.last} role="status">
        {run.last && (
          <LastLine
            clip={run.last.clip}
            correct={run.last.correct}
            lives={run.lives}
            modes={modes}
          />
        )}
      </div>
      {choice === 'mixed' && <p className={classes.question}>{!over && mode.heading}</p>}
      {current && (
        <AudioPlayer
          clip={mode.clip(current.id)}
          label="Mystery clip"
          paused={over}
          handle={session.player}
        />
      )}
      <HowToPlayButton>
        <InfiniteRules />
      </HowToPlayButton>
      {settled ? (
        <Gallery
          key={mode.id}
          items={items}
          difficulty="normal"
          seed={run.seed}
          query={query}
          onQueryChange={setQuery}
          // The lives are counted once, in the run's status above.
          guessed={NO_GUESSES}
          locked={over || clipFailed}
          minColumnWidth={mode.minColumnWidth('normal')}
          onPick={(picked) => {
            setQuery('');
            runRef.send({ type: 'infinite.guess', id: picked.id });
            scrollToTop();
          }}
        />
      ) : (
        // Holds the place of what follows, so that nothing below (the footer) moves when it arrives.
        <div className={classes.pending} aria-busy="true" />
      )}
      {over && <GameOver run={run} modes={modes} bestBefore={bestBefore} onPlayAgain={playAgain} />}
    </div>
  );
}

const readBest = (choice: InfiniteChoice) => gameStore.read(infiniteBestsEntry)[choice];

function LastLine({
  clip,
  correct,
  lives,
  modes,
}: {
  clip: RunClip;
  correct: boolean;
  /** The lives left after it: a miss says so to a screen reader, which does not see the hearts. */
  lives: number;
  modes: RunModes;
}) {
  const reveal = modeOf(modes, clip.mode).reveal(clip.id);
  return (
    <span className={classes.lastLine} data-correct={correct || undefined}>
      <ItemImage src={reveal.image} name={reveal.name} height={32} fit="contain" />
      <span>
        {correct ? 'Right: that was ' : 'Missed: that was '}
        <strong>{clipName(clip, modes)}</strong>
        {!correct && (
          <VisuallyHidden component="span">
            . {lives === 0 ? 'No lives left' : `${lives} ${lives === 1 ? 'life' : 'lives'} left`}.
          </VisuallyHidden>
        )}
      </span>
    </span>
  );
}
