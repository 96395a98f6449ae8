import clips from 'virtual:sound-pack/footsteps';
import { searchTexts } from '../content/aliases';
import { agents, footsteps } from '../content/sections/catalogue';
import { clipTable } from '../content/clipTable';
import { isNew } from '../content/news/news';
import type { GalleryItem, Mode } from './mode';
import { modeScreens } from '../shared/screens';

const screen = modeScreens.footsteps;
/** A category has no picture of its own on the media service: the product draws one. */
const FOOTSTEPS_IMAGE = '/footsteps.svg';
const agentById = new Map(agents.map((agent) => [agent.id, agent]));
const byId = new Map(footsteps.map((category) => [category.id, category]));

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
  title: screen.title,
  heading: screen.heading,
  gallery: () =>
    footsteps.map((category): GalleryItem => {
      const members = membersOf(category.agentIds);
      return {
        id: category.id,
        name: category.name,
        image: FOOTSTEPS_IMAGE,
        searchTexts: [
          ...searchTexts(category.name),
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
      .map((category) => ({ answerId: category.id, name: category.name })),
  reveal: (id) => {
    const category = byId.get(id);
    const members = membersOf(category?.agentIds ?? []);
    return {
      name: category?.name ?? id,
      image: FOOTSTEPS_IMAGE,
      caption: members.map((agent) => agent.name).join(', ') || undefined,
    };
  },
};
