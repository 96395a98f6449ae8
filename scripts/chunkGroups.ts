import { fileURLToPath } from 'node:url';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

type GroupName =
  | 'shared'
  | 'sharedUi'
  | 'boot'
  | 'engine'
  | 'puzzles'
  | 'puzzleViews'
  | 'runs'
  | 'community'
  | 'game';

/**
 * Which chunk group each folder's modules join; a module joins the group of the deepest folder that
 * holds it, and `automatic` leaves it to automatic splitting (a chunk of its own, loaded when needed).
 * Folders, not file names: a module moved to another folder changes group with it, and one added to a
 * folder joins that folder's group, so the folder a module is in says what loads it.
 */
const FOLDER_GROUPS: Record<string, GroupName | 'automatic'> = {
  // The sessions' code (src/engine/): the state machines, wavesurfer and free play's session, and
  // nothing of React or Mantine, so that a phone can draw the waveform before the app's larger code
  // has arrived (scripts/routePreload.ts loads it first, and fails the build if it reaches React).
  'node_modules/xstate/': 'engine',
  'node_modules/wavesurfer.js/': 'engine',
  'src/engine/': 'engine',
  'machines/round/': 'engine',
  'machines/formats/': 'engine',
  'machines/player/': 'engine',
  // What the first round needs before the engine, which the engine uses too: free play deals its
  // answer and requests its clip (src/engine/deal/firstDeal.ts) while the engine is on its way. The
  // first round's own module (src/boot/firstRound.ts, with its Play button) is a chunk of its own.
  // The fetching ahead of clips (prefetchClip.ts) is here too: the daily hub saves today's clips
  // with it, and must not download the engine for that.
  'src/engine/deal/': 'boot',
  'src/boot/': 'automatic',
  // The daily puzzle's and the infinite run's sessions, loaded only on their own pages (a free-play
  // round never downloads them): the first round imports the opened page's format alone.
  'src/engine/daily/': 'automatic',
  'src/engine/infinite/': 'automatic',
  'machines/formats/daily/': 'automatic',
  'machines/formats/infinite/': 'automatic',
  // Everyone's numbers (docs/community-api.md), never with a page's first code: `community`, the
  // small views a daily page or the home page's strip shows after its first render (a count, a
  // share) with the API's client, in one chunk; a puzzle's end brings the rest (its view, the
  // standing, the sending of a waiting result) in chunks of their own.
  'src/daily/community/': 'community',
  'src/engine/community/': 'community',
  'machines/community/': 'automatic',
  'src/engine/outbox/': 'automatic',
  'src/storage/community/': 'automatic',

  // The daily puzzles' rules and what the store keeps of them (`puzzles`), and the infinite runs'
  // (`runs`), none of it React: their pages, the home page's strip of today's puzzles and Your
  // stats load them, a free-play page none of it. What the app's routes check of them (which modes
  // have a daily puzzle, what a run can play: machines/dailyModes.ts, machines/infiniteChoices.ts)
  // is in `shared`.
  'machines/daily/': 'puzzles',
  'src/storage/daily/': 'puzzles',
  // What the home page's strip of today's puzzles and the daily pages share of React (the clock
  // they tick by, the link to a puzzle): one chunk rather than a request each.
  'src/daily/shared/': 'puzzleViews',
  // The daily words (a puzzle's title, the modes' labels, the offline notices) and the strip's
  // texts, none of it React: with the puzzles' rules, which the home page and every daily page
  // load, so that a daily puzzle does not download the strip's views for them.
  'src/daily/words/': 'puzzles',
  'machines/infinite/': 'runs',
  'src/storage/infinite/': 'runs',

  // What the home page, the app's shell and the first round share, none of it React: the pure game
  // rules (the statecharts above excepted), the store, the modes' words and the palette. Above
  // `index`, so that the first round never waits for the app's code.
  'machines/': 'shared',
  'src/storage/': 'shared',
  // The game's language (src/i18n/): which locale a page is in, the names in it, and the few
  // plural and select helpers the compiled messages call (@messageformat/runtime; the plurals'
  // rules are the browser's). Each part's English texts go with the part's own code; another
  // locale's are a chunk of their own, and so are the languages' own names, which only the language
  // menu's list and Move your stats show.
  'src/i18n/': 'shared',
  'src/i18n/menu/': 'automatic',
  'node_modules/@messageformat/': 'shared',
  'src/shared/': 'shared',
  // A challenge's link format, and what makes and opens a challenge, are loaded only when a
  // challenge is made or opened, and Move your stats' code format only on its page.
  'machines/challenge/': 'automatic',
  'src/engine/challenge/': 'automatic',
  'src/storage/move/': 'automatic',
  // Live rooms (src/room/): their connection, clock and protocol, and the seats kept, load with the
  // room's pages only, never with free play, a daily puzzle or the home page.
  'machines/room/': 'automatic',
  'src/storage/rooms/': 'automatic',

  // The item images of the home page's cards and the game's gallery: React, so not in `shared`.
  'src/sharedUi/': 'sharedUi',

  // The embedded catalogue's code (the clip tables' lookups, the peaks' decoding): with the first
  // round's, which needs it before anything else, and so does the daily overview (saving today's
  // clips, yesterday's answers), which needs none of the game's code. A chunk of its own cost every
  // game route a request of its own.
  'src/content/': 'boot',
  // The daily ledger, which only the daily puzzles, their overview and Listen's missed clips read
  // (not the home page, which loads `puzzles`).
  'src/content/daily/': 'automatic',
  // Except the catalogue's sections, each in the chunk of the modes that show it (a virtual module
  // per section, scripts/catalogueSections.ts, belongs to no folder and goes along too).
  'src/content/sections/': 'automatic',
  // And what a content update brought, which the home page says and the galleries mark: a few
  // dozen bytes, in `shared`, which both load already (`boot` would cost the home
  // page a request and the code of the clips' tables).
  'src/content/news/': 'shared',

  // What the game screens share: their views and the libraries only they use (the shell's few Mantine
  // modules are in `index`, which takes precedence). The end-of-round popup is here: every round
  // needs it, and a chunk that fails to download must not cost a round.
  'src/game/': 'game',
  'src/play/': 'game',
  'src/player/': 'game',
  'node_modules/@xstate/': 'game',
  'node_modules/@mantine/': 'game',
  'node_modules/@floating-ui/': 'game',
  'node_modules/@tabler/': 'game',
  'node_modules/react-remove-scroll/': 'game',
  'node_modules/react-remove-scroll-bar/': 'game',
  'node_modules/react-style-singleton/': 'game',
  'node_modules/use-sidecar/': 'game',
  'node_modules/use-callback-ref/': 'game',
  'node_modules/use-sync-external-store/': 'game',
  'node_modules/get-nonce/': 'game',
  'node_modules/tslib/': 'game',
};

/**
 * Virtual modules, which no folder holds: Vite's helper for dynamic imports, which all pages use, and
 * what content updates brought (with src/content/news/).
 */
const VIRTUAL_GROUPS: Record<string, GroupName> = {
  'vite/preload-helper': 'shared',
  'virtual:catalogue/news': 'shared',
  'virtual:messages/loaders': 'shared',
  // The English texts of the parts whose code is in `shared` (the modes' names, the screens' words).
  'virtual:messages/en-US/modes': 'shared',
  'virtual:messages/en-US/home': 'shared',
  'virtual:messages/en-US/dailyStrip': 'puzzles',
};

const FOLDERS = Object.keys(FOLDER_GROUPS).sort((a, b) => b.length - a.length);

/**
 * The group of a module id (an absolute path, or a virtual id that no folder holds). A package's
 * files are placed by the package alone, never by folders inside it.
 */
export function folderGroupOf(id: string): GroupName | 'automatic' {
  const path = id.replaceAll('\\', '/');
  const virtual = Object.keys(VIRTUAL_GROUPS).find((name) =>
    path.replace(/^\0/, '').startsWith(name),
  );
  if (virtual !== undefined) return VIRTUAL_GROUPS[virtual];
  const inPackage = path.lastIndexOf('/node_modules/');
  const place = inPackage >= 0 ? path.slice(inPackage + 1) : path;
  const folder = FOLDERS.find((candidate) =>
    inPackage >= 0
      ? candidate.startsWith('node_modules/') && place.startsWith(candidate)
      : !candidate.startsWith('node_modules/') && place.includes(`/${candidate}`),
  );
  return folder === undefined ? 'automatic' : FOLDER_GROUPS[folder];
}

const inGroup = (name: GroupName) => (id: string) => folderGroupOf(id) === name;

/** The free-play screen: what its first render needs of `game` is one chunk (see `chunkGroups`). */
const PLAY_SCREEN = 'src/game/GameScreen.tsx';
/**
 * The free-play route's component, which the router's code splitting makes a module of its own
 * (`src/routes/$mode.tsx?tsr-split=component`): it renders the play screen and nothing else, so it
 * goes with it rather than costing every free-play visit a request of its own.
 */
const isPlayRoute = (id: string) =>
  id.replaceAll('\\', '/').includes('/src/routes/$mode.tsx?tsr-split=component');
const PROJECT = fileURLToPath(new URL('..', import.meta.url)).replaceAll('\\', '/');

/** What modules import, and what those import, statically (a dynamic import loads later). */
function staticClosure(
  ctx: ChunkingContext,
  from: string[],
  stop: ReadonlySet<string>,
): Set<string> {
  const found = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (found.has(id) || stop.has(id)) continue;
    found.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** Per build (the entry's module info is one object per chunking pass): the play screen's modules. */
const playClosures = new WeakMap<object, Set<string>>();

/**
 * `play` for a module of `game` that the free-play screen imports, directly or through others, beyond
 * what the app's entry (`index`) has already loaded; null for the rest of `game`.
 */
export function playChunkOf(id: string, ctx: ChunkingContext, project = PROJECT): string | null {
  if (isPlayRoute(id)) return 'play';
  if (!inGroup('game')(id)) return null;
  const entry = ctx.getModuleInfo(`${project}index.html`);
  const screen = `${project}${PLAY_SCREEN}`;
  if (!entry || !ctx.getModuleInfo(screen)) return null;
  let closure = playClosures.get(entry);
  if (!closure) {
    closure = staticClosure(ctx, [screen], staticClosure(ctx, [entry.id], new Set()));
    playClosures.set(entry, closure);
  }
  return closure.has(id) ? 'play' : null;
}

/**
 * Fewer and larger chunks than automatic splitting makes: every request costs a round trip and, on
 * HTTP/1.1 hosts, a place in a six-connection queue, on the way to a game's first waveform.
 * - `index`: the app's entry and what it imports (React, the router, Mantine's shell).
 * - `shared`, `sharedUi`, `boot` (with the catalogue's code), `engine`, `puzzles` (the daily puzzles'), `puzzleViews`
 *   (what the daily pages and the home page's strip share of React), `runs` (the
 *   infinite runs'), `community` (everyone's numbers' first views), `game`: by folder, above. A group of its own keeps what a page shares with the
 *   game out of `game`, which would otherwise take it along and make that page download the game.
 * - `play`: what the free-play screen's first render needs of `game`, and its route's component, in one chunk. Left to
 *   `entriesAware`, it was fourteen chunks, one per set of pages and dialogs sharing a module, and a
 *   first visit of `/voice` paid each its request's headers and its own imports and exports
 *   (docs/benchmark.md's log). Daily puzzles and infinite runs load it too.
 * - the rest of `game` is split by the pages that use each of its modules (`entriesAware`): a first
 *   visit of a game route downloads none of what only a later page or dialog needs (the daily guess
 *   box's listbox, the stats table, the settings' switches), though they share folders and packages.
 * Everything else keeps automatic splitting: each mode's data (src/modes/), the home page
 * (src/home/), the confetti (src/confetti/), each loaded when needed.
 */
export const chunkGroups: CodeSplittingGroup[] = [
  { name: 'index', tags: ['$initial'], priority: 2 },
  { name: 'shared', test: inGroup('shared'), priority: 3 },
  { name: 'sharedUi', test: inGroup('sharedUi'), priority: 1.3 },
  { name: 'boot', test: inGroup('boot'), priority: 1.15 },
  { name: 'engine', test: inGroup('engine'), priority: 1.1 },
  { name: 'puzzles', test: inGroup('puzzles'), priority: 1.05 },
  { name: 'puzzleViews', test: inGroup('puzzleViews'), priority: 1.045 },
  { name: 'runs', test: inGroup('runs'), priority: 1.04 },
  { name: 'community', test: inGroup('community'), priority: 1.03 },
  {
    name: playChunkOf,
    debugName: 'play',
    test: (id) => inGroup('game')(id) || isPlayRoute(id),
    priority: 1.01,
  },
  { name: 'game', test: inGroup('game'), priority: 1, entriesAware: true },
];
