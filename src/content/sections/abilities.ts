import abilities from 'virtual:catalogue/abilities';
import type { Ability } from '../types.ts';

export { abilities };

/** An agent's abilities, in the catalogue's order (Grenade, Ability1, Ability2, Ultimate). */
export function abilitiesOf(agentId: string): Ability[] {
  return abilities.filter((ability) => ability.agentId === agentId);
}
