import clips from 'virtual:sound-pack/ability';
import { abilities, agents } from '../content/catalogue';
import type { Ability } from '../content/types';
import { clipTable } from './clipTable';
import type { GalleryItem, Mode } from './mode';
import { modeScreens } from './screens';

const abilityById = new Map(abilities.map((ability) => [ability.id, ability]));
const agentById = new Map(agents.map((agent) => [agent.id, agent]));

const abilityCard = (ability: Ability): GalleryItem => ({
  id: ability.id,
  name: ability.name,
  image: ability.icon,
});

export const abilityMode: Mode = {
  id: 'ability',
  path: modeScreens.ability.path,
  heading: modeScreens.ability.heading,
  // Hard hides which agent an ability belongs to: the gallery is every ability on its own.
  gallery: (difficulty) =>
    difficulty === 'hard'
      ? abilities.map(abilityCard)
      : agents.map((agent) => ({
          id: agent.id,
          name: agent.name,
          image: agent.icon,
          subText: agent.role.name,
          // The catalogue's colours are RRGGBBAA; a faint wash keeps the text readable.
          colors: agent.backgroundGradientColors.map((colour) => `#${colour.slice(0, 6)}40`),
          choices: agent.abilities.map(abilityCard),
        })),
  minColumnWidth: (difficulty) => (difficulty === 'hard' ? 128 : 256),
  pool: abilities
    .filter((ability) => ability.id in clips)
    .map((ability) => ({ id: ability.id, name: ability.name, group: ability.agentId })),
  groupOf: (id) => abilityById.get(id)?.agentId ?? id,
  partialHint: 'right agent',
  clip: clipTable(clips),
  reveal: (id) => {
    const ability = abilityById.get(id);
    const agent = ability && agentById.get(ability.agentId);
    return { name: ability?.name ?? id, image: ability?.icon ?? null, caption: agent?.name };
  },
};
