import { agents, bundles, mapImage, maps } from '../content/catalogue';
import type { Mode } from './mode';

/** The home page's mode cards. Kept apart from the modes so that `/` loads no clip tables. */
export interface ModeCard {
  path: Mode['path'];
  title: string;
  description: string;
  image: string;
  fit: 'cover' | 'contain';
}

const jett = agents.find((agent) => agent.name === 'Jett') ?? agents[0];
const champions = bundles.find((bundle) => bundle.name.startsWith('Champions')) ?? bundles[0];

export const modeCards: readonly ModeCard[] = [
  {
    path: '/map',
    title: 'Map Theme',
    description: 'Guess the map by listening to its theme.',
    image: mapImage(maps[0]),
    fit: 'cover',
  },
  {
    path: '/ability',
    title: 'Ability',
    description: 'Find the agent and ability based on the sound.',
    image: jett.abilities[3].icon,
    fit: 'contain',
  },
  {
    path: '/ace',
    title: 'Ace',
    description: 'Identify the skin bundle from the ace sound.',
    image: champions.image,
    fit: 'contain',
  },
];
