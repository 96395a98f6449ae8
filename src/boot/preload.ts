import type { PlayFormat } from '../shared/playFormats';
import { openedRoute } from './openedRoute';

/** What a first visit loads, and in which order: scripts/routePreload.ts writes it in at build time. */
export interface LoadPlan {
  /** The app's entry script. */
  entry: string;
  /** Every chunk the entry imports. */
  app: string[];
  /** For each route path (`/daily/$mode`), the chunks its lazily loaded screen needs that the app does not load. */
  routes: Record<string, string[]>;
  /** The first round's module (src/boot/firstRound.ts), then every chunk it imports. */
  firstRound: string[];
  /**
   * For each play format, the chunks its session needs beyond those: free play's holds nothing of
   * the daily puzzle or the infinite run.
   */
  sessions: Record<PlayFormat, string[]>;
  /** For each mode, the chunks of its data that every format's first round does not load already. */
  modes: Record<string, string[]>;
}

declare const __LOAD_PLAN__: LoadPlan;

/**
 * index.html's first script, bundled from this module with the build's load plan written in
 * (scripts/routePreload.ts): it decides the order of a first visit's downloads, by what the address
 * opens (src/boot/openedRoute.ts).
 * - Where the first paint holds a player (a game mode, a daily puzzle, an infinite run), the first
 *   round's code, its mode's data and its play format's session download first, alone, and the
 *   first round (src/boot/firstRound.ts) runs; once its clip can play (or failed, or had a head
 *   start) the app (React, Mantine, the router) and the route's screen download.
 * - Elsewhere, the app and the route's screen download at once, in parallel (not a chain of round
 *   trips: the app, then the router asking for the screen); an address the app shows as the 404
 *   page downloads no screen.
 * A preload settles when its file has arrived or failed: a chunk that fails is asked for again by
 * the code that imports it, which reports the failure; if the first round's code fails, the app
 * follows at once.
 */
const plan = __LOAD_PLAN__;
const { route, play } = openedRoute(location, new Date());
const has = (table: Record<string, string[]>, key: string) =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : [];

function preload(urls: readonly string[]) {
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.appendChild(link);
  }
}

function startApp() {
  preload(plan.app.concat(has(plan.routes, route)));
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = plan.entry;
  document.head.appendChild(script);
}

if (play === null) {
  startApp();
} else {
  if (document.createElement('link').relList.supports('modulepreload')) {
    // The session's code last: on a connection of six requests at a time, free play's mode data
    // (its first answer, and so its clip's request) does not queue behind the engine's.
    const data = play.format === 'infinite' ? play.choice : play.mode;
    preload(plan.firstRound.concat(has(plan.modes, data), plan.sessions[play.format]));
  }
  import(plan.firstRound[0])
    .then((module: typeof import('./firstRound')) => module.firstRound)
    .catch(() => {})
    .then(startApp);
}
