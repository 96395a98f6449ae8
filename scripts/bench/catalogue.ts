import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MODE_IDS, type ModeId } from '../../machines/modes.ts';

/** A mode's free play, for every mode of the game's list (machines/modes.ts). */
export type ModePath = `/${ModeId}`;
/** A daily puzzle's screen: today's puzzle of a mode, first load only (no rounds are played). */
export type DailyPuzzlePath = '/daily/ability';
/**
 * The other screens: an infinite run (which opens on its player), Listen (a gallery), the
 * challenge page (opened without a link: its code and its message, no game), the live rooms'
 * page that makes a room (a room's own page needs the API's socket, which the bench's host has not)
 * and a room's big screen (its code, waiting for that socket).
 */
export type ExtraPath =
  '/infinite?choice=ability' | '/listen' | '/challenge' | '/room' | '/room/ABCD/screen';
export type PlayerPath = ModePath | DailyPuzzlePath | '/infinite?choice=ability';
export type RoutePath = '/' | ModePath | DailyPuzzlePath | '/daily' | ExtraPath;

export const MODES: readonly ModePath[] = MODE_IDS.map((id) => `/${id}` as const);
export const EXTRAS: readonly ExtraPath[] = [
  '/infinite?choice=ability',
  '/listen',
  '/challenge',
  '/room',
  '/room/ABCD/screen',
];
/** The routes whose first load draws a waveform: their time to it is measured and budgeted. */
export const PLAYER_ROUTES: readonly PlayerPath[] = [
  ...MODES,
  '/daily/ability',
  '/infinite?choice=ability',
];
/** Every route measured for JS, layout shift and Lighthouse. */
export const ROUTES: readonly RoutePath[] = ['/', ...MODES, '/daily/ability', '/daily', ...EXTRAS];

/**
 * A first visit in another of the game's locales (docs/languages.md): the browser's language is the
 * locale's, so the page downloads its texts and names too. Arabic is the largest locale's chunk, and
 * Japanese one of the largest communities.
 */
export const LOCALE_VISITS = [
  { route: '/ability', locale: 'ja-JP' },
  { route: '/daily/ability', locale: 'ja-JP' },
  { route: '/ability', locale: 'ar-AE' },
  { route: '/daily/ability', locale: 'ar-AE' },
] as const satisfies readonly { route: RoutePath; locale: string }[];
export type LocaleVisit = (typeof LOCALE_VISITS)[number];
export const localeVisitKey = (visit: LocaleVisit) => `${visit.route} ${visit.locale}`;

export const isPlayerPath = (route: RoutePath): route is PlayerPath =>
  (PLAYER_ROUTES as readonly string[]).includes(route);

interface Catalogue {
  maps: { name: string }[];
  bundles: { name: string }[];
  agents: { name: string; abilities: { name: string }[] }[];
  footsteps: { name: string }[];
}

/**
 * The names the gallery's buttons carry in each mode, i.e. what can be guessed. A mode added to the
 * list fails the type check here until its names are given.
 */
export function guessNames(repoRoot: string): Record<ModePath, ReadonlySet<string>> {
  const file = path.join(repoRoot, 'src', 'content', 'catalogue.json');
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  return {
    '/map': new Set(catalogue.maps.map((map) => map.name)),
    '/ace': new Set(catalogue.bundles.map((bundle) => bundle.name)),
    '/ability': new Set(
      catalogue.agents.flatMap((agent) => agent.abilities.map((ability) => ability.name)),
    ),
    '/voice': new Set(catalogue.agents.map((agent) => agent.name)),
    '/footsteps': new Set(catalogue.footsteps.map((category) => category.name)),
  };
}
