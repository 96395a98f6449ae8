import { describe, expect, it } from 'vitest';
import raw from '../catalogue.json' with { type: 'json' };
import editions from '../editions.json' with { type: 'json' };
import { whatsNew, type EditionsFile } from '../editionsFile';
import { isNew, newsToTell } from './news';
import { agents, bundles, maps } from '../sections/catalogue';

const updates = [
  { edition: 2, newUntil: '2026-12-25', summary: 'Miks, Veto, Corrode and 11 bundles' },
  { edition: 3, newUntil: '2027-02-01', summary: 'Tilde' },
];
const at = (moment: string) => new Date(moment);

describe('the "New" mark', () => {
  it('shows on an item an update added until its newUntil day begins (UTC)', () => {
    expect(isNew({ edition: 2 }, at('2026-11-27T12:00:00Z'), updates)).toBe(true);
    expect(isNew({ edition: 2 }, at('2026-12-24T23:59:59Z'), updates)).toBe(true);
    expect(isNew({ edition: 2 }, at('2026-12-25T00:00:00Z'), updates)).toBe(false);
    expect(isNew({ edition: 3 }, at('2026-12-25T00:00:00Z'), updates)).toBe(true);
  });

  it('never shows on the first catalogue’s items, nor for an update with no date it can read', () => {
    expect(isNew({}, at('2026-11-27T12:00:00Z'), updates)).toBe(false);
    expect(isNew({ edition: 4 }, at('2026-11-27T12:00:00Z'), updates)).toBe(false);
    const undated = [{ edition: 2, newUntil: 'soon', summary: '' }];
    expect(isNew({ edition: 2 }, at('2026-11-27T12:00:00Z'), undated)).toBe(false);
  });

  it('marks the items this catalogue’s update added, on the day it shipped', () => {
    const shipped = at('2026-11-27T12:00:00Z');
    expect(agents.filter((each) => isNew(each, shipped)).map((each) => each.name)).toEqual([
      'Miks',
      'Veto',
    ]);
    expect(maps.filter((each) => isNew(each, shipped)).map((each) => each.name)).toEqual([
      'Corrode',
    ]);
    expect(bundles.filter((each) => isNew(each, shipped))).toHaveLength(11);
  });
});

describe('the home page’s news', () => {
  it('tells the latest update until the player dismisses it or its items stop being new', () => {
    expect(newsToTell(at('2026-12-01T00:00:00Z'), 0, updates)).toEqual(updates[1]);
    expect(newsToTell(at('2026-12-01T00:00:00Z'), 3, updates)).toBeNull();
    expect(newsToTell(at('2027-02-01T00:00:00Z'), 0, updates)).toBeNull();
    // An update dismissed does not silence the next one.
    expect(newsToTell(at('2026-12-01T00:00:00Z'), 2, updates)).toEqual(updates[1]);
    expect(newsToTell(at('2026-12-01T00:00:00Z'), 0, [])).toBeNull();
  });
});

describe('what an update brought, in words', () => {
  it('says what this catalogue’s update brought as the issue words it', () => {
    const [update] = (editions as EditionsFile).editions;
    expect(whatsNew(update, raw)).toBe('Miks, Veto, Corrode and 11 bundles');
  });
});
