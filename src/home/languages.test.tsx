import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../i18n/messages/en-US/home.json';
import { setLocale } from '../i18n/i18n';
import { dailyScreen, homeScreen, infiniteScreen, modeScreens } from '../shared/screens';
import { dailyScreenTexts, infiniteScreenTexts, modeScreenTexts } from '../shared/screenTexts';
import { MODE_IDS } from '../../machines/modes';
import { renderInRouter } from '../test/render';
import { Home } from './Home';

describe('the home page in other languages', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it("shows the heading and the cards in Japanese, and a mode screen's words", async () => {
    await setLocale('ja-JP');
    renderInRouter(<Home />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'プレイするモードを選んでください' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'マップテーマ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '新モード' })).toBeInTheDocument();
    expect(modeScreenTexts('map').intro(3)).toBe(
      'マップを当てるチャンスは 3 回。聴けるのは試合開始時に流れるテーマ曲だけです。',
    );
  });

  it("counts a round's attempts in Polish forms", async () => {
    await setLocale('pl-PL');
    expect(modeScreenTexts('voice').intro(2)).toMatch(/^Masz 2 próby, /);
    expect(modeScreenTexts('voice').intro(5)).toMatch(/^Masz 5 prób, /);
  });

  // The first paint writes the screens' English (scripts/bootShell.ts): the app's must be the same.
  it("keeps its English the same as the screens' the first paint writes", () => {
    expect(english.heading).toBe(homeScreen.heading);
    expect(english.intro).toBe(homeScreen.intro);
    expect(english.infiniteTitle).toBe(infiniteScreen.card.title);
    expect(english.infiniteDescription).toBe(infiniteScreen.card.description);
    expect(dailyScreenTexts()).toEqual({ heading: dailyScreen.heading, intro: dailyScreen.intro });
    const infinite = infiniteScreenTexts();
    expect([infinite.heading, infinite.intro]).toEqual([
      infiniteScreen.heading,
      infiniteScreen.intro,
    ]);
    expect(infinite.runHeading('Ability')).toBe(infiniteScreen.runHeading('Ability'));
    for (const mode of MODE_IDS) {
      const screen = modeScreens[mode];
      const texts = modeScreenTexts(mode);
      expect(texts.title).toBe(screen.title);
      expect(texts.description).toBe(screen.description);
      expect(texts.heading).toBe(screen.heading);
      expect(texts.winMessage).toBe(screen.winMessage);
      for (const attempts of [1, 3]) expect(texts.intro(attempts)).toBe(screen.intro(attempts));
      expect(texts.infinite).toBe(screen.infinite);
      expect(texts.searchHint).toBe('searchHint' in screen ? screen.searchHint : undefined);
      expect(texts.dailyIntro).toBe('dailyIntro' in screen ? screen.dailyIntro : undefined);
    }
  });
});

it('keeps How to play’s pieces of a mode, in English, as screens.ts has them', () => {
  for (const mode of MODE_IDS) {
    const texts = modeScreenTexts(mode);
    expect([texts.what, texts.heard]).toEqual([modeScreens[mode].what, modeScreens[mode].heard]);
  }
});
