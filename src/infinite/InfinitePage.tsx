import { Alert, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { nextRank, rankFor } from '../../machines/infinite/rank';
import { INFINITE_CHOICES, type InfiniteChoice } from '../../machines/infiniteChoices';
import { modesOf, type RunClip } from '../../machines/infinite/run';
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
import { infiniteScreenTexts, modeScreenTexts } from '../shared/screenTexts';
import { gameStore } from '../storage/gameStore';
import { infiniteBestsEntry } from '../storage/infinite/infinite';
import { GameOver } from './GameOver';
import { clipOf, type InfiniteSession } from '../engine/infinite/infiniteSession';
import { connectedRun } from '../engine/infinite/connectedRun';
import { clipName, modeOf, poolFor, type RunModes } from '../engine/infinite/runModes';
import classes from './Infinite.module.css';
import { t } from './texts';
import { useLocale } from '../app/useLocale';
import { choiceLabel, rankName } from '../engine/infinite/runWords';

const NO_GUESSES: ReadonlySet<string> = new Set();

/** What a choice plays, in the current language for Mixed (each mode's words are its screen's). */
const description = (choice: InfiniteChoice): string =>
  choice === 'mixed' ? t('mixedDescription') : modeScreenTexts(choice).infinite;

/** `/infinite`: pick what to play, then one run of it. */
export function InfinitePage({ choice, modes }: { choice?: InfiniteChoice; modes?: RunModes }) {
  useLocale();
  useDocumentTitle(t('documentTitle'));
  if (!choice || !modes) return <ChoicePicker />;
  if (poolFor(choice, modes).length === 0) {
    return (
      <div className={classes.page}>
        <h1 className={classes.heading}>{infiniteScreenTexts().runHeading(choiceLabel(choice))}</h1>
        <Alert color="yellow" title={t('noClipsTitle')}>
          {t('noClipsText')}
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
  useLocale();
  if (shown.kind === 'lookingUp') return null;
  if (shown.kind === 'nothingOffline') {
    return (
      <div className={classes.page}>
        <h1 className={classes.heading}>{infiniteScreenTexts().runHeading(choiceLabel(choice))}</h1>
        <Alert color="yellow" title={t('offlineTitle')}>
          {t('offlineNoClip', { choice: choiceLabel(choice) })}
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
  useLocale();
  const [bests] = useState(() => gameStore.read(infiniteBestsEntry));
  return (
    <div className={classes.page}>
      <h1 className={classes.heading}>{infiniteScreenTexts().heading}</h1>
      <p className={classes.intro}>{infiniteScreenTexts().intro}</p>
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
                    name={choiceLabel(choice)}
                    fit={choice === 'mixed' ? 'contain' : modeScreens[choice].fit}
                    height={96}
                    phoneHeight={56}
                    nameShown
                  />
                </span>
                <span className={classes.choiceTitle}>{choiceLabel(choice)}</span>
                <span className={classes.choiceText}>{description(choice)}</span>
                <span className={classes.choiceBest}>
                  {rank === null ? (
                    t('notPlayedYet')
                  ) : (
                    <>
                      <RankEmblem rank={rank} size={22} decorative />
                      {/* On a phone's narrow card the rank goes under the best as a whole. */}
                      <span>
                        <span className={classes.keep}>
                          {t('best')} <strong>{best}</strong>
                        </span>{' '}
                        <span className={classes.keep}>· {rankName(rank)}</span>
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
    focusPlayWhenReady(pageRef.current);
  };

  return (
    <div className={classes.page} ref={pageRef}>
      <div className={classes.top}>
        <h1 className={classes.heading}>{infiniteScreenTexts().runHeading(choiceLabel(choice))}</h1>
        <Link to="/infinite" className={classes.change}>
          {t('change')}
        </Link>
      </div>
      {saved !== null && (
        <Alert variant="light" color="yellow" title={t('offlineTitle')} role="status">
          {saved === 0 ? t('offlineThisClip') : t('offlineSaved', { saved })}
        </Alert>
      )}
      <RunStatus score={run.score} lives={run.lives}>
        <div>
          <dt>{t('rank')}</dt>
          {/* A new key replays the rise animation each time the rank changes. */}
          <dd key={rank} className={classes.rank} data-rank={rank}>
            <RankEmblem rank={rank} decorative />
            {rankName(rank)}
          </dd>
        </div>
      </RunStatus>
      {/* These lines keep their place when empty (the first paint draws them too, see
          scripts/bootShell.ts), so that nothing below moves as they fill in or empty. */}
      <p className={classes.next}>
        {next && !over && t('nextRank', { needed: next.needed, rank: rankName(next.rank) })}
      </p>
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
          label={t('mysteryClip')}
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
        {correct ? t('rightThatWas') : t('missedThatWas')}
        <strong>{clipName(clip, modes)}</strong>
        {!correct && (
          <VisuallyHidden component="span">. {t('livesLeft', { lives })}.</VisuallyHidden>
        )}
      </span>
    </span>
  );
}
