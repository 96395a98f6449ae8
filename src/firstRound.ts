import { startFirstPuzzle } from './engine/dailySession';
import { startFirstRound } from './engine/roundSession';
import { startFirstRun } from './engine/infiniteSession';

/**
 * Importing this module starts the opened page's first round, before the app: on a game route, a
 * daily puzzle or an infinite run, the round is dealt and its waveform drawn in the first paint's
 * placeholder (scripts/bootShell.ts), and the screen takes the round over when it renders.
 * index.html imports it ahead of the app's own code (scripts/routePreload.ts), so that a phone
 * draws the waveform without waiting for React and Mantine; the app (main.tsx) imports it too, and
 * waits for it before its first render. Nothing here may import React or Mantine (the `engine`
 * chunk group keeps them apart).
 */
async function start(): Promise<void> {
  // Loaded from the page's head, this may run before the page's first paint has been written.
  if (document.readyState === 'loading') {
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    );
  }
  const slot = document.getElementById('boot-waveform');
  if (!slot) return;
  // A round that could not start early is started by its screen instead.
  const started = slot.dataset.infinite
    ? startFirstRun()
    : slot.dataset.daily
      ? startFirstPuzzle()
      : startFirstRound();
  await started.catch(() => {});
}

/** Settles once the first round has started (at once on a page without a player); never rejects. */
export const firstRoundStarted: Promise<void> = start();
