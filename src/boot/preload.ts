import type { LoadPlan } from './loadPlan';
import { openedRoute } from './openedRoute';

/** The build's load plan, written in by scripts/routePreload.ts. */
declare const __LOAD_PLAN__: LoadPlan;

/**
 * index.html's first script, bundled from this module at build time (scripts/routePreload.ts): it
 * decides the order of a first visit's downloads, by the route the address opens as the app's own
 * checks tell it (src/boot/openedRoute.ts).
 * - Where the first paint holds a player (a game mode, a daily puzzle, an infinite run), the first
 *   round's code and its mode's data download first, alone, and the round starts and draws its
 *   waveform; then the app (React, Mantine, the router) and the route's screen download.
 * - Elsewhere, the app and the route's screen download at once, in parallel (not a chain of round
 *   trips: the app, then the router asking for the screen); an address the app shows as the 404
 *   page downloads no screen.
 * A preload settles when its file has arrived or failed: a chunk that fails is asked for again by
 * the code that imports it, which reports the failure. The app follows once the first round's code
 * and the mode's data have been preloaded; in a browser without `modulepreload` (older Safari), whose
 * preloads would never settle, once the first round's code has been imported.
 */
const plan = __LOAD_PLAN__;
const opened = openedRoute(location, new Date());
const has = (table: Record<string, string[]>, key: string) =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : [];

function preload(urls: readonly string[]): Promise<unknown> {
  return Promise.all(
    urls.map(
      (url) =>
        new Promise((settle) => {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = url;
          link.onload = link.onerror = settle;
          document.head.appendChild(link);
        }),
    ),
  );
}

function startApp() {
  void preload(plan.app.concat(has(plan.routes, opened.route)));
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = plan.entry;
  document.head.appendChild(script);
}

// The first round of the route's play format: its code, none of the other formats'.
const firstRoundCode = has(plan.firstRound, opened.route);

if (opened.play === null || firstRoundCode.length === 0) {
  startApp();
} else {
  const preloaded = document.createElement('link').relList.supports('modulepreload')
    ? preload(firstRoundCode.concat(has(plan.modes, opened.play)))
    : null;
  const firstRound = import(firstRoundCode[0]);
  (preloaded ?? firstRound).then(startApp, startApp);
  firstRound.catch(() => {});
}
