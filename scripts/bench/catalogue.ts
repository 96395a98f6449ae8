import { readFileSync } from 'node:fs';
import path from 'node:path';

export type ModePath = '/map' | '/ability' | '/ace';
export type RoutePath = '/' | ModePath | '/daily';

export const MODES: readonly ModePath[] = ['/map', '/ability', '/ace'];
/** Every route measured for JS and Lighthouse; only the modes draw a waveform and play rounds. */
export const ROUTES: readonly RoutePath[] = ['/', ...MODES, '/daily'];

export const isModePath = (route: RoutePath): route is ModePath =>
  (MODES as readonly string[]).includes(route);

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
