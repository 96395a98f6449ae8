import type { Ability } from '../types.ts';

/**
 * Where the media service keeps an ability's icon: under its agent, by slot. Every ability of the
 * catalogue has its icon there, so the embedded section leaves out the addresses this gives and the
 * game puts them back (scripts/catalogueSections.ts): a hundred near-identical addresses are most of
 * that section's download.
 */
export const abilityIcon = ({ agentId, slot }: Pick<Ability, 'agentId' | 'slot'>): string =>
  `https://media.valorant-api.com/agents/${agentId}/abilities/${slot.toLowerCase()}/displayicon.png`;

/** An ability as the embedded section holds it: its icon only where it is not at the usual address. */
export type EmbeddedAbility = Omit<Ability, 'icon'> & { icon?: string };

export const withIcon = (ability: EmbeddedAbility): Ability => ({
  ...ability,
  icon: ability.icon ?? abilityIcon(ability),
});
