import type { CodeSplittingGroup } from 'rolldown';

const GAME_ONLY = [
  // Libraries only the game screens use; the home page and the shell use none of them (the shell's
  // few Mantine modules are in the first group, which takes precedence).
  /node_modules[\\/](xstate|@xstate|wavesurfer\.js|@mantine|@floating-ui|@tabler|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|use-sync-external-store|get-nonce|tslib)[\\/]/,
  /[\\/]machines[\\/]/,
  /[\\/]src[\\/]player[\\/]/,
  /[\\/]src[\\/]modes[\\/](clipTable|mode)\.ts$/,
  /[\\/]src[\\/]game[\\/](?!Home|ItemImage|EndPopup|celebrate)\w+(\.module)?\.(tsx?|css)$/,
];

/**
 * What the home page shares with the game screens: small, and wanted by both. The daily rules and the
 * store are whole folders: the home page shows today's daily state, and the daily screens use them too.
 */
const SHARED = [
  /[\\/]src[\\/](game[\\/]ItemImage|modes[\\/](cards|screens))\./,
  /[\\/]machines[\\/]daily[\\/]/,
  /[\\/]src[\\/]storage[\\/]/,
];

/**
 * The embedded catalogue and the daily ledger: the game screens need them, and so does the daily
 * overview (yesterday's answers), which needs none of the game's code.
 */
const CATALOGUE = /[\\/]src[\\/]content[\\/]/;

/**
 * Fewer and larger chunks than automatic splitting makes: every request costs a round trip and, on
 * HTTP/1.1 hosts, a place in a six-connection queue, on the way to a game's first waveform.
 * - `index`: all a first visit needs before rendering (the entry and what it imports).
 * - `game`: what the three game screens share (state machines, wavesurfer, Mantine's controls).
 * - `shared`: the little the home page shares with them; its own group, or the game group would take
 *   it along as a dependency of the game screens and make the home page download the game.
 * - `catalogue`: the content, which the daily overview shares with the game screens.
 * Everything else keeps automatic splitting: each mode's own data, the home page, the end-of-round
 * popup and the confetti, each loaded when needed.
 */
export const chunkGroups: CodeSplittingGroup[] = [
  { name: 'index', tags: ['$initial'], priority: 2 },
  { name: 'shared', test: (id) => SHARED.some((pattern) => pattern.test(id)), priority: 1.5 },
  { name: 'catalogue', test: CATALOGUE, priority: 1.2 },
  { name: 'game', test: (id) => GAME_ONLY.some((pattern) => pattern.test(id)), priority: 1 },
];
