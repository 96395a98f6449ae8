import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/i18n';
import { PROBLEM_TEXTS } from './games';
import { verdictOf } from './verdict';
import { goalText } from './words';

const kai = (value: number) => ({ id: 7, nickname: 'Kai', value, when: 1_000 });

describe('a challenge’s words in the player’s language', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('says who won, what to beat and what is wrong with a link in Japanese', async () => {
    await setLocale('ja-JP');
    expect(verdictOf('daily', { id: 1, value: 2 }, kai(3)).text).toBe('Kaiに勝ちました！');
    expect(goalText({ kind: 'daily', mode: 'map', puzzle: 3 }, kai(2))).toBe('目標スコア：2/6');
    expect(PROBLEM_TEXTS.damaged.title).toBe('このチャレンジリンクは壊れています');
  });
});
