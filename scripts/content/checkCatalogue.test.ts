import { describe, expect, it } from 'vitest';
import { checkCatalogue } from './checkCatalogue';
import { agent, testCatalogue } from './testCatalogue';

const grown = () => {
  const next = testCatalogue();
  next.agents.splice(1, 0, agent('Miks', 'Controller'));
  next.maps.splice(1, 0, { id: 'map-corrode', name: 'Corrode', image: null });
  next.bundles.push({
    id: 'bundle-ayakashi',
    name: 'Ayakashi',
    image: 'https://media.example/a.png',
  });
  return next;
};

describe('checkCatalogue', () => {
  it('takes a catalogue that adds items anywhere and renames one', () => {
    const next = grown();
    next.agents[0].abilities[0].name = 'Storm Surge';
    expect(checkCatalogue(next, testCatalogue())).toEqual([]);
  });

  it('refuses an id used twice, even across sections', () => {
    const next = grown();
    next.maps[1].id = next.bundles[0].id;
    expect(checkCatalogue(next, testCatalogue())).toEqual([
      `The id bundle-prime is used twice (maps, bundles).`,
    ]);
  });

  it('refuses an id that is not plain (it names a clip file)', () => {
    const next = grown();
    next.maps[1].id = '../../etc';
    expect(checkCatalogue(next, testCatalogue())).toEqual([
      'The maps id "../../etc" is not plain.',
    ]);
  });

  it('refuses an agent without one ability per slot, or with an ability of another agent', () => {
    const next = grown();
    next.agents[1].abilities.pop();
    next.agents[0].abilities[1].slot = 'Grenade';
    next.agents[2].abilities[0].agentId = next.agents[0].id;
    expect(checkCatalogue(next, testCatalogue())).toEqual([
      'Astra has 4 abilities (Ability2, Grenade, Grenade, Ultimate), not one for each of Grenade, Ability1, Ability2, Ultimate.',
      'Miks has 3 abilities (Ability1, Ability2, Grenade), not one for each of Grenade, Ability1, Ability2, Ultimate.',
      "Breach's ability Breach 1 names another agent (agent-astra).",
      'The ability Astra 2 (agent-astra-2) changed agent or slot.',
      'The ability Breach 1 (agent-breach-1) changed agent or slot.',
    ]);
  });

  it('refuses a role the game does not know, and footsteps or voice lines of no agent', () => {
    const next = grown();
    next.agents[1].role.name = 'Support';
    next.footsteps[0].agentIds.push('agent-nobody');
    next.voiceLines.agentIds.push('agent-ghost');
    expect(checkCatalogue(next, testCatalogue())).toEqual([
      "Miks's role Support is not one of Controller, Duelist, Initiator, Sentinel.",
      'The footsteps category Soft Sole Boot names an agent not in the catalogue (agent-nobody).',
      'Voice lines name an agent not in the catalogue (agent-ghost).',
    ]);
  });

  it('refuses a catalogue that removes an item, its voice lines or a line', () => {
    const next = grown();
    next.maps.splice(0, 1);
    next.voiceLines.agentIds.pop();
    next.voiceLines.lines.pop();
    expect(checkCatalogue(next, testCatalogue())).toEqual([
      'Ascent (maps, map-ascent) was removed.',
      'The voice lines of agent agent-breach were removed.',
      'The voice line Hello (hello) was removed.',
    ]);
  });

  it('refuses items already there in another order (old challenge runs deal in that order)', () => {
    const next = grown();
    next.bundles.reverse();
    expect(checkCatalogue(next, testCatalogue())).toEqual([
      'The bundles already there are in another order: keep it, add new ones anywhere.',
    ]);
  });

  it('refuses an ability moved to another slot', () => {
    const next = grown();
    const [first, second] = next.agents[0].abilities;
    [first.slot, second.slot] = [second.slot, first.slot];
    expect(checkCatalogue(next, testCatalogue())).toEqual([
      'The ability Astra 1 (agent-astra-1) changed agent or slot.',
      'The ability Astra 2 (agent-astra-2) changed agent or slot.',
    ]);
  });
});
