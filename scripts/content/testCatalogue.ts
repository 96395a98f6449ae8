import type { CatalogueFile } from '../../src/content/catalogueFile.ts';

const SLOTS = ['Grenade', 'Ability1', 'Ability2', 'Ultimate'];

/** An agent of a test catalogue: `name`, with four abilities `name-1` to `name-4`. */
export function agent(name: string, role = 'Duelist'): CatalogueFile['agents'][number] {
  const id = `agent-${name.toLowerCase()}`;
  return {
    id,
    name,
    icon: `https://media.example/${id}.png`,
    backgroundGradientColors: ['ff0000ff', '00ff00ff', '0000ffff', 'ffffffff'],
    role: { id: `role-${role.toLowerCase()}`, name: role, icon: 'https://media.example/role.png' },
    abilities: SLOTS.map((slot, k) => ({
      id: `${id}-${k + 1}`,
      agentId: id,
      slot,
      name: `${name} ${k + 1}`,
      icon: `https://media.example/${id}-${k + 1}.png`,
    })),
  };
}

/** A small catalogue in the file's shape: two agents, two maps, two bundles, one footsteps category. */
export function testCatalogue(): CatalogueFile {
  const agents = [agent('Astra', 'Controller'), agent('Breach', 'Initiator')];
  return {
    agents,
    bundles: ['Prime', 'Reaver'].map((name) => ({
      id: `bundle-${name.toLowerCase()}`,
      name,
      image: `https://media.example/${name}.png`,
    })),
    maps: ['Ascent', 'Icebox'].map((name) => ({
      id: `map-${name.toLowerCase()}`,
      name,
      image: `https://media.example/${name}.png`,
    })),
    footsteps: [{ id: 'steps-soft', name: 'Soft Sole Boot', agentIds: [agents[0].id] }],
    voiceLines: {
      lines: [
        { id: 'death', label: 'Death' },
        { id: 'hello', label: 'Hello' },
      ],
      agentIds: agents.map((each) => each.id),
    },
  };
}

/** The daily ledger's source for a catalogue, every item from puzzle #1, in the ledger's format. */
export function ledgerSource(catalogue: CatalogueFile): string {
  const list = (mode: string, rows: string[]) => `  ${mode}: [\n${rows.join('\n')}\n  ],\n`;
  const row = (id: string, group?: string) => `    row('${id}', 1${group ? `, '${group}'` : ''}),`;
  return (
    `const row = (id: string, since: number, group?: string) => ({ id, since, group });\n\n` +
    `export const dailyLedger = {\n` +
    list(
      'map',
      catalogue.maps.map((map) => row(map.id)),
    ) +
    list(
      'ability',
      catalogue.agents.flatMap((each) => each.abilities.map((a) => row(a.id, each.id))),
    ) +
    list(
      'ace',
      catalogue.bundles.map((bundle) => row(bundle.id)),
    ) +
    list(
      'voice',
      catalogue.voiceLines.agentIds.map((id) => row(id)),
    ) +
    `};\n`
  );
}
