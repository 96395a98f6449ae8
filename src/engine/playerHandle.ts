import { createActor, fromCallback, type Actor } from 'xstate';
import { playerMachine, type Clip } from '../../machines/player/playerMachine';
import { inspection } from '../shared/inspector';
import { sharedLifetime } from './lifetime';
import { WAVEFORM_COLOURS } from '../shared/palette';
import { wavesurferEngine } from './wavesurferEngine';
import type { EarlyClip } from './deal/earlyClip';
import { gameStore } from '../storage/gameStore';
import { settingsStoredElsewhere, storedSettings } from '../storage/settings';

/** Tells the player when another tab stores a setting (the `storage` event fires in the other tabs). */
const settingsFromOtherTabs = fromCallback(({ sendBack }) => {
  const onStorage = (event: StorageEvent) => {
    if (settingsStoredElsewhere(gameStore, event.key)) sendBack({ type: 'player.settingsStored' });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

/**
 * One audio player outside React: its player machine, and the element its waveform is drawn in. The
 * element belongs to the handle rather than to a view, so that a player can start before the app has
 * rendered (in the first paint's placeholder, see `startFirstRound`) and move into the view unchanged.
 */
export interface PlayerHandle {
  actor: Actor<typeof playerMachine>;
  /**
   * Puts the waveform into `slot`, moving it from wherever it was. The first call starts the player:
   * wavesurfer measures its container once, so it starts in the page rather than detached.
   */
  attach(slot: HTMLElement): void;
  /** Loads `clip` unless it is the clip last asked for (a view mounting on a started player). */
  load(clip: Clip): void;
  /** Plays only the clip's first `end` seconds (the rest is dimmed); `null` plays all of it. */
  setWindow(end: number | null): void;
  /** Marks the handle in use until the returned function is called (see `sharedLifetime`). */
  retain(): () => void;
}

/**
 * `earlyClip`: a clip already requested for this player (the first paint's round: src/engine/deal/
 * earlyClip.ts), whose media element and peaks it plays and draws when it is asked for that clip.
 */
export function createPlayerHandle(earlyClip: EarlyClip | null = null): PlayerHandle {
  const waveform = document.createElement('div');
  waveform.style.width = '100%';
  // A sideways drag on a touch screen seeks (wavesurfer's dragToSeek) rather than being taken by
  // the browser as a pan, which would cancel it; an up-or-down drag still scrolls the page.
  waveform.style.touchAction = 'pan-y';
  const actor = createActor(
    playerMachine.provide({
      actors: {
        engine: wavesurferEngine(waveform, WAVEFORM_COLOURS, earlyClip),
        settingsSync: settingsFromOtherTabs,
      },
    }),
    { input: { settings: storedSettings(gameStore) }, inspect: inspection.inspect },
  );
  // What was asked for last: a view mounting on a started player asks for the same clip again, and
  // that must not reload it (nor retry a clip that failed: Retry is the player's to press).
  let requested: string | null = null;

  return {
    actor,
    attach(slot) {
      if (waveform.parentElement !== slot) slot.appendChild(waveform);
      // Does nothing once the player runs.
      actor.start();
    },
    load(clip) {
      if (requested === clip.url) return;
      requested = clip.url;
      actor.send({ type: 'player.load', clip });
    },
    setWindow(end) {
      actor.send({ type: 'player.window', end });
    },
    retain: sharedLifetime(() => {
      actor.stop();
      waveform.remove();
    }),
  };
}
