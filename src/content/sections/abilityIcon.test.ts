import { describe, expect, it } from 'vitest';
import { abilityIcon, withIcon } from './abilityIcon';

const ability = {
  id: 'a1',
  agentId: '41fb69c1-4189-7b37-f117-bcaf1e96f1bf',
  slot: 'Ability2',
  name: 'Nebula',
} as const;

describe("an ability's icon", () => {
  it("is at the media service's address for its agent and slot when the section leaves it out", () => {
    expect(withIcon(ability).icon).toBe(
      'https://media.valorant-api.com/agents/41fb69c1-4189-7b37-f117-bcaf1e96f1bf/abilities/ability2/displayicon.png',
    );
    expect(abilityIcon(ability)).toBe(withIcon(ability).icon);
  });

  it('stays where the catalogue put it when that is elsewhere', () => {
    const icon = 'https://media.valorant-api.com/elsewhere.png';
    expect(withIcon({ ...ability, icon })).toEqual({ ...ability, icon });
  });
});
