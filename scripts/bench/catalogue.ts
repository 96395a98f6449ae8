import { readFileSync } from 'node:fs';
import path from 'node:path';

export type ModePath = '/map' | '/ability' | '/ace';
/** A daily puzzle's screen: today's puzzle of a mode, first load only (no rounds are played). */
export type DailyPuzzlePath = '/daily/ability';
export type PlayerPath = ModePath | DailyPuzzlePath;
export type RoutePath = '/' | PlayerPath | '/daily';

export const MODES: readonly ModePath[] = ['/map', '/ability', '/ace'];
/** Routes whose first load draws a clip's waveform, and is timed to it. */
export const PLAYER_ROUTES: readonly PlayerPath[] = [...MODES, '/daily/ability'];
/** Every route measured for JS and Lighthouse; only the modes play rounds. */
export const ROUTES: readonly RoutePath[] = ['/', ...PLAYER_ROUTES, '/daily'];

export const isPlayerPath = (route: RoutePath): route is PlayerPath =>
  (PLAYER_ROUTES as readonly string[]).includes(route);

interface Catalogue {
  maps: { name: string }[];
  bundles: { name: string }[];
  agents: { abilities: { name: string }[] }[];
}

/** The names the gallery's buttons carry in each mode, i.e. what can be guessed. */
export function guessNames(repoRoot: string): Record<ModePath, ReadonlySet<string>> {
  const file = path.join(repoRoot, 'src', 'content', 'catalogue.json');
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  return {
    '/map': new Set(catalogue.maps.map((map) => map.name)),
    '/ace': new Set(catalogue.bundles.map((bundle) => bundle.name)),
    '/ability': new Set(
      catalogue.agents.flatMap((agent) => agent.abilities.map((ability) => ability.name)),
    ),
  };
}
