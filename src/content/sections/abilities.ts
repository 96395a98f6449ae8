import embedded from 'virtual:catalogue/abilities';
import { withIcon } from './abilityIcon.ts';
import type { Ability } from '../types.ts';
import { withLocalNames } from '../../i18n/localNames.ts';

// Pure, so that a route that imports another section from the barrel does not bring this one.
export const abilities: readonly Ability[] = /* @__PURE__ */ withLocalNames(
  'abilities',
  /* @__PURE__ */ embedded.map(withIcon),
);

/** An agent's abilities, in the catalogue's order (Grenade, Ability1, Ability2, Ultimate). */
export function abilitiesOf(agentId: string): Ability[] {
  return abilities.filter((ability) => ability.agentId === agentId);
}
