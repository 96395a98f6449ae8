import type { Mode } from './mode';

/** The home page's mode cards. */
export interface ModeCard {
  path: Mode['path'];
  title: string;
  description: string;
  image: string;
  fit: 'cover' | 'contain';
}

// The pictures are written out rather than looked up in the catalogue so that `/` does not download
// the catalogue (a tenth of its JavaScript); cards.test.ts checks that they are the catalogue's.
export const modeCards: readonly ModeCard[] = [
  {
    path: '/map',
    title: 'Map Theme',
    description: 'Guess the map by listening to its theme.',
    // Ascent's splash
    image: 'https://media.valorant-api.com/maps/7eaecc1b-4337-bbf6-6ab9-04b8f06b3319/splash.png',
    fit: 'cover',
  },
  {
    path: '/ability',
    title: 'Ability',
    description: 'Find the agent and ability based on the sound.',
    // Jett's Blade Storm
    image:
      'https://media.valorant-api.com/agents/add6443a-41bd-e414-f6ad-e58d267f4e95/abilities/ultimate/displayicon.png',
    fit: 'contain',
  },
  {
    path: '/ace',
    title: 'Ace',
    description: 'Identify the skin bundle from the ace sound.',
    // Champions 2021
    image:
      'https://media.valorant-api.com/bundles/bf987f36-4a33-45e4-3c49-1ab9a2502607/displayicon.png',
    fit: 'contain',
  },
];
