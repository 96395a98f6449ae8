import { describe, expect, it } from 'vitest';
import { listInWords, whatsNew, type Edition } from '../../src/content/editionsFile';
import { agent, testCatalogue } from './testCatalogue';

describe('what an update brought, in words', () => {
  it('names agents, maps and footsteps, and counts bundles and abilities of agents already there', () => {
    const catalogue = testCatalogue();
    catalogue.agents.push(agent('Veto'));
    catalogue.footsteps.push({ id: 'steps-new', name: 'Heavy Boot', agentIds: [] });
    const edition: Edition = {
      edition: 2,
      date: '2026-11-27',
      firstPuzzle: 29,
      newUntil: '2026-12-25',
      added: {
        agents: ['agent-veto'],
        abilities: [
          'agent-veto-1',
          'agent-veto-2',
          'agent-veto-3',
          'agent-veto-4',
          'agent-astra-1',
        ],
        maps: [],
        bundles: ['bundle-prime'],
        footsteps: ['steps-new'],
      },
      renamed: [],
      rerecorded: [],
    };
    expect(whatsNew(edition, catalogue)).toBe('Veto, Heavy Boot, 1 ability and 1 bundle');
  });

  it('lists in words', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['Miks'])).toBe('Miks');
    expect(listInWords(['Miks', 'Veto'])).toBe('Miks and Veto');
    expect(listInWords(['Miks', 'Veto', 'Corrode'])).toBe('Miks, Veto and Corrode');
  });
});
