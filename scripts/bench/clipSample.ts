import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { firstAnswer, type Candidate } from '../../machines/rules/answers.ts';
import { MODE_IDS, type ModeId } from '../../machines/modes.ts';
import { expectedClips, voiceLineKey } from '../../src/content/clips.ts';
import type { ModePath } from './catalogue.ts';

/** One clip of a mode's fixed sample, and how a page is made to deal it as its first round. */
export interface SampledClip {
  /** The clip's address on the site: `/maps/<id>.mp3`. */
  url: string;
  /** Its delivered bytes. */
  bytes: number;
  /**
   * The value every `Math.random()` of the page returns: free play seeds its first round from it
   * (machines/random.ts), and this one deals the clip's item.
   */
  random: number;
}

/** Where in a mode's clips, ordered by size, the sample is taken: its median and either side. */
const SAMPLE_QUANTILES = [0.1, 0.3, 0.5, 0.7, 0.9];

interface Catalogue {
  maps: { id: string }[];
  bundles: { id: string }[];
  agents: { id: string; role: { name: string }; abilities: { id: string }[] }[];
  footsteps: { id: string }[];
  voiceLines: { agentIds: string[]; lines: { id: string }[] };
}

/**
 * Free play's answers of each mode, in the order its descriptor lists them (src/modes/*Mode.ts): the
 * catalogue's items that have a clip in the build, each with the group the first pick draws from.
 * The bench checks the clip a page then asks for, so a descriptor that changes its order is noticed.
 */
export function pools(catalogue: Catalogue, hasClip: (mode: ModeId, id: string) => boolean) {
  const own = (item: { id: string }) => ({ id: item.id, name: item.id, group: item.id });
  const [firstLine] = catalogue.voiceLines.lines;
  const all: Record<ModeId, Candidate[]> = {
    map: catalogue.maps.map(own),
    ace: catalogue.bundles.map(own),
    footsteps: catalogue.footsteps.map(own),
    ability: catalogue.agents.flatMap((agent) =>
      agent.abilities.map((ability) => ({ id: ability.id, name: ability.id, group: agent.id })),
    ),
    voice: catalogue.agents
      .filter((agent) => catalogue.voiceLines.agentIds.includes(agent.id))
      .map((agent) => ({ id: agent.id, name: agent.id, group: agent.role.name })),
  };
  const clipId = (mode: ModeId, id: string) =>
    mode === 'voice' ? voiceLineKey(id, firstLine!.id) : id;
  return Object.fromEntries(
    MODE_IDS.map((mode) => [
      mode,
      all[mode].filter((item) => hasClip(mode, clipId(mode, item.id))),
    ]),
  ) as Record<ModeId, Candidate[]>;
}

/** The first seed from 0 up whose first pick from `pool` is `id`. */
function seedDealing(pool: readonly Candidate[], id: string): number {
  for (let seed = 0; seed < 1_000_000; seed++) {
    if (firstAnswer(pool, undefined, seed).answer.id === id) return seed;
  }
  throw new Error(`no seed deals ${id}`);
}

/**
 * For each mode, a fixed sample of its clips (the ones at SAMPLE_QUANTILES of the delivered sizes),
 * so that a mode's phone figures are the median over the same clips on every run rather than the
 * time of whichever clip a run happened to draw.
 */
export function clipSamples(repoRoot: string, distDir: string): Record<ModePath, SampledClip[]> {
  const catalogue = JSON.parse(
    readFileSync(path.join(repoRoot, 'src', 'content', 'catalogue.json'), 'utf8'),
  ) as Catalogue;
  const clipFiles = new Map<string, string>();
  for (const clip of expectedClips) clipFiles.set(`${clip.mode}:${clip.id}`, clip.path);
  const fileOf = (mode: ModeId, id: string) => clipFiles.get(`${mode}:${id}`);
  const hasClip = (mode: ModeId, id: string) => {
    const file = fileOf(mode, id);
    return file !== undefined && existsSync(path.join(distDir, file));
  };
  const byMode = pools(catalogue, hasClip);
  const [firstLine] = catalogue.voiceLines.lines;
  return Object.fromEntries(
    MODE_IDS.map((mode) => {
      const pool = byMode[mode];
      const sized = pool
        .map((item) => {
          const file = fileOf(
            mode,
            mode === 'voice' ? voiceLineKey(item.id, firstLine!.id) : item.id,
          )!;
          return { item, file, bytes: statSync(path.join(distDir, file)).size };
        })
        .sort((a, b) => a.bytes - b.bytes || (a.item.id < b.item.id ? -1 : 1));
      const picked = [
        ...new Set(SAMPLE_QUANTILES.map((q) => sized[Math.round(q * (sized.length - 1))]!)),
      ];
      const sample = picked.map(({ item, file, bytes }) => ({
        url: `/${file}`,
        bytes,
        random: (seedDealing(pool, item.id) >>> 0) / 2 ** 32,
      }));
      return [`/${mode}`, sample];
    }),
  ) as Record<ModePath, SampledClip[]>;
}

/** The page's randomness made one value: installed before any of the page's own scripts run. */
export const fixedRandomScript = (value: number) => `Math.random = () => ${value};`;
