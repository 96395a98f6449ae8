import { Button } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { ClipMode } from '../../machines/infinite/run';
import { Gallery } from '../play/Gallery';
import { MODE_IDS } from '../../machines/modes';
import type { AnswerClip, GalleryItem, Mode } from '../modes/mode';
import { modeOf, type RunModes } from '../engine/infinite/runModes';
import { loadMode } from '../engine/deal/loadMode';
import { startTab, type ListenStart } from './listenStart';
import { missedText } from './missedText';
import { AudioPlayer } from '../player/AudioPlayer';
import { createPlayerHandle } from '../engine/playerHandle';
import { HowToPlayButton } from '../help/HelpDialog';
import { ListenRules } from '../help/rules';
import { modeName } from '../shared/modeName';
import { useLocale } from '../app/useLocale';
import { t } from './texts';
import classes from './Listen.module.css';

const NOTHING: ReadonlySet<string> = new Set();

/**
 * A clip's key in Listen: its answer's id, and its line's for a mode with lines (`{agentId}/death`).
 * Ids never hold a slash.
 */
const keyOf = (clip: AnswerClip) =>
  clip.line ? `${clip.answerId}/${clip.line.id}` : clip.answerId;
const answerOfKey = (key: string) => key.split('/')[0];
const lineOfKey = (key: string): string | undefined => key.split('/')[1];

/**
 * What Listen shows of a mode: its gallery, where a mode with lines has each answer's card hold its
 * lines (an agent's Death, Hello and Agent Select), each a clip to play.
 */
function listenGallery(mode: Mode): GalleryItem[] {
  const items = mode.gallery('normal');
  if (!mode.lines) return items;
  const clips = mode.answerClips();
  return items.map((item) => ({
    ...item,
    choices: clips
      .filter((clip) => clip.answerId === item.id)
      .map((clip) => ({
        id: keyOf(clip),
        name: clip.line?.label ?? clip.name,
        image: null,
        searchTexts: item.searchTexts,
      })),
  }));
}

/** Items that have a clip (and that pass `keep`), agents keeping only such abilities. */
function playable(items: readonly GalleryItem[], has: (id: string) => boolean): GalleryItem[] {
  return items.flatMap((item) => {
    if (!item.choices) return has(item.id) ? [item] : [];
    const choices = item.choices.filter((choice) => has(choice.id));
    return choices.length > 0 ? [{ ...item, choices }] : [];
  });
}

/**
 * `/listen`: every clip of every mode in the game's gallery, each playable in one shared player held
 * at the screen's bottom, which names the clip; its card is marked. Clips the player has missed are
 * marked, and "Missed" keeps only them.
 */
export function ListenPage({ missedOnly, start }: { missedOnly: boolean; start: ListenStart }) {
  const locale = useLocale();
  useDocumentTitle(t('documentTitle'));
  const { missed } = start;
  // Opened to practise, it starts on the mode of the latest miss.
  const [modeId, setModeId] = useState<ClipMode>(() => startTab(missed, missedOnly));
  // The modes loaded so far: the first tab's, then each tab's once picked.
  const [modes, setModes] = useState<RunModes>(() => ({ [start.mode.id]: start.mode }));
  const [loadingTab, setLoadingTab] = useState<ClipMode | null>(null);
  const [failedTab, setFailedTab] = useState<ClipMode | null>(null);
  // The tab last picked: the one shown once its clips have arrived, whichever arrives first.
  const pickedTab = useRef<ClipMode | null>(null);
  const showTab = (id: ClipMode) => {
    pickedTab.current = id;
    setFailedTab(null);
    const show = () => {
      setLoadingTab(null);
      setModeId(id);
      setQuery('');
    };
    if (modes[id]) return show();
    // The tab shown stays until the picked one's clips have arrived.
    setLoadingTab(id);
    loadMode(id)!.then(
      (mode) => {
        setModes((known) => ({ ...known, [id]: mode }));
        if (pickedTab.current === id) show();
      },
      () => {
        if (pickedTab.current !== id) return;
        setLoadingTab(null);
        setFailedTab(id);
      },
    );
  };
  const [onlyMissed, setOnlyMissed] = useState(missedOnly);
  const [query, setQuery] = useState('');
  const [playing, setPlaying] = useState<{ mode: ClipMode; id: string } | null>(null);
  // One player for the page, whichever clip it plays; kept alive while the page is open.
  const [player] = useState(() => createPlayerHandle());
  useEffect(() => player.retain(), [player]);
  // A card picked plays its clip as soon as the clip is ready: the page says "Pick a card to hear it".
  const playWhenReady = useRef<string | null>(null);
  useEffect(() => {
    const subscription = player.actor.subscribe((snapshot) => {
      const wanted = playWhenReady.current;
      if (wanted === null) return;
      if (snapshot.matches('error')) playWhenReady.current = null;
      else if (snapshot.context.clip?.url === wanted && snapshot.matches({ loaded: 'ready' })) {
        playWhenReady.current = null;
        player.actor.send({ type: 'player.toggle' });
      }
    });
    return () => subscription.unsubscribe();
  }, [player]);

  const mode = modeOf(modes, modeId);
  // Every clip of the mode by its key; a missed answer marks each of its clips.
  const keys = useMemo(() => mode.answerClips().map(keyOf), [mode]);
  const missedIds = useMemo(() => {
    const answers = new Set(missed.filter((clip) => clip.mode === modeId).map((clip) => clip.id));
    return new Set(keys.filter((key) => answers.has(answerOfKey(key))));
  }, [missed, modeId, keys]);
  const items = useMemo(() => {
    const inPack = new Set(keys);
    return playable(
      listenGallery(mode),
      (id) => inPack.has(id) && (!onlyMissed || missedIds.has(id)),
    );
    // The cards' names (a line's, a footsteps category's) are read in the player's language when
    // the gallery is built: a change of language builds it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, keys, onlyMissed, missedIds, locale]);
  const current = playing?.mode === modeId ? playing : null;
  const reveal = current ? mode.reveal(answerOfKey(current.id)) : null;
  const currentLine = current && mode.lines?.find((line) => line.id === lineOfKey(current.id));
  const clipOf = (key: string) => mode.clip(answerOfKey(key), lineOfKey(key));
  // What plays, named: an ability with its agent, an agent's line with the line's name.
  const detail = currentLine ? t('lineDetail', { line: currentLine.label }) : reveal?.caption;
  const missedAnswers = new Set([...missedIds].map(answerOfKey)).size;

  return (
    <div className={classes.page} data-playing={reveal ? true : undefined}>
      <h1 className={classes.heading}>{t('heading')}</h1>
      <p className={classes.intro}>{t('intro')}</p>
      <HowToPlayButton>
        <ListenRules />
      </HowToPlayButton>
      <div className={classes.controls}>
        {/* Buttons that wrap rather than a segmented control: five modes do not fit a phone's row. */}
        <div role="group" aria-label={t('modeGroup')} className={classes.modes}>
          {MODE_IDS.map((id) => (
            <Button
              key={id}
              size="sm"
              mih={44}
              variant={id === modeId ? 'filled' : 'default'}
              aria-pressed={id === modeId}
              aria-busy={id === loadingTab || undefined}
              onClick={() => showTab(id)}
            >
              {modeName(id)}
            </Button>
          ))}
        </div>
        {/* A pill a thumb high, all of it the checkbox (its input covers it): the missed clips of
            the mode shown, which ticking it keeps. */}
        <label className={classes.filter}>
          <input
            type="checkbox"
            className={classes.filterInput}
            checked={onlyMissed}
            onChange={(event) => setOnlyMissed(event.currentTarget.checked)}
          />
          <span className={classes.filterBox} aria-hidden />
          {missedText({ clips: missedIds.size, answers: missedAnswers, lines: !!mode.lines })}
        </label>
      </div>
      {failedTab && (
        <p className={classes.empty} role="alert">
          {t('loadFailed', { mode: modeName(failedTab) })}
        </p>
      )}
      {onlyMissed && items.length === 0 ? (
        <p className={classes.empty}>
          {missed.length === 0 ? t('noMissedYet') : t('noMissedInMode')}
        </p>
      ) : (
        <Gallery
          items={items}
          difficulty="normal"
          seed={0}
          query={query}
          onQueryChange={setQuery}
          guessed={NOTHING}
          locked={false}
          marked={missedIds}
          listening
          // An agent's card with their lines in words needs an ability card's width, the spec's
          // 256 px (its name and three buttons, where the game's agent cards are a picture).
          minColumnWidth={mode.lines ? 256 : mode.minColumnWidth('normal')}
          onPick={(picked) => {
            playWhenReady.current = clipOf(picked.id).url;
            setPlaying({ mode: modeId, id: picked.id });
          }}
          current={current?.id}
        />
      )}
      {current && reveal && (
        // After the grid, held at the screen's bottom while the cards scroll: it pushes no card,
        // and what plays stays named and in reach wherever the player has scrolled to.
        <section className={classes.player} aria-label={t('nowPlaying')}>
          <p className={classes.playerTitle}>
            <span className={classes.playerLabel}>{t('nowPlaying')}</span>{' '}
            <strong className={classes.playerName}>{reveal.name}</strong>
            {detail && <span className={classes.playerDetail}>{` · ${detail}`}</span>}
          </p>
          <AudioPlayer
            clip={clipOf(current.id)}
            label={detail ? `${reveal.name} · ${detail}` : reveal.name}
            handle={player}
          />
        </section>
      )}
    </div>
  );
}
