import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '../../src/content/catalogueFile';
import { expectedClipsOf } from '../../src/content/clips';
import type { EditionsFile } from '../../src/content/editionsFile';
import { encodeMp3, encodeWav, synthesise } from '../pack/demoPack';
import { readLedger } from './ledgerRows';
import { agent, ledgerSource, testCatalogue } from './testCatalogue';
import { updateContent, type UpdateOptions } from './update';

const scratch = mkdtempSync(path.join(tmpdir(), 'earshot-content-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let dir: string;
const content = (name: string) => path.join(dir, 'content', name);
const read = (name: string) => readFileSync(content(name), 'utf8');
const editions = () => (JSON.parse(read('editions.json')) as EditionsFile).editions;

/** A pack with a clip for every item of `catalogue`, each of its own sound. */
function writePack(catalogue: CatalogueFile) {
  for (const clip of expectedClipsOf(catalogue)) {
    const file = path.join(dir, 'pack', clip.path);
    mkdirSync(path.dirname(file), { recursive: true });
    const samples = synthesise(clip.id, clip.mode).subarray(0, 2000);
    writeFileSync(file, clip.path.endsWith('.wav') ? encodeWav(samples) : encodeMp3(samples));
  }
}

function writeCatalogue(catalogue: CatalogueFile, name = 'next.json') {
  writeFileSync(path.join(dir, name), JSON.stringify(catalogue, null, 2));
  return path.join(dir, name);
}

const run = (catalogue: string, options: Partial<UpdateOptions> = {}) =>
  updateContent({
    catalogue,
    pack: path.join(dir, 'pack'),
    contentDir: path.join(dir, 'content'),
    today: new Date('2026-11-27T15:00:00Z'),
    newForDays: 28,
    write: true,
    ...options,
  });

/** The game's catalogue grown as a content update grows it: an agent, a map, a bundle, a new name. */
function grown(): CatalogueFile {
  const next = testCatalogue();
  next.agents.push(agent('Veto', 'Sentinel'));
  next.voiceLines.agentIds.push('agent-veto');
  next.maps.splice(1, 0, { id: 'map-corrode', name: 'Corrode', image: null });
  next.bundles.push({
    id: 'bundle-ayakashi',
    name: 'Ayakashi',
    image: 'https://media.example/a.png',
  });
  next.agents[1].abilities[0].name = 'Storm Surge';
  return next;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(scratch, 'run-'));
  mkdirSync(path.join(dir, 'content', 'daily'), { recursive: true });
  writeFileSync(content('catalogue.json'), JSON.stringify(testCatalogue()));
  writeFileSync(content('editions.json'), '{ "editions": [] }\n');
  writeFileSync(content('daily/dailyLedger.ts'), ledgerSource(testCatalogue()));
  writePack(grown());
});

describe('npm run content:update', () => {
  it('takes a new catalogue in: copies it, records the update, appends ledger rows from #29', async () => {
    const next = writeCatalogue(grown());
    const { problems, report } = await run(next);
    expect(problems).toEqual([]);
    expect(read('catalogue.json')).toBe(readFileSync(next, 'utf8'));
    expect(editions()).toEqual([
      {
        edition: 2,
        date: '2026-11-27',
        firstPuzzle: 29,
        newUntil: '2026-12-25',
        added: {
          agents: ['agent-veto'],
          abilities: [1, 2, 3, 4].map((k) => `agent-veto-${k}`),
          maps: ['map-corrode'],
          bundles: ['bundle-ayakashi'],
          footsteps: [],
        },
        renamed: [
          { section: 'abilities', id: 'agent-breach-1', from: 'Breach 1', to: 'Storm Surge' },
        ],
        rerecorded: null,
      },
    ]);
    const ledger = readLedger(read('daily/dailyLedger.ts'));
    expect(ledger.map.filter((row) => row.since === 29).map((row) => row.id)).toEqual([
      'map-corrode',
    ]);
    expect(ledger.ability.filter((row) => row.since === 29)).toHaveLength(4);
    expect(ledger.ace.at(-1)).toEqual({ id: 'bundle-ayakashi', since: 29, group: undefined });
    expect(ledger.voice.at(-1)).toEqual({ id: 'agent-veto', since: 29, group: undefined });
    expect(Object.keys(JSON.parse(read('clipHashes.json')))).toHaveLength(
      expectedClipsOf(grown()).length,
    );
    expect(report).toEqual(
      expect.arrayContaining([
        'New (7):',
        '  agents     Veto',
        '  maps       Corrode',
        'Renamed (1):',
        '  abilities  Breach: Breach 1 -> Storm Surge (agent-breach-1)',
        expect.stringMatching(/^Re-recorded: not known/),
        expect.stringMatching(/^Daily ledger: 7 rows from puzzle #29 \(2026-11-29\)/),
        expect.stringMatching(/New: Veto, Corrode and 1 bundle\.$/),
      ]),
    );
  });

  it('tells which clips were recorded again, once the previous clips are on record', async () => {
    await run(writeCatalogue(grown()));
    const clip = expectedClipsOf(grown()).find((each) => each.id === 'agent-astra-2')!;
    writeFileSync(path.join(dir, 'pack', clip.path), encodeWav(new Int16Array(3000).fill(900)));
    const next = grown();
    next.bundles.push({ id: 'bundle-oni', name: 'Oni', image: 'https://media.example/o.png' });
    writePack(next);
    writeFileSync(path.join(dir, 'pack', clip.path), encodeWav(new Int16Array(3000).fill(900)));
    const { problems, report } = await run(writeCatalogue(next), {
      today: new Date('2026-12-03T08:00:00Z'),
    });
    expect(problems).toEqual([]);
    expect(editions().map((each) => [each.edition, each.firstPuzzle, each.rerecorded])).toEqual([
      [2, 29, null],
      [3, 35, [clip.path]],
    ]);
    expect(report).toContain(`  ${clip.path} (Astra 2)`);
  });

  it('writes nothing when the catalogue does not hold, and says why', async () => {
    const broken = grown();
    broken.maps.shift();
    broken.bundles.push({
      id: 'bundle-silent',
      name: 'Silent',
      image: 'https://media.example/s.png',
    });
    const before = ['catalogue.json', 'editions.json', 'daily/dailyLedger.ts'].map(read);
    const { problems } = await run(writeCatalogue(broken));
    expect(problems).toEqual([
      'Ascent (maps, map-ascent) was removed.',
      'No clip for Silent: aces/bundle-silent.mp3 is not in the pack.',
    ]);
    expect(['catalogue.json', 'editions.json', 'daily/dailyLedger.ts'].map(read)).toEqual(before);
  });

  it('refuses a file that is not a catalogue', async () => {
    writeFileSync(path.join(dir, 'bad.json'), '{ "agents": "none" }');
    expect((await run(path.join(dir, 'bad.json'))).problems).toEqual([
      "The catalogue's agents is not a list.",
    ]);
  });

  it('with --check, says what would change and writes nothing', async () => {
    const before = ['catalogue.json', 'editions.json', 'daily/dailyLedger.ts'].map(read);
    const { problems, report } = await run(writeCatalogue(grown()), { write: false });
    expect(problems).toEqual([]);
    expect(report).toContain('New (7):');
    expect(['catalogue.json', 'editions.json', 'daily/dailyLedger.ts'].map(read)).toEqual(before);
  });

  it('records no update when the catalogue and its clips are the ones the game has', async () => {
    const next = writeCatalogue(grown());
    await run(next);
    const ledger = read('daily/dailyLedger.ts');
    const { report } = await run(next, { today: new Date('2026-12-01T00:00:00Z') });
    expect(report).toContain('Nothing new: the catalogue is the one the game has.');
    expect(editions()).toHaveLength(1);
    expect(read('daily/dailyLedger.ts')).toBe(ledger);
  });
});
