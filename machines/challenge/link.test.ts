import { describe, expect, it } from 'vitest';
import { INFINITE_CHOICES, type InfiniteChoice } from '../infiniteChoices.ts';
import { MODE_IDS } from '../modes.ts';
import {
  capResults,
  decodeChallenge,
  encodeChallenge,
  gameKey,
  mergeResults,
  MAX_NICKNAME_BYTES,
  MAX_RESULTS,
  poolTag,
  type Challenge,
  type ChallengeGame,
  type ChallengeResult,
} from './link.ts';
import { reseal } from '../test/craftedLinks.ts';

const row = (id: number, value: number, nickname = `P${id}`, when = 29_000_000 + id) => ({
  id,
  value,
  nickname,
  when,
});

const games: ChallengeGame[] = [
  ...MODE_IDS.map((mode, i) => ({
    kind: 'round' as const,
    mode,
    difficulty: 'hard' as const,
    pool: 0xbeef,
    clip: i * 7,
  })),
  ...INFINITE_CHOICES.map((choice) => ({
    kind: 'run' as const,
    choice,
    pool: 0x1234,
    seed: -123456789,
  })),
  ...MODE_IDS.map((mode) => ({ kind: 'daily' as const, mode, puzzle: 412 })),
];

const challengeOf = (game: ChallengeGame, results = [row(7, 3, 'Ana')]): Challenge => ({
  game,
  from: results[0].id,
  results,
});

describe('the link', () => {
  it.each(games)('round-trips every game: %o', (game) => {
    const challenge = challengeOf(game, [row(7, 3, 'Ana'), row(0xffffffff, 1, '', 5), row(2, 0)]);
    const decoded = decodeChallenge(encodeChallenge(challenge));
    expect(decoded).toEqual({
      ok: true,
      challenge: { ...challenge, results: mergeResults(game.kind, challenge.results, []) },
    });
  });

  it('keeps nicknames in any script, and says who sent it', () => {
    const results = [row(1, 9, 'Zoë 🎧'), row(2, 12, 'Сергей'), row(3, 4, '山田')];
    const decoded = decodeChallenge(
      encodeChallenge({
        ...challengeOf(
          games.find((game) => game.kind === 'run')!,
          results,
        ),
        from: 3,
      }),
    );
    if (!decoded.ok) throw new Error('not decoded');
    expect(decoded.challenge.from).toBe(3);
    expect(decoded.challenge.results.map((each) => each.nickname)).toEqual([
      'Сергей',
      'Zoë 🎧',
      '山田',
    ]);
  });

  it('is base64url, and two links of one game share no visible part past the salt', () => {
    const challenge = challengeOf(games[0]);
    const a = encodeChallenge(challenge, 1);
    const b = encodeChallenge(challenge, 2);
    expect(a).toMatch(/^[\w-]+$/);
    expect(a.slice(3)).not.toEqual(b.slice(3));
    // The clip's index does not show in clear: another clip changes more than one spot in the link.
    const other = encodeChallenge(challengeOf({ ...games[0], clip: 8 } as ChallengeGame), 1);
    expect(decodeChallenge(a)).toMatchObject({ ok: true });
    expect(other).not.toEqual(a);
  });

  it('does not carry a nickname or a mode in clear', () => {
    const text = encodeChallenge(challengeOf(games[0], [row(1, 2, 'AAAAAAAAAAAA')]), 5);
    const bytes = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    expect(bytes).not.toContain('AAAA');
  });

  it('stays chat-sized at its longest: ten results with the longest nicknames', () => {
    const longest = 'é'.repeat(MAX_NICKNAME_BYTES / 2);
    const results = Array.from({ length: MAX_RESULTS + 5 }, (_, i) =>
      row(i + 1, 60000 + i, longest, 0xffffffff - i),
    );
    const text = encodeChallenge(challengeOf(games[MODE_IDS.length], results));
    expect(text.length).toBeLessThanOrEqual(450);
  });
});

describe('a damaged, cut, edited or foreign link', () => {
  const good = encodeChallenge(challengeOf(games[0], [row(1, 2), row(2, 3)]), 99);

  it('is refused when cut anywhere', () => {
    for (let length = 0; length < good.length; length++) {
      expect(decodeChallenge(good.slice(0, length))).toEqual({ ok: false, problem: 'damaged' });
    }
  });

  it('is refused when any one character is changed', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < good.length; i++) {
      const other = alphabet[(alphabet.indexOf(good[i]) + 17) % 64];
      const edited = good.slice(0, i) + other + good.slice(i + 1);
      // The last character may carry only padding bits: changing those leaves the bytes alone.
      const decoded = decodeChallenge(edited);
      if (decoded.ok) expect(decoded).toEqual(decodeChallenge(good));
      else expect(decoded).toEqual({ ok: false, problem: 'damaged' });
    }
  });

  it('is refused when it is not a link at all', () => {
    for (const text of [
      '',
      'hello',
      '<script>alert(1)</script>',
      '====',
      'A'.repeat(5000),
      '%00%00',
      good + good,
      good + 'A',
    ]) {
      expect(decodeChallenge(text)).toMatchObject({ ok: false });
    }
  });

  it('writes the choices of a run as they were before Voice lines and Footsteps joined', () => {
    const run = (choice: InfiniteChoice) =>
      gameKey({ kind: 'run', choice, pool: 0, seed: 0 }).slice(0, 4);
    expect((['map', 'ability', 'ace', 'mixed'] as const).map(run)).toEqual([
      '0100',
      '0101',
      '0102',
      '0103',
    ]);
    expect(run('voice')).toBe('0104');
    expect(run('footsteps')).toBe('0105');
  });

  it('writes every mode at the place it has had since it joined (the list of modes is append-only)', () => {
    const places = { map: '00', ability: '01', ace: '02', voice: '03', footsteps: '04' } as const;
    for (const [mode, place] of Object.entries(places)) {
      const game = { mode: mode as keyof typeof places, pool: 0, clip: 0, puzzle: 1 };
      expect(gameKey({ ...game, kind: 'daily' })).toBe(`02${place}0001`);
      expect(gameKey({ ...game, kind: 'round', difficulty: 'normal' })).toBe(
        `00${place}0000000000`,
      );
    }
    expect(MODE_IDS.slice(0, 5)).toEqual(Object.keys(places));
  });

  it('says a later game made it when its version is newer', () => {
    // A link made by a later format: rebuilt here with version 2 and a valid checksum.
    const later = reseal(good, (body) => {
      body[0] = 2;
    });
    expect(decodeChallenge(later)).toEqual({ ok: false, problem: 'newer' });
    const unknownMode = reseal(good, (body) => {
      body[2] = 200;
    });
    expect(decodeChallenge(unknownMode)).toEqual({ ok: false, problem: 'newer' });
  });

  it('refuses well-sealed links whose rows do not hold', () => {
    // Sender's row past the end.
    expect(decodeChallenge(reseal(good, (body) => void (body[8] = 5)))).toMatchObject({
      ok: false,
    });
    // No rows.
    expect(decodeChallenge(reseal(good, (body) => void (body[9] = 0)))).toMatchObject({
      ok: false,
    });
    // Twice the same id.
    const twice = encodeChallenge(challengeOf(games[0], [row(1, 2), row(5, 3)]), 3);
    const sameId = reseal(twice, (body) => body.set(body.subarray(10, 14), 10 + 11 + 2));
    expect(decodeChallenge(sameId)).toEqual({ ok: false, problem: 'damaged' });
  });
});

describe('the results', () => {
  const a = [row(1, 5), row(2, 9), row(3, 0)];
  const b = [row(2, 9), row(4, 7), row(5, 12)];

  it('count a result once, however often it is added', () => {
    const once = mergeResults('run', a, [row(4, 7)]);
    expect(mergeResults('run', once, [row(4, 7)])).toEqual(once);
    expect(mergeResults('run', once, once)).toEqual(once);
    expect(once).toHaveLength(4);
  });

  it('merge to the same table in either order', () => {
    for (const kind of ['run', 'round', 'daily'] as const) {
      expect(mergeResults(kind, a, b)).toEqual(mergeResults(kind, b, a));
      expect(mergeResults(kind, mergeResults(kind, a, b), a)).toEqual(mergeResults(kind, a, b));
    }
    // Even two rows with one id (an edited link) settle the same way from either side.
    const x = [row(8, 3, 'X')];
    const y = [row(8, 3, 'Y')];
    expect(mergeResults('run', x, y)).toEqual(mergeResults('run', y, x));
  });

  it('show the best first: a higher score for a run, fewer tries for a round, a miss last', () => {
    expect(mergeResults('run', a, b).map((each) => each.value)).toEqual([12, 9, 7, 5, 0]);
    expect(mergeResults('round', a, b).map((each) => each.value)).toEqual([5, 7, 9, 12, 0]);
    expect(mergeResults('daily', [row(1, 0), row(2, 6), row(3, 1)], []).map((r) => r.id)).toEqual([
      3, 2, 1,
    ]);
    // A tie goes to the earlier result.
    expect(mergeResults('run', [row(1, 4, 'late', 50)], [row(2, 4, 'early', 10)])[0].id).toBe(2);
  });

  it('are capped to the best, keeping the sender', () => {
    const many: ChallengeResult[] = Array.from({ length: 15 }, (_, i) => row(i + 1, i));
    const capped = capResults('run', many);
    expect(capped).toHaveLength(MAX_RESULTS);
    expect(capped.map((each) => each.value)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    const keeping = capResults('run', many, 1);
    expect(keeping).toHaveLength(MAX_RESULTS);
    expect(keeping.at(-1)?.id).toBe(1);
    expect(keeping.slice(0, -1).map((each) => each.value)).toEqual([
      14, 13, 12, 11, 10, 9, 8, 7, 6,
    ]);
    // A link of fifteen results carries ten, the sender among them.
    const decoded = decodeChallenge(encodeChallenge({ game: games[3], from: 1, results: many }));
    expect(decoded.ok && decoded.challenge.results).toHaveLength(MAX_RESULTS);
    expect(decoded.ok && decoded.challenge.from).toBe(1);
  });
});

describe('keys', () => {
  it('keys a game by what it plays, not by who played it', () => {
    expect(gameKey(games[0])).toBe(gameKey({ ...games[0] }));
    expect(new Set(games.map(gameKey)).size).toBe(games.length);
  });

  it('tags a pool by its ids in their order', () => {
    expect(poolTag(['a', 'b', 'c'])).toBe(poolTag(['a', 'b', 'c']));
    expect(poolTag(['a', 'b', 'c'])).not.toBe(poolTag(['c', 'a', 'b']));
    expect(poolTag(['a', 'b', 'c'])).not.toBe(poolTag(['a', 'b']));
  });
});
