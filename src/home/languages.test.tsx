import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import english from '../i18n/messages/en-US/home.json';
import { setLocale } from '../i18n/i18n';
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

  // The first paint writes the same English (scripts/screenWords.ts reads the same file): the
  // spec's words, as it spells them, are what both show.
  it("speaks the spec's words in English", () => {
    expect(english.heading).toBe('Choose wich mode you want to play');
    expect(modeScreenTexts('map').heading).toBe("What's the map?");
    expect(modeScreenTexts('map').intro(3)).toBe(
      'You have 3 attempts to find the map, but you can only hear the theme that plays when a game starts.',
    );
    expect(modeScreenTexts('ability').intro(1)).toBe(
      'You have 1 attempt(s) to try to find the correct ability, but you can only hear it',
    );
    expect(modeScreenTexts('ace').winMessage).toBe(
      'Congratulations! You found the correct bundle!',
    );
    expect(dailyScreenTexts().heading).toBe('Daily puzzles');
    expect(infiniteScreenTexts().runHeading('Ability')).toBe('Infinite · Ability');
    for (const mode of MODE_IDS) {
      expect(modeScreenTexts(mode).searchHint === undefined).toBe(
        !['ability', 'footsteps'].includes(mode),
      );
      expect(modeScreenTexts(mode).dailyIntro === undefined).toBe(mode === 'footsteps');
    }
  });
});
