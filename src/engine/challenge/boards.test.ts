import { describe, expect, it } from 'vitest';
import {
  decodeChallenge,
  encodeChallenge,
  type ChallengeGame,
  type ChallengeResult,
} from '../../../machines/challenge/link';
import { MODE_IDS } from '../../../machines/modes';
import { gameStore } from '../../storage/gameStore';
import {
  challengesEntry,
  dailyChallengeLink,
  keepBoard,
  MAX_KEPT_CHALLENGES,
} from '../../storage/challenges';
import {
  addMine,
  linkFor,
  mineOf,
  openBoard,
  readBoard,
  readNickname,
  saveNickname,
} from './boards';
import { displayName } from './words';

const daily: ChallengeGame = { kind: 'daily', mode: MODE_IDS[0], puzzle: 30 };
const row = (id: number, value: number, nickname = `P${id}`): ChallengeResult => ({
  id,
  value,
  nickname,
  when: 29_000_000 + id,
});

describe("a player's challenges", () => {
  it('count each result once, whichever links come in, in whatever order', () => {
    const a = { game: daily, from: 1, results: [row(1, 3), row(2, 5)] };
    const b = { game: daily, from: 3, results: [row(1, 3), row(3, 1)] };
    openBoard(a, 'a');
    openBoard(b, 'b');
    openBoard(a, 'a');
    expect(readBoard(daily)!.results.map((each) => each.id)).toEqual([3, 1, 2]);
    expect(readBoard(daily)!.link).toBe('a');
    // The player's own result joins once, however often the end is reached.
    const mine = addMine(daily, 2).mine;
    expect(addMine(daily, 6).mine).toBe(mine);
    expect(readBoard(daily)!.results.map((each) => each.value)).toEqual([1, 2, 3, 5]);
  });

  it("pass a link on with every result, the player's own under their nickname", async () => {
    openBoard({ game: daily, from: 1, results: [row(1, 4, 'Ana')] }, 'x');
    expect(await linkFor(daily)).toBeNull();
    saveNickname('  Ben  ');
    addMine(daily, 2);
    const link = await linkFor(daily);
    expect(link!.text).toMatch(/^Beat my 2\/6 on Earshot Daily \w+ #30\nhttp.*\/challenge\?c=/);
    const decoded = decodeChallenge(link!.code);
    expect(decoded.ok && decoded.challenge.results.map((each) => each.nickname)).toEqual([
      'Ben',
      'Ana',
    ]);
    expect(decoded.ok && decoded.challenge.from).toBe(mineOf(readBoard(daily))!.id);
  });

  it('keep and show nicknames without the characters a reader cannot see', () => {
    saveNickname(' \u202eBen\u200b ');
    expect(readNickname()).toBe('Ben');
    // A result kept before links dropped them shows without them too.
    expect(displayName(row(1, 2, '\u2067Ana\u2069'))).toBe('Ana');
    expect(displayName(row(1, 2, '\u202e\u200b'))).toBe('A friend');
  });

  it('lead a daily puzzle played from a challenge back to it', () => {
    const code = encodeChallenge({ game: daily, from: 1, results: [row(1, 4)] });
    expect(dailyChallengeLink(gameStore.read(challengesEntry), daily.mode, 30)).toBeNull();
    openBoard({ game: daily, from: 1, results: [row(1, 4)] }, code);
    expect(dailyChallengeLink(gameStore.read(challengesEntry), daily.mode, 30)).toBe(code);
    expect(dailyChallengeLink(gameStore.read(challengesEntry), daily.mode, 31)).toBeNull();
  });

  it('keep the latest challenges only, and set aside a kept entry that does not hold', () => {
    let kept = challengesEntry.initial();
    for (let i = 0; i < MAX_KEPT_CHALLENGES + 5; i++) {
      kept = keepBoard(kept, `k${i}`, { mine: null, results: [], link: '', at: i });
    }
    expect(Object.keys(kept.boards)).toHaveLength(MAX_KEPT_CHALLENGES);
    expect(kept.boards.k0).toBeUndefined();
    expect(kept.boards[`k${MAX_KEPT_CHALLENGES + 4}`]).toBeDefined();
    expect(challengesEntry.validate({ nickname: 1, boards: {} })).toBeNull();
    expect(
      challengesEntry.validate({ nickname: '', boards: { x: { mine: -1, results: [] } } }),
    ).toBeNull();
  });
});
