import { Alert } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
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
import { ItemImage } from '../sharedUi/ItemImage';
import { AudioPlayer } from '../player/AudioPlayer';
import { useShortcuts } from '../play/shortcuts';
import { focusPlayWhenReady } from '../play/focusPlay';
import { usePrefetchModal } from '../play/DeferredModal';
import { infiniteScreen, modeScreens } from '../shared/screens';
import { gameStore } from '../storage/gameStore';
import { infiniteBestsEntry } from '../storage/infinite/infinite';
import { GameOver } from './GameOver';
import { clipOf, infiniteSessionFor } from '../engine/infinite/infiniteSession';
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
  return <RunScreen key={choice} choice={choice} modes={modes} />;
}

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
        {INFINITE_CHOICES.map((choice) => {
          const best = bests[choice];
          return (
            <li key={choice}>
              <Link to="/infinite" search={{ choice }} className={classes.choice}>
                <span className={classes.choiceTitle}>{INFINITE_CHOICE_LABELS[choice]}</span>
                <span className={classes.choiceText}>{DESCRIPTIONS[choice]}</span>
                <span className={classes.choiceBest}>
                  {best === undefined ? 'Not played yet' : `Best ${best} · ${rankFor(best)}`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function RunScreen({ choice, modes }: { choice: InfiniteChoice; modes: RunModes }) {
  // The run may have started before the app rendered (see src/boot/firstRound.ts).
  const [session] = useState(() => infiniteSessionFor(choice, poolFor(choice, modes)));
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
  const playAgain = () => {
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
      <RunStatus score={run.score} lives={run.lives}>
        <div>
          <dt>Rank</dt>
          {/* A new key replays the rise animation each time the rank changes. */}
          <dd key={rank} className={classes.rank} data-rank={rank}>
            {rank}
          </dd>
        </div>
      </RunStatus>
      {/* These lines keep their place when empty (the first paint draws them too, see
          scripts/bootShell.ts), so that nothing below moves as they fill in or empty. */}
      <p className={classes.next}>{next && !over && `${next.needed} more to ${next.rank}`}</p>
      {choice === 'mixed' && <p className={classes.question}>{!over && mode.heading}</p>}
      {/* A div: the line holds the item's picture, which is not phrasing content. */}
      <div className={classes.last} role="status">
        {run.last && <LastLine clip={run.last.clip} correct={run.last.correct} modes={modes} />}
      </div>
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
          remaining={run.lives}
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
      {over && <GameOver run={run} modes={modes} onPlayAgain={playAgain} />}
    </div>
  );
}

function LastLine({ clip, correct, modes }: { clip: RunClip; correct: boolean; modes: RunModes }) {
  const reveal = modeOf(modes, clip.mode).reveal(clip.id);
  return (
    <span className={classes.lastLine} data-correct={correct || undefined}>
      <ItemImage src={reveal.image} name={reveal.name} height={32} fit="contain" />
      <span>
        {correct ? 'Right: that was ' : 'Missed: that was '}
        <strong>{clipName(clip, modes)}</strong>
      </span>
    </span>
  );
}
