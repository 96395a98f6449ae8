import { FIRST_CLIP_READY, type LoadPlan } from './loadPlan';
import { openedRoute } from './openedRoute';

/** The build's load plan, written in by scripts/routePreload.ts. */
declare const __LOAD_PLAN__: LoadPlan;

/**
 * index.html's first script, bundled from this module at build time (scripts/routePreload.ts): it
 * decides the order of a first visit's downloads, by the route the address opens as the app's own
 * checks tell it (src/boot/openedRoute.ts).
 * - Where the first paint holds a player (a game mode, a daily puzzle, an infinite run), the first
 *   round's code, its mode's data and its play format's session download first, alone, and the
 *   round starts, draws its waveform and asks for its clip (free play asks for it as soon as the
 *   data is in, before the session's code); once the clip can play (or failed, or had a head start: src/boot/
 *   bootPlay.ts) the app (React, Mantine, the router) and the route's screen download. The first
 *   paint's Play button plays the clip meanwhile.
 * - Elsewhere, the app and the route's screen download at once, in parallel (not a chain of round
 *   trips: the app, then the router asking for the screen); an address the app shows as the 404
 *   page downloads no screen.
 * A preload settles when its file has arrived or failed: a chunk that fails is asked for again by
 * the code that imports it, which reports the failure; if the first round's code fails, the app
 * follows at once.
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

/** Runs the module at `url`, as `import(url)` would (which the page's modules then share). */
function runModule(url: string, onerror?: () => void) {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = url;
  if (onerror) script.onerror = onerror;
  document.head.appendChild(script);
}

// The first round of the route's play format: its code, none of the other formats'.
const firstRoundCode = has(plan.firstRound, opened.route);

function startApp() {
  void preload(plan.app.concat(has(plan.routes, opened.route)));
  runModule(plan.entry);
}

if (opened.play === null || firstRoundCode.length === 0) {
  startApp();
} else {
  if (document.createElement('link').relList.supports('modulepreload')) {
    // The session's code last: on a connection of six requests at a time, free play's mode data
    // (its first answer, and so its clip's request) does not queue behind the engine's.
    void preload(
      firstRoundCode.concat(has(plan.modes, opened.play), has(plan.sessions, opened.route)),
    );
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    startApp();
  };
  document.addEventListener(FIRST_CLIP_READY, startOnce, { once: true });
  runModule(firstRoundCode[0], startOnce);
}
