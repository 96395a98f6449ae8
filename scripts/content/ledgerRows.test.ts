import { describe, expect, it } from 'vitest';
import { dailyAnswerId, type ScheduleItem } from '../../machines/daily/schedule';
import { appendRows, firstDay, firstPuzzleFor, missingRows, readLedger } from './ledgerRows';
import { agent, testCatalogue } from './testCatalogue';

const SOURCE = `const row = (id: string, since: number, group?: string) => ({ id, since, group });

export const dailyLedger = {
  map: [
    row('map-ascent', 1), // Ascent
    row('map-icebox', 1), // Icebox
  ],
  ability: [
${testCatalogue()
  .agents.flatMap((each) =>
    each.abilities.map((a) => `    row('${a.id}', 1, '${each.id}'), // ${a.name}`),
  )
  .join('\n')}
  ],
  ace: [
    row('bundle-prime', 1), // Prime
    row('bundle-reaver', 1), // Reaver
  ],
  voice: [
    row('agent-astra', 3), // Astra
    row('agent-breach', 3), // Breach
  ],
};
`;

describe('firstPuzzleFor', () => {
  it('lets an update’s items be answers from the day after tomorrow, whatever the hour it runs', () => {
    // 2026-11-27 is puzzle #27.
    expect(firstPuzzleFor(new Date('2026-11-27T00:00:00Z'))).toBe(29);
    expect(firstPuzzleFor(new Date('2026-11-27T23:59:59Z'))).toBe(29);
    expect(firstPuzzleFor(new Date('2026-11-28T00:00:00Z'))).toBe(30);
  });
});

describe('the ledger rows of an update', () => {
  const next = testCatalogue();
  next.agents.push(agent('Veto', 'Sentinel'));
  next.voiceLines.agentIds.push('agent-veto');
  next.maps.splice(1, 0, { id: 'map-corrode', name: 'Corrode', image: null });

  it('reads the rows the ledger has', () => {
    const ledger = readLedger(SOURCE);
    expect(ledger.map).toEqual([
      { id: 'map-ascent', since: 1, group: undefined },
      { id: 'map-icebox', since: 1, group: undefined },
    ]);
    expect(ledger.ability).toHaveLength(8);
    expect(ledger.ability[0]).toEqual({ id: 'agent-astra-1', since: 1, group: 'agent-astra' });
    expect(ledger.voice.map((row) => row.since)).toEqual([3, 3]);
  });

  it('gives each new item of a daily mode a row from `since`, abilities grouped by agent', () => {
    const rows = missingRows(next, readLedger(SOURCE), 29);
    expect(rows.map).toEqual([{ id: 'map-corrode', label: 'Corrode', since: 29 }]);
    expect(rows.ability.map((row) => [row.id, row.group, row.label])).toEqual(
      [1, 2, 3, 4].map((k) => [`agent-veto-${k}`, 'agent-veto', `Veto: Veto ${k}`]),
    );
    expect(rows.ace).toEqual([]);
    expect(rows.voice).toEqual([{ id: 'agent-veto', label: 'Veto', since: 29 }]);
  });

  it('appends them at the end of each list, under a note, and reads them back', () => {
    const rows = missingRows(next, readLedger(SOURCE), 29);
    const text = appendRows(SOURCE, rows, 'Content update 2 (2026-11-27): from puzzle #29.');
    const ledger = readLedger(text);
    for (const mode of ['map', 'ability', 'ace', 'voice'] as const) {
      expect(ledger[mode]).toEqual([
        ...readLedger(SOURCE)[mode],
        ...rows[mode].map(({ id, since, group }) => ({ id, since, group })),
      ]);
    }
    expect(text).toContain(
      `    row('map-icebox', 1), // Icebox\n    // Content update 2 (2026-11-27): from puzzle #29.\n    row("map-corrode", 29), // Corrode\n  ],`,
    );
    // Nothing is written into a list that gets no row.
    expect(text.split('Content update 2')).toHaveLength(4);
  });

  it('keeps a name on one line, and an id as a string, whatever they hold', () => {
    const rows = {
      map: [{ id: "it's", since: 29, label: 'Two\nlines' }],
      ability: [],
      ace: [],
      voice: [],
    };
    const text = appendRows(SOURCE, rows, 'note');
    expect(text).toContain(`    row("it's", 29), // Two lines\n`);
  });

  it('finds the first day a new item is an answer: in the first cycle from its `since`', () => {
    const items: ScheduleItem[] = ['a', 'b', 'c'].map((id) => ({ id, since: 1 }));
    const added = { id: 'n', since: 5 };
    const grown = [...items, added];
    // Cycles of three from #1: #1-#3, #4-#6; the new item joins the one starting on #7.
    const day = firstDay('map', added, grown)!;
    expect(day).toBeGreaterThanOrEqual(7);
    expect(day).toBeLessThanOrEqual(10);
    expect(dailyAnswerId('map', day, grown)).toBe('n');
    expect(firstDay('map', added, items)).toBeNull();
  });
});
