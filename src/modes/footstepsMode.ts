import clips from 'virtual:sound-pack/footsteps';
import { searchTexts } from '../content/aliases';
import { agents, footsteps } from '../content/sections/catalogue';
import { clipTable } from '../content/clipTable';
import { isNew } from '../content/news/news';
import type { GalleryItem, Mode } from './mode';
import { modeScreens } from '../shared/screens';
import { modeScreenTexts } from '../shared/screenTexts';
import { t } from './footstepsTexts';

const screen = modeScreens.footsteps;
/** A category has no picture of its own on the media service: the product draws one. */
const FOOTSTEPS_IMAGE = '/footsteps.svg';
const agentById = new Map(agents.map((agent) => [agent.id, agent]));
const byId = new Map(footsteps.map((category) => [category.id, category]));

// The categories' names are the game's own, which Riot does not translate: Earshot's words for them.
const NAME_KEYS: Partial<Record<string, Parameters<typeof t>[0]>> = {
  '46e71de3-d2ed-458f-9e8e-9744de2b9143': 'footstepsHardSoleBoot',
  '04bfcb16-6a60-4872-80ae-f64fe53c9b29': 'footstepsSoftSoleBoot',
  '880dd589-31e4-4cc7-bb17-e41153fed704': 'footstepsCombatBootFemale',
  'eefe93a9-d5f5-4d33-aa6a-b50b817ac25c': 'footstepsCombatBootMale',
  '914c892b-51da-4e71-b4b5-3f37fc45e95c': 'footstepsDressShoe',
  '4f1f1565-3251-4c1e-9ef0-4e51fff382df': 'footstepsHeavyBootMale',
  '7339f2b7-054c-468c-93dc-5039418873bf': 'footstepsQuietSneaker',
};

/** A category's name in the player's language; a category added since has the catalogue's. */
function nameOf(category: { id: string; name: string }): string {
  const key = NAME_KEYS[category.id];
  return key ? t(key) : category.name;
}

const membersOf = (agentIds: readonly string[]) =>
  agentIds.flatMap((id) => {
    const agent = agentById.get(id);
    return agent ? [agent] : [];
  });

/**
 * Footsteps: the answer is a footsteps category. Its card shows its agents, and the search finds it
 * by any of their names, so a player who knows whose steps they hear can find the category.
 */
export const footstepsMode: Mode = {
  id: 'footsteps',
  path: screen.path,
  // Read when shown, in the player's language.
  get title() {
    return modeScreenTexts('footsteps').title;
  },
  get heading() {
    return modeScreenTexts('footsteps').heading;
  },
  gallery: () =>
    footsteps.map((category): GalleryItem => {
      const members = membersOf(category.agentIds);
      const name = nameOf(category);
      return {
        id: category.id,
        name,
        englishName: category.name,
        image: FOOTSTEPS_IMAGE,
        // Its English name finds it too, in any language.
        searchTexts: [
          ...searchTexts(name),
          ...(name === category.name ? [] : searchTexts(category.name)),
          ...members.flatMap((agent) => searchTexts(agent)),
        ],
        members: members.map((agent) => ({ name: agent.name, image: agent.icon })),
        isNew: isNew(category),
      };
    }),
  minColumnWidth: () => 256,
  pool: footsteps
    .filter((category) => category.id in clips)
    .map((category) => ({ id: category.id, name: category.name, group: category.id })),
  edition: (id) => byId.get(id)?.edition ?? 1,
  groupOf: (id) => id,
  clip: clipTable(clips),
  answerClips: () =>
    footsteps
      .filter((category) => category.id in clips)
      .map((category) => ({ answerId: category.id, name: nameOf(category) })),
  reveal: (id) => {
    const category = byId.get(id);
    const members = membersOf(category?.agentIds ?? []);
    return {
      name: category ? nameOf(category) : id,
      image: FOOTSTEPS_IMAGE,
      caption: members.map((agent) => agent.name).join(', ') || undefined,
    };
  },
};
