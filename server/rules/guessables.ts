import catalogue from '../../src/content/catalogue.json' with { type: 'json' };
import type { ModeId } from '../../machines/modes.ts';

/**
 * What each mode lets a player guess (a daily puzzle, a room's round), and the group each guess shares
 * with the answer for a "partial" verdict, as the game's mode descriptors (src/modes/) define them: an
 * ability's agent, a voiced agent's role, a map, a bundle or a footsteps category itself. The game builds those descriptors from the
 * catalogue through Vite's virtual modules, which a Node service cannot load, so the same facts are
 * read here from the committed catalogue itself; guessables.test.ts holds the two to each other.
 */
export type GuessGroups = ReadonlyMap<string, string>;

const ownGroup = (items: readonly { id: string }[]): GuessGroups =>
  new Map(items.map((item) => [item.id, item.id]));

const voiced = new Set(catalogue.voiceLines.agentIds);

export const GUESS_GROUPS: Readonly<Record<ModeId, GuessGroups>> = {
  map: ownGroup(catalogue.maps),
  ability: new Map(
    catalogue.agents.flatMap((agent) =>
      agent.abilities.map((ability): [string, string] => [ability.id, ability.agentId]),
    ),
  ),
  ace: ownGroup(catalogue.bundles),
  voice: new Map(
    catalogue.agents
      .filter((agent) => voiced.has(agent.id))
      .map((agent): [string, string] => [agent.id, agent.role.name]),
  ),
  footsteps: ownGroup(catalogue.footsteps),
};
