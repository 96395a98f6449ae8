import type { CodeSplittingGroup } from 'rolldown';

/**
 * What starts a game route's first round and draws its waveform (src/firstRound.ts): the state
 * machines, wavesurfer and the sessions, and nothing of React or Mantine, so that a phone can draw
 * the waveform before the app's larger code has arrived (scripts/routePreload.ts loads it first).
 */
const ENGINE = [
  /node_modules[\\/](xstate|wavesurfer\.js)[\\/]/,
  // A challenge's link format is loaded only when a challenge is made or opened.
  /[\\/]machines[\\/](?!challenge[\\/])/,
  /[\\/]src[\\/]player[\\/](playerHandle|wavesurferEngine|prefetchClip)\.ts$/,
  /[\\/]src[\\/]modes[\\/](clipTable|mode|loadMode)\.ts$/,
  /[\\/]src[\\/]game[\\/](roundSession|answerPool|freePlay)\.ts$/,
  /[\\/]src[\\/]daily[\\/](dailySession|dailyPuzzle)\.ts$/,
  /[\\/]src[\\/]infinite[\\/]infiniteSession\.ts$/,
  /[\\/]src[\\/]app[\\/]lifetime\.ts$/,
];

const GAME_ONLY = [
  // Libraries only the game screens use; the home page and the shell use none of them (the shell's
  // few Mantine modules are in the first group, which takes precedence). xstate and wavesurfer are
  // the engine's.
  /node_modules[\\/](@xstate|@mantine|@floating-ui|@tabler|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|use-sync-external-store|get-nonce|tslib)[\\/]/,
  /[\\/]src[\\/]player[\\/]/,
  /[\\/]src[\\/]game[\\/](?!Home|ItemImage|celebrate)\w+(\.module)?\.(tsx?|css)$/,
];

/**
 * What the home page shares with the game screens: small, and wanted by both. The daily rules and the
 * store are whole folders: the home page shows today's daily state, and the daily screens use them too.
 */
const SHARED = [
  /[\\/]src[\\/]modes[\\/](cards|screens)\./,
  // Small modules the app's shell imports too (the theme's colours, the inspector's switch, the
  // infinite route's choices) and Vite's helper for dynamic imports: here, not in `index`, so that
  // the first round's code never waits for the app's.
  /[\\/]src[\\/]app[\\/](palette|inspector)\.ts$/,
  /[\\/]machines[\\/](random|modes|infinite[\\/]run)\.ts$/,
  /vite[\\/]preload-helper/,
  /[\\/]machines[\\/]daily[\\/]/,
  // The store and its entries, not the React hook that follows it.
  /[\\/]src[\\/]storage[\\/](?!use)[^\\/]+\.ts$|[\\/]src[\\/]storage[\\/]move[\\/]/,
];

/**
 * The item images the home page's cards and the game's gallery both show: React components, so not in
 * `shared`, which the first round's code needs without React.
 */
const SHARED_UI = /[\\/]src[\\/]game[\\/]ItemImage[.]/;

/**
 * The embedded catalogue and the daily ledger: the game screens need them, and so does the daily
 * overview (yesterday's answers), which needs none of the game's code.
 */
const CATALOGUE = /[\\/]src[\\/]content[\\/]/;

/**
 * Fewer and larger chunks than automatic splitting makes: every request costs a round trip and, on
 * HTTP/1.1 hosts, a place in a six-connection queue, on the way to a game's first waveform.
 * - `index`: the app's entry and what it imports (React, the router, Mantine's shell).
 * - `shared`: the little, none of it React, that the home page, the app and the first round all
 *   need; above `index`, so that the first round never waits for the app's code.
 * - `sharedUi`: the item images of the home page's cards and the game's gallery.
 * - `catalogue`: the content, which the daily overview shares with the game screens.
 * - `engine`: the first round's code (state machines, wavesurfer, the sessions), loaded before the
 *   app on a route with a player.
 * - `game`: what the game screens share (Mantine's controls, the views).
 * A group of its own keeps what a page shares with the game out of `game`, which would otherwise
 * take it along and make that page download the game. Everything else keeps automatic splitting:
 * each mode's own data, the home page and the confetti, each loaded when needed. (The end-of-round
 * popup is in `game`: every round needs it, and a chunk that fails to download must not cost a
 * round.)
 */
export const chunkGroups: CodeSplittingGroup[] = [
  { name: 'index', tags: ['$initial'], priority: 2 },
  { name: 'shared', test: (id) => SHARED.some((pattern) => pattern.test(id)), priority: 3 },
  { name: 'sharedUi', test: SHARED_UI, priority: 1.3 },
  { name: 'catalogue', test: CATALOGUE, priority: 1.2 },
  { name: 'engine', test: (id) => ENGINE.some((pattern) => pattern.test(id)), priority: 1.1 },
  { name: 'game', test: (id) => GAME_ONLY.some((pattern) => pattern.test(id)), priority: 1 },
];
