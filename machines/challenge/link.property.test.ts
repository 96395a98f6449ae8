import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INFINITE_CHOICES } from '../infiniteChoices.ts';
import { MODE_IDS } from '../modes.ts';
import { decodeChallenge, type Challenge, type ChallengeGame } from './link.ts';
import {
  craftBody,
  dailyGame,
  failOnDecoderBugs,
  roundGame,
  runGame,
  seal,
  utf8,
  type CraftedRow,
} from '../test/craftedLinks.ts';

/*
 * Whatever text reaches the decoder (random bytes, random text, links sealed by hand around random
 * or nearly right bodies), it answers without throwing, and what it opens is a challenge the game
 * can show: valid as the format's rules below say, written apart from the decoder.
 */

const DIFFICULTIES = ['normal', 'hard', 'infinite'];
const MAX_RESULTS = 10;
const MAX_NICKNAME_BYTES = 20;
const isInteger = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** Characters a nickname must not hold: control characters, bidi controls and marks, invisibles. */
const UNSHOWABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\u2028\u2029\ufeff]/u;

function nicknameProblem(name: unknown): string | null {
  if (typeof name !== 'string') return 'not text';
  if (new TextEncoder().encode(name).length > MAX_NICKNAME_BYTES) return 'too long';
  if (UNSHOWABLE.test(name)) return 'a character a reader cannot see';
  if (name !== name.trim()) return 'spaces around it';
  return null;
}

function gameProblem(game: ChallengeGame): string | null {
  switch (game.kind) {
    case 'round':
      if (!(MODE_IDS as readonly string[]).includes(game.mode)) return 'unknown mode';
      if (!DIFFICULTIES.includes(game.difficulty)) return 'unknown difficulty';
      if (!isInteger(game.pool, 0, 0xffff) || !isInteger(game.clip, 0, 0xffff)) return 'bad clip';
      return null;
    case 'run':
      if (!(INFINITE_CHOICES as readonly string[]).includes(game.choice)) return 'unknown choice';
      if (!isInteger(game.pool, 0, 0xffff)) return 'bad pool';
      if (!isInteger(game.seed, -(2 ** 31), 2 ** 31 - 1)) return 'bad seed';
      return null;
    case 'daily':
      if (!(MODE_IDS as readonly string[]).includes(game.mode)) return 'unknown mode';
      if (!isInteger(game.puzzle, 1, 0xffff)) return 'no such puzzle';
      return null;
    default:
      return 'unknown kind';
  }
}

/** Why a challenge is not one the game can show, or null when it is. */
function challengeProblem({ game, from, results }: Challenge): string | null {
  const problem = gameProblem(game);
  if (problem) return problem;
  if (results.length < 1 || results.length > MAX_RESULTS) return 'rows out of range';
  if (new Set(results.map((result) => result.id)).size !== results.length) return 'an id twice';
  if (!results.some((result) => result.id === from)) return 'no sender';
  for (const result of results) {
    if (!isInteger(result.id, 0, 0xffffffff) || !isInteger(result.when, 0, 0xffffffff)) {
      return 'bad id or time';
    }
    const most = game.kind === 'run' ? 0xffff : 99;
    if (!isInteger(result.value, 0, most)) return 'bad value';
    const name = nicknameProblem(result.nickname);
    if (name) return `nickname: ${name}`;
  }
  // Best first: a run's higher score; a round's or a daily's fewer tries, a miss (0) last.
  const rank = (value: number) => (game.kind === 'run' ? -value : value === 0 ? Infinity : value);
  for (let i = 1; i < results.length; i++) {
    if (rank(results[i - 1].value) > rank(results[i].value)) return 'not best first';
  }
  return null;
}

/** Decodes a text, failing the property if the decoder throws or opens an invalid challenge. */
function decodeChecked(text: string) {
  const decoded = decodeChallenge(text);
  if (decoded.ok) expect(challengeProblem(decoded.challenge)).toBeNull();
  else expect(['damaged', 'newer']).toContain(decoded.problem);
  return decoded;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

// ---------------------------------------------------------------------------------------------
// Links sealed by hand around nearly right bodies: each field mostly right, sometimes anything.

const mostly = <T>(right: fc.Arbitrary<T>, anything: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 20, arbitrary: right }, { weight: 1, arbitrary: anything });
const byte = fc.integer({ min: 0, max: 255 });
const u16 = fc.integer({ min: 0, max: 0xffff });
const u32 = fc.integer({ min: 0, max: 0xffffffff });

/** Characters that break a nickname or hide in one, among ordinary ones. */
const nicknamePart = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 4 }),
  fc.string({ unit: 'binary', maxLength: 3 }),
  fc.constantFrom(' ', '\u0000', '\n', '\u009f', '\u202e', '\u2066', '\u200b', '\u200d', '\u3164'),
);
const nicknameBytes = fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 10 }).map(utf8) },
  {
    weight: 2,
    arbitrary: fc.array(nicknamePart, { maxLength: 5 }).map((parts) => utf8(parts.join(''))),
  },
  { weight: 1, arbitrary: fc.array(byte, { maxLength: 24 }) },
);

const craftedRow: fc.Arbitrary<CraftedRow> = fc.record({
  id: mostly(fc.integer({ min: 1, max: 40 }), u32),
  when: u32,
  value: mostly(fc.integer({ min: 0, max: 8 }), fc.oneof(fc.constantFrom(99, 100), u16)),
  name: nicknameBytes,
  length: mostly(fc.constant(undefined), byte),
});

const craftedRows = mostly(
  fc.uniqueArray(craftedRow, { selector: (row) => row.id, minLength: 1, maxLength: MAX_RESULTS }),
  fc.array(craftedRow, { maxLength: MAX_RESULTS + 2 }),
);

const craftedGame = fc.oneof(
  fc
    .record({
      mode: mostly(fc.integer({ min: 0, max: MODE_IDS.length - 1 }), byte),
      difficulty: mostly(fc.integer({ min: 0, max: 2 }), byte),
      pool: u16,
      clip: u16,
    })
    .map(roundGame),
  fc
    .record({
      choice: mostly(fc.integer({ min: 0, max: INFINITE_CHOICES.length - 1 }), byte),
      pool: u16,
      seed: u32,
    })
    .map(runGame),
  fc
    .record({ mode: mostly(fc.integer({ min: 0, max: MODE_IDS.length - 1 }), byte), puzzle: u16 })
    .map(dailyGame),
  fc.array(byte, { maxLength: 9 }),
);

interface CraftedLink {
  version: number;
  game: number[];
  rows: CraftedRow[];
  from: number;
  count: number | undefined;
  after: number[];
  salt: number;
}

const craftedLink: fc.Arbitrary<CraftedLink> = fc.record({
  version: mostly(fc.constant(1), byte),
  game: craftedGame,
  rows: craftedRows,
  from: mostly(fc.constant(0), byte),
  count: mostly(fc.constant(undefined), byte),
  after: mostly(fc.constant<number[]>([]), fc.array(byte, { minLength: 1, maxLength: 3 })),
  salt: u16,
});

/**
 * Whether a crafted link keeps the format's rules (so the decoder must open it), and what it then
 * carries. Written from the format, apart from the decoder.
 */
function expectedOf(link: CraftedLink) {
  const { version, game, rows, from, count, after } = link;
  if (version !== 1 || after.length > 0 || (count !== undefined && count !== rows.length))
    return null;
  if (rows.length < 1 || rows.length > MAX_RESULTS || from >= rows.length) return null;
  if (new Set(rows.map((row) => row.id)).size !== rows.length) return null;
  let expected: ChallengeGame;
  const word = (at: number) => (game[at] << 8) | game[at + 1];
  if (game[0] === 0 && game.length === 7) {
    if (game[1] >= MODE_IDS.length || game[2] >= DIFFICULTIES.length) return null;
    expected = {
      kind: 'round',
      mode: MODE_IDS[game[1]],
      difficulty: DIFFICULTIES[game[2]] as 'normal',
      pool: word(3),
      clip: word(5),
    };
  } else if (game[0] === 1 && game.length === 8) {
    if (game[1] >= INFINITE_CHOICES.length) return null;
    // Links write a run's choice in the order choices joined: Mixed fourth.
    const choices = [
      'map',
      'ability',
      'ace',
      'mixed',
      ...INFINITE_CHOICES.slice(3).filter((c) => c !== 'mixed'),
    ];
    expected = {
      kind: 'run',
      choice: choices[game[1]] as 'mixed',
      pool: word(2),
      seed: (word(4) << 16) | word(6),
    };
  } else if (game[0] === 2 && game.length === 4) {
    if (game[1] >= MODE_IDS.length || word(2) < 1) return null;
    expected = { kind: 'daily', mode: MODE_IDS[game[1]], puzzle: word(2) };
  } else {
    return null;
  }
  for (const row of rows) {
    const bytes = row.name as number[];
    if (row.length !== undefined && row.length !== bytes.length) return null;
    if (bytes.length > MAX_NICKNAME_BYTES) return null;
    if (expected.kind !== 'run' && row.value > 99) return null;
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
    } catch {
      return null;
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f-\u009f]/.test(text)) return null;
  }
  return { game: expected, from: rows[from].id };
}

describe('any text given as a link', () => {
  failOnDecoderBugs();

  it('is answered without throwing, and random bytes never open an invalid challenge', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), (bytes) => {
        decodeChecked(toBase64Url(bytes));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 3000 }), (text) => {
        decodeChecked(text);
      }),
      { numRuns: 300 },
    );
  });

  it('sealed around random bytes never opens an invalid challenge', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), u16, (body, salt) => {
        decodeChecked(seal(body, salt));
      }),
      { numRuns: 500 },
    );
  });

  it('sealed around a nearly right body opens as written when it keeps the rules, and never invalid', () => {
    let opened = 0;
    let refused = 0;
    fc.assert(
      fc.property(craftedLink, (link) => {
        const decoded = decodeChecked(seal(craftBody(link), link.salt));
        const expected = expectedOf(link);
        if (expected) {
          expect(decoded).toMatchObject({ ok: true, challenge: expected });
          if (!decoded.ok) return;
          const carried = (rows: readonly { id: number; value: number; when?: number }[]) =>
            rows.map(({ id, value, when }) => ({ id, value, when })).sort((a, b) => a.id - b.id);
          expect(carried(decoded.challenge.results)).toEqual(carried(link.rows));
        }
        if (decoded.ok) opened++;
        else refused++;
      }),
      { numRuns: 2000 },
    );
    // Neither side of the property is empty: many crafted links open, many are refused.
    expect(opened).toBeGreaterThan(200);
    expect(refused).toBeGreaterThan(200);
  });
});
