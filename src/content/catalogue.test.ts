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
import { expectedClips } from './clips';

const unique = (ids: string[]) => new Set(ids).size === ids.length;

describe('the embedded catalogue', () => {
  it('has 27 agents, each with exactly one ability per slot', () => {
    expect(agents).toHaveLength(27);
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
      });
      expect(abilitiesOf(agent.id)).toEqual(agent.abilities);
    }
  });

  it('has 108 abilities, 48 bundles and the 13 maps of the spec in order', () => {
    expect(abilities).toHaveLength(108);
    expect(bundles).toHaveLength(48);
    expect(maps.map((map) => map.name)).toEqual([
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
    // 13 maps, 108 abilities, 48 aces, 27 agents' three voice lines and 7 footsteps.
    expect(expectedClips).toHaveLength(257);
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
