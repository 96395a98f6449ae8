import type { PlayFormat } from './engine/handoff';
import { firstClipSettled } from './boot/bootPlay';
import { FIRST_CLIP_READY } from './boot/loadPlan';
import { dealFirstRound } from './engine/deal/firstDeal';
import { dropClip } from './engine/deal/earlyClip';

/**
 * Importing this module starts the opened page's first round, before the app: on a game route, a
 * daily puzzle or an infinite run, the session its player box names (`data-format`, `data-play`:
 * src/boot/openedShell.ts) starts and draws its waveform there, and is handed over to the screen
 * that takes it over when it renders (src/engine/handoff.ts).
 * index.html imports it ahead of the app's own code (scripts/routePreload.ts), so that a phone
 * draws the waveform without waiting for React and Mantine; the app (main.tsx) imports it too, and
 * waits for it before its first render. Nothing here may import React or Mantine (the `boot` and
 * `engine` chunk groups keep them apart).
 */
type Starter = (slot: HTMLElement, key: string) => Promise<void>;

/**
 * How each play format starts its session in the first paint's player box, and hands it over: each
 * format's code loads only on its own pages (a free-play round downloads nothing of the daily puzzle
 * or the infinite run). The page's first script has it on the way already (scripts/routePreload.ts).
 * Free play deals its first answer and requests its clip while the engine is still on its way.
 */
const starters: Record<PlayFormat, Starter> = {
  free: async (slot, key) => {
    const engine = import('./engine/roundSession');
    // Awaited once a round is dealt: without one, its failure is nobody's.
    engine.catch(() => {});
    const dealt = await dealFirstRound(key);
    if (!dealt) return;
    try {
      (await engine).startFirstRound(slot, dealt);
    } catch (error) {
      // The screen deals a round of its own: this one's clip stops downloading.
      if (dealt.earlyClip) dropClip(dealt.earlyClip);
      throw error;
    }
  },
  daily: (slot, key) =>
    import('./engine/daily/dailySession').then((module) => module.startFirstPuzzle(slot, key)),
  infinite: (slot, key) =>
    import('./engine/infinite/infiniteSession').then((module) => module.startFirstRun(slot, key)),
};

async function start(): Promise<void> {
  // Loaded from the page's head, this may run before the page's first paint has been written.
  if (document.readyState === 'loading') {
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    );
  }
  const slot = document.getElementById('boot-waveform');
  const { format, play } = slot?.dataset ?? {};
  if (!slot || !format || !play || !Object.prototype.hasOwnProperty.call(starters, format)) return;
  // A round that could not start early (its code or its clip failed to arrive) is started by its
  // screen instead.
  await starters[format as PlayFormat](slot, play).catch(() => {});
}

/** Settles once the first round has started (at once on a page without a player); never rejects. */
export const firstRoundStarted: Promise<void> = start();

// Once the first round's clip can play, failed or has had its head start (src/boot/bootPlay.ts), or
// the first round did not start, index.html's loader downloads the app's code: on a slow line, the
// clip the player came to hear does not share it with code the first paint's Play button does not
// need. Told by an event: the loader is not part of the bundle that imports this module.
void firstRoundStarted
  .then(firstClipSettled)
  .then(() => document.dispatchEvent(new Event(FIRST_CLIP_READY)));
