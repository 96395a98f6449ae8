import { describe, expect, it, vi } from 'vitest';
import { MODE_IDS } from '../modes.ts';
import { decodeChallenge, MAX_NICKNAME_BYTES, MAX_RESULTS } from './link.ts';
import {
  craftBody,
  dailyGame,
  failOnDecoderBugs,
  roundGame,
  runGame,
  seal,
  type CraftedRow,
} from '../test/craftedLinks.ts';

/*
 * The keystream and the checksum are public: anyone can seal a link the game will read. Each test
 * here seals a link by hand that breaks one rule of the format and keeps every other, beside the
 * same link with that rule kept, so that the one check it tests is all that stands in its way.
 */

const DAMAGED = { ok: false, problem: 'damaged' };
const NEWER = { ok: false, problem: 'newer' };
const OPENS = { ok: true };

const row = (id: number, value = 2, name = `P${id}`): CraftedRow => ({ id, value, name });
const link = (options: Parameters<typeof craftBody>[0]) =>
  decodeChallenge(seal(craftBody(options)));

describe('a crafted, well-sealed link', () => {
  failOnDecoderBugs();

  it('opens when it keeps every rule (the links below each break one)', () => {
    const decoded = link({ game: roundGame(), rows: [row(1, 2, 'Ana'), row(2, 3)], from: 1 });
    expect(decoded).toEqual({
      ok: true,
      challenge: {
        game: { kind: 'round', mode: MODE_IDS[0], difficulty: 'hard', pool: 0xbeef, clip: 3 },
        from: 2,
        results: [
          { id: 1, value: 2, nickname: 'Ana', when: 29_000_000 },
          { id: 2, value: 3, nickname: 'P2', when: 29_000_000 },
        ],
      },
    });
  });

  it('is refused with a byte after its last row', () => {
    const rows = [row(1)];
    expect(link({ game: roundGame(), rows })).toMatchObject(OPENS);
    expect(link({ game: roundGame(), rows, after: [0] })).toEqual(DAMAGED);
    expect(link({ game: runGame(), rows, after: [0xff, 0xff] })).toEqual(DAMAGED);
  });

  it('is refused when a round or daily result took more than 99 tries; a run scores any', () => {
    for (const game of [roundGame(), dailyGame()]) {
      expect(link({ game, rows: [row(1, 99)] })).toMatchObject(OPENS);
      expect(link({ game, rows: [row(1, 100)] })).toEqual(DAMAGED);
      expect(link({ game, rows: [row(1, 2), row(2, 0xffff)] })).toEqual(DAMAGED);
    }
    expect(link({ game: runGame(), rows: [row(1, 0xffff)] })).toMatchObject(OPENS);
  });

  it(`is refused with more than ${MAX_RESULTS} rows`, () => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => row(i + 1, i % 7));
    expect(link({ game: roundGame(), rows: rows(MAX_RESULTS) })).toMatchObject(OPENS);
    expect(link({ game: roundGame(), rows: rows(MAX_RESULTS + 1) })).toEqual(DAMAGED);
    expect(link({ game: runGame(), rows: rows(255) })).toEqual(DAMAGED);
  });

  it('is refused with no rows, or a sender past the last row', () => {
    expect(link({ game: roundGame(), rows: [] })).toEqual(DAMAGED);
    expect(link({ game: roundGame(), rows: [row(1), row(2)], from: 1 })).toMatchObject(OPENS);
    expect(link({ game: roundGame(), rows: [row(1), row(2)], from: 2 })).toEqual(DAMAGED);
  });

  it('is refused with two rows of one id', () => {
    expect(link({ game: roundGame(), rows: [row(1), row(2)] })).toMatchObject(OPENS);
    expect(link({ game: roundGame(), rows: [row(1), row(1, 3)] })).toEqual(DAMAGED);
  });

  it('is refused when it names daily puzzle 0', () => {
    expect(link({ game: dailyGame({ puzzle: 1 }), rows: [row(1)] })).toMatchObject(OPENS);
    expect(link({ game: dailyGame({ puzzle: 0 }), rows: [row(1)] })).toEqual(DAMAGED);
  });

  it('is refused with a control character in a nickname', () => {
    expect(link({ game: roundGame(), rows: [row(1, 2, 'Ana')] })).toMatchObject(OPENS);
    for (const name of ['A\u0000na', 'Ana\n', '\u001bAna', 'A\u007fna', 'A\u0085na', 'A\u009fna']) {
      expect(link({ game: roundGame(), rows: [row(1, 2, name)] }), JSON.stringify(name)).toEqual(
        DAMAGED,
      );
    }
  });

  it(`is refused with a nickname over ${MAX_NICKNAME_BYTES} bytes, or one that is not UTF-8`, () => {
    const longest = 'é'.repeat(MAX_NICKNAME_BYTES / 2);
    expect(link({ game: roundGame(), rows: [row(1, 2, longest)] })).toMatchObject(OPENS);
    expect(link({ game: roundGame(), rows: [row(1, 2, `${longest}a`)] })).toEqual(DAMAGED);
    expect(link({ game: roundGame(), rows: [{ id: 1, value: 2, name: [0x41, 0xff] }] })).toEqual(
      DAMAGED,
    );
    // A length byte that runs past the end of the link.
    expect(
      link({ game: roundGame(), rows: [{ id: 1, value: 2, name: 'Ana', length: 9 }] }),
    ).toEqual(DAMAGED);
  });

  it('shows a nickname without its bidi controls and other invisible characters', () => {
    const names = ['\u202eanA', 'A\u2066n\u2069a', '\u200fAna\u200b', ' \u3164Ana\u2028'];
    for (const name of names) {
      const decoded = link({ game: roundGame(), rows: [row(1, 2, name)] });
      expect(decoded.ok && decoded.challenge.results[0].nickname, JSON.stringify(name)).toBe(
        name === names[0] ? 'anA' : 'Ana',
      );
    }
  });

  it('is refused unread when it is longer than any link the game makes', () => {
    // A long text costs its decoding before any check could refuse it: none is decoded at all.
    const atob = vi.spyOn(globalThis, 'atob');
    const text = seal(craftBody({ game: roundGame(), rows: [row(1)] }));
    expect(decodeChallenge(text)).toMatchObject(OPENS);
    expect(atob).toHaveBeenCalledTimes(1);
    atob.mockClear();
    expect(decodeChallenge('A'.repeat(2004))).toEqual(DAMAGED);
    expect(decodeChallenge(text + 'A'.repeat(4000))).toEqual(DAMAGED);
    expect(atob).not.toHaveBeenCalled();
  });

  it('says a later game made it when its version, kind, mode, difficulty or choice is unknown', () => {
    const rows = [row(1)];
    expect(link({ version: 2, game: roundGame(), rows })).toEqual(NEWER);
    expect(link({ version: 0, game: roundGame(), rows })).toEqual(DAMAGED);
    expect(link({ game: [3, ...roundGame().slice(1)], rows })).toEqual(NEWER);
    expect(link({ game: roundGame({ mode: MODE_IDS.length - 1 }), rows })).toMatchObject(OPENS);
    expect(link({ game: roundGame({ mode: MODE_IDS.length }), rows })).toEqual(NEWER);
    expect(link({ game: dailyGame({ mode: 255 }), rows })).toEqual(NEWER);
    expect(link({ game: roundGame({ difficulty: 3 }), rows })).toEqual(NEWER);
    expect(link({ game: runGame({ choice: 200 }), rows })).toEqual(NEWER);
  });
});
