import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../i18n/messages/en-US/home.json';
import { setLocale } from '../i18n/i18n';
import { homeScreen, infiniteScreen, modeScreens } from '../shared/screens';
import { renderInRouter } from '../test/render';
import { Home } from './Home';

describe('the home page in other languages', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('shows the heading and the cards in Japanese', async () => {
    await setLocale('ja-JP');
    renderInRouter(<Home />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'プレイするモードを選んでください' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'マップテーマ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '新モード' })).toBeInTheDocument();
  });

  // The first paint writes the screens' English (scripts/bootShell.ts): the app's must be the same.
  it("keeps its English the same as the screens' the first paint writes", () => {
    expect(english.heading).toBe(homeScreen.heading);
    expect(english.intro).toBe(homeScreen.intro);
    expect(english.infiniteTitle).toBe(infiniteScreen.card.title);
    expect(english.infiniteDescription).toBe(infiniteScreen.card.description);
    for (const [mode, screen] of Object.entries(modeScreens)) {
      const texts = english as Record<string, string>;
      expect(texts[`${mode}Title`]).toBe(screen.title);
      expect(texts[`${mode}Description`]).toBe(screen.description);
    }
  });
});
