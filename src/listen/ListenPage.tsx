import { Checkbox, SegmentedControl } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { prefersReducedMotion } from '../app/motion';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { ClipMode } from '../../machines/infinite/run';
import { Gallery } from '../game/Gallery';
import type { GalleryItem } from '../modes/mode';
import { MODES_BY_ID } from '../infinite/runModes';
import { AudioPlayer } from '../player/AudioPlayer';
import { createPlayerHandle } from '../player/playerHandle';
import { gameStore } from '../storage/gameStore';
import { missedClips } from './missedClips';
import classes from './Listen.module.css';

const NOTHING: ReadonlySet<string> = new Set();
const MODE_OPTIONS = [
  { value: 'map', label: 'Map' },
  { value: 'ability', label: 'Ability' },
  { value: 'ace', label: 'Ace' },
];

/** Items that have a clip (and that pass `keep`), agents keeping only such abilities. */
function playable(items: readonly GalleryItem[], has: (id: string) => boolean): GalleryItem[] {
  return items.flatMap((item) => {
    if (!item.choices) return has(item.id) ? [item] : [];
    const choices = item.choices.filter((choice) => has(choice.id));
    return choices.length > 0 ? [{ ...item, choices }] : [];
  });
}

/**
 * `/listen`: every clip of every mode in the game's gallery, each playable in one shared player that
 * moves to the card being played. Clips the player has missed are marked, and "Missed" keeps only them.
 */
export function ListenPage({ missedOnly }: { missedOnly: boolean }) {
  useDocumentTitle('Listen');
  const [missed] = useState(() => missedClips(gameStore));
  // Opened to practise, it starts on the mode of the latest miss.
  const [modeId, setModeId] = useState<ClipMode>(() =>
    missedOnly && missed.length > 0 ? missed[missed.length - 1].mode : 'map',
  );
  const [onlyMissed, setOnlyMissed] = useState(missedOnly);
  const [query, setQuery] = useState('');
  const [playing, setPlaying] = useState<{ mode: ClipMode; id: string } | null>(null);
  // One player for the page, whichever card it sits under; kept alive while the page is open.
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

  const mode = MODES_BY_ID[modeId];
  const missedIds = useMemo(
    () => new Set(missed.filter((clip) => clip.mode === modeId).map((clip) => clip.id)),
    [missed, modeId],
  );
  const items = useMemo(() => {
    const inPack = new Set(mode.pool.map((item) => item.id));
    return playable(
      mode.gallery('normal'),
      (id) => inPack.has(id) && (!onlyMissed || missedIds.has(id)),
    );
  }, [mode, onlyMissed, missedIds]);
  const current = playing?.mode === modeId ? playing : null;
  const reveal = current ? mode.reveal(current.id) : null;
  // The player opens under the card picked, which on a phone can be below the screen's edge.
  const playerBox = useRef<HTMLDivElement>(null);
  const currentId = current?.id;
  useEffect(() => {
    if (!currentId) return;
    playerBox.current?.scrollIntoView({
      block: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }, [currentId]);

  return (
    <div className={classes.page}>
      <h1 className={classes.heading}>Listen</h1>
      <p className={classes.intro}>
        Every clip, to learn by ear. Pick a card to hear it; the ones you missed are marked.
      </p>
      <div className={classes.controls}>
        <SegmentedControl
          aria-label="Mode"
          data={MODE_OPTIONS}
          value={modeId}
          onChange={(value) => {
            setModeId(value as ClipMode);
            setQuery('');
          }}
        />
        <Checkbox
          label={`Missed (${missed.length})`}
          checked={onlyMissed}
          onChange={(event) => setOnlyMissed(event.currentTarget.checked)}
          size="md"
          // The whole row is the target, thumb-sized.
          styles={{ body: { alignItems: 'center', minHeight: 44 } }}
        />
      </div>
      {onlyMissed && items.length === 0 ? (
        <p className={classes.empty}>
          {missed.length === 0
            ? 'No missed clips yet: the ones you miss in daily or infinite play will be here to practise.'
            : 'No missed clips in this mode.'}
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
          minColumnWidth={mode.minColumnWidth('normal')}
          onPick={(picked) => {
            playWhenReady.current = mode.clip(picked.id).url;
            setPlaying({ mode: modeId, id: picked.id });
          }}
          detail={
            current && reveal
              ? {
                  id: current.id,
                  node: (
                    <div className={classes.player} ref={playerBox}>
                      <AudioPlayer
                        clip={mode.clip(current.id)}
                        label={reveal.caption ? `${reveal.name} (${reveal.caption})` : reveal.name}
                        handle={player}
                      />
                    </div>
                  ),
                }
              : undefined
          }
        />
      )}
    </div>
  );
}
