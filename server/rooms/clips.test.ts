import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import catalogue from '../../src/content/catalogue.json' with { type: 'json' };
import { clipPools, readClip, readPeaks } from './clips.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'earshot-clips-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const put = (relative: string, content = 'x') => {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), content);
};

const map = catalogue.maps[0]!;
const ability = catalogue.agents[0]!.abilities[0]!;
const voiced = catalogue.voiceLines.agentIds[0]!;
const voicedAgent = catalogue.agents.find((agent) => agent.id === voiced)!;
put(`maps/${map.id}.mp3`);
put(`abilities/${ability.agentId}/${ability.id}.wav`);
put(`voicelines/${voiced}/death.wav`);
put(`voicelines/${voiced}/hello.wav`);
put(`maps/${map.id}.mp3.peaks.json`, '{"peaks":"AAAA"}');

describe('what a room can deal', () => {
  const pools = clipPools(dir);

  it('is only the answers whose clip is in the folder', () => {
    expect(pools.map).toEqual([{ id: map.id, group: map.id, clipPaths: [`maps/${map.id}.mp3`] }]);
    expect(pools.ace).toEqual([]);
    expect(pools.footsteps).toEqual([]);
  });

  it('groups an ability under its agent and a voice under its role, with every line present', () => {
    expect(pools.ability).toEqual([
      { id: ability.id, group: ability.agentId, clipPaths: [expect.stringContaining(ability.id)] },
    ]);
    expect(pools.voice).toEqual([
      {
        id: voiced,
        group: voicedAgent.role.name,
        clipPaths: [`voicelines/${voiced}/death.wav`, `voicelines/${voiced}/hello.wav`],
      },
    ]);
  });

  it('is nothing without a folder', () => {
    expect(Object.values(clipPools(null)).flat()).toEqual([]);
  });
});

describe('a clip’s file', () => {
  it('is read inside the folder only', async () => {
    expect(await readClip(dir, `maps/${map.id}.mp3`)).toEqual(Buffer.from('x'));
    expect(await readClip(dir, '../etc/passwd')).toBeNull();
    expect(await readClip(dir, 'maps/none.mp3')).toBeNull();
  });

  it('has its peaks beside it, or none', async () => {
    expect(String(await readPeaks(dir, `maps/${map.id}.mp3`))).toBe('{"peaks":"AAAA"}');
    expect(await readPeaks(dir, `abilities/${ability.agentId}/${ability.id}.wav`)).toBeNull();
  });
});
