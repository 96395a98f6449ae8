import { describe, expect, it } from 'vitest';
import {
  abilities,
  abilitiesOf,
  agents,
  bundles,
  footsteps,
  mapImage,
  maps,
  voiceLines,
} from './sections/catalogue';
import raw from './catalogue.json' with { type: 'json' };
import editions from './editions.json' with { type: 'json' };
import { editionById, type EditionsFile } from './editionsFile';
import { expectedClips } from './clips';

const unique = (ids: string[]) => new Set(ids).size === ids.length;
const editionOf = editionById(editions as EditionsFile);
/** The edition a content update gave an item, as the embedded sections carry it. */
const edition = (id: string) => (editionOf.has(id) ? { edition: editionOf.get(id) } : {});

describe('the embedded catalogue', () => {
  it('has every agent of the file, each with exactly one ability per slot', () => {
    expect(agents).toHaveLength(raw.agents.length);
    expect(abilities).toHaveLength(4 * agents.length);
    for (const agent of agents) {
      expect(
        abilitiesOf(agent.id)
          .map((ability) => ability.slot)
          .sort(),
      ).toEqual(['Ability1', 'Ability2', 'Grenade', 'Ultimate']);
      for (const ability of abilitiesOf(agent.id)) expect(ability.agentId).toBe(agent.id);
    }
  });

  it("embeds each agent's facts that the game shows, and its abilities apart, as the JSON has them", () => {
    expect(agents.map((agent) => agent.id)).toEqual(raw.agents.map((agent) => agent.id));
    for (const [index, agent] of raw.agents.entries()) {
      expect(agents[index]).toEqual({
        id: agent.id,
        name: agent.name,
        icon: agent.icon,
        role: agent.role,
        backgroundGradientColors: agent.backgroundGradientColors,
        ...edition(agent.id),
      });
      expect(abilitiesOf(agent.id)).toEqual(
        agent.abilities.map((ability) => ({ ...ability, ...edition(ability.id) })),
      );
    }
  });

  it('embeds the bundles, maps and footsteps as the JSON has them, marking what an update added', () => {
    for (const [embedded, file] of [
      [bundles, raw.bundles],
      [maps, raw.maps],
      [footsteps, raw.footsteps],
    ] as const) {
      expect(embedded).toEqual(file.map((item) => ({ ...item, ...edition(item.id) })));
    }
    expect(
      Object.values(editions.editions[0].added)
        .flat()
        .every((id) => editionOf.get(id)),
    ).toBe(true);
  });

  it('has the 13 maps of the spec in order, and those added since where the catalogue puts them', () => {
    const first = maps.filter((map) => map.edition === undefined);
    expect(first.map((map) => map.name)).toEqual([
      'Ascent',
      'Split',
      'Fracture',
      'Bind',
      'Breeze',
      'Abyss',
      'Lotus',
      'Sunset',
      'Pearl',
      'Icebox',
      'Haven',
      'Team Deathmatch',
      'The Range',
    ]);
    expect(maps.map((map) => map.id)).toEqual(raw.maps.map((map) => map.id));
  });

  it('has unique ids within each kind', () => {
    expect(unique(agents.map((a) => a.id))).toBe(true);
    expect(unique(abilities.map((a) => a.id))).toBe(true);
    expect(unique(bundles.map((b) => b.id))).toBe(true);
    expect(unique(maps.map((m) => m.id))).toBe(true);
  });

  it('gives every agent one of the four roles', () => {
    const roles = new Set(agents.map((agent) => agent.role.name));
    expect([...roles].sort()).toEqual(['Controller', 'Duelist', 'Initiator', 'Sentinel']);
  });

  it('has one bundle with the NOW AVAILABLE subtext', () => {
    expect(bundles.filter((b) => b.nameSubText === 'NOW AVAILABLE').map((b) => b.name)).toEqual([
      'VCT Team Capsules',
    ]);
  });

  it('draws its own image for Team Deathmatch, and uses the media service for the rest', () => {
    for (const map of maps) {
      const image = mapImage(map);
      if (map.name === 'Team Deathmatch') expect(image).toBe('/team-deathmatch.svg');
      else expect(image).toMatch(/^https:\/\/media\.valorant-api\.com\/maps\//);
    }
  });

  it('asks a pack for one clip per item, at the paths of the spec', () => {
    // A map's, an ability's, a bundle's, each voiced agent's lines and a footsteps category's.
    expect(expectedClips).toHaveLength(
      maps.length +
        abilities.length +
        bundles.length +
        voiceLines.agentIds.length * voiceLines.lines.length +
        footsteps.length,
    );
    const astraFirst = abilitiesOf(agents[0].id)[0];
    expect(expectedClips).toContainEqual(
      expect.objectContaining({ path: `abilities/${astraFirst.agentId}/${astraFirst.id}.wav` }),
    );
    expect(expectedClips).toContainEqual(
      expect.objectContaining({ path: `maps/${maps[0].id}.mp3` }),
    );
    expect(expectedClips).toContainEqual(
      expect.objectContaining({ path: `aces/${bundles[0].id}.mp3` }),
    );
    expect(expectedClips).toContainEqual(
      expect.objectContaining({
        mode: 'voice',
        id: `${agents[0].id}/hello`,
        path: `voicelines/${agents[0].id}/hello.wav`,
      }),
    );
    expect(expectedClips).toContainEqual(
      expect.objectContaining({ mode: 'footsteps', path: `footsteps/${footsteps[0].id}.wav` }),
    );
    expect(new Set(expectedClips.map((clip) => clip.id)).size).toBe(expectedClips.length);
  });

  it('has the voice lines in the order a miss unlocks them, for every agent', () => {
    expect(voiceLines.lines).toEqual([
      { id: 'death', label: 'Death' },
      { id: 'hello', label: 'Hello' },
      { id: 'pickme', label: 'Agent Select' },
    ]);
    expect([...voiceLines.agentIds].sort()).toEqual(agents.map((agent) => agent.id).sort());
  });

  it("has seven footsteps categories, each of the catalogue's agents", () => {
    expect(footsteps).toHaveLength(7);
    const agentIds = new Set(agents.map((agent) => agent.id));
    for (const category of footsteps) {
      expect(category.agentIds.length).toBeGreaterThan(0);
      for (const id of category.agentIds) expect(agentIds.has(id)).toBe(true);
    }
  });
});
