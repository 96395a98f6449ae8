import { roleName } from '../content/roleName';
import clips from 'virtual:sound-pack/ability';
import { searchTexts } from '../content/aliases';
import { abilities, abilitiesOf, agents } from '../content/sections/catalogue';
import { SLOT_KEYS, type Ability } from '../content/types';
import { clipsOf } from '../content/clipTable';
import { isNew } from '../content/news/news';
import type { GalleryItem, DailyModeDescriptor } from './mode';
import { modeScreens } from '../shared/screens';
import { modeScreenTexts } from '../shared/screenTexts';
import { t } from '../shared/modeTexts';

// Which items the pack has, and their clips: by the same rule as the saving of a day's clips
// (src/modes/clips/), from the mode's own copy of the table.
const abilityClips = clipsOf(clips);

const abilityById = new Map(abilities.map((ability) => [ability.id, ability]));
const agentById = new Map(agents.map((agent) => [agent.id, agent]));

const abilityCard = (ability: Ability): GalleryItem => ({
  id: ability.id,
  name: ability.name,
  englishName: ability.englishName,
  image: ability.icon,
  key: SLOT_KEYS[ability.slot],
  searchTexts: searchTexts(ability),
  isNew: isNew(ability),
});

// On hard the agent is not shown, but a player who recognises whose sound it is can search for them.
const hardAbilityCard = (ability: Ability): GalleryItem => ({
  ...abilityCard(ability),
  searchTexts: [...searchTexts(ability), ...searchTexts(agentById.get(ability.agentId)!)],
});

export const abilityMode: DailyModeDescriptor = {
  id: 'ability',
  path: modeScreens.ability.path,
  // Read when shown, in the player's language.
  get title() {
    return modeScreenTexts('ability').title;
  },
  get heading() {
    return modeScreenTexts('ability').heading;
  },
  // Hard hides which agent an ability belongs to: the gallery is every ability on its own.
  gallery: (difficulty) =>
    difficulty === 'hard'
      ? abilities.map(hardAbilityCard)
      : agents.map((agent) => ({
          id: agent.id,
          name: agent.name,
          englishName: agent.englishName,
          image: agent.icon,
          searchTexts: searchTexts(agent),
          subText: roleName(agent.role.name),
          isNew: isNew(agent),
          // The catalogue's colours are RRGGBBAA; a faint wash keeps the text readable.
          colors: agent.backgroundGradientColors.map((colour) => `#${colour.slice(0, 6)}40`),
          choices: abilitiesOf(agent.id).map(abilityCard),
        })),
  minColumnWidth: (difficulty) => (difficulty === 'hard' ? 128 : 256),
  pool: abilities
    .filter((ability) => abilityClips.has(ability.id))
    .map((ability) => ({ id: ability.id, name: ability.name, group: ability.agentId })),
  edition: (id) => abilityById.get(id)?.edition ?? 1,
  groupOf: (id) => abilityById.get(id)?.agentId ?? id,
  get partialHint() {
    return t('partialRightAgent');
  },
  clip: abilityClips.clip,
  answerClips: () =>
    abilityMode.pool.map((ability) => ({ answerId: ability.id, name: ability.name })),
  reveal: (id) => {
    const ability = abilityById.get(id);
    const agent = ability && agentById.get(ability.agentId);
    return { name: ability?.name ?? id, image: ability?.icon ?? null, caption: agent?.name };
  },
};
