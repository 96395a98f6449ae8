import { describe, expect, it } from 'vitest';
import { dailyScreen, homeScreen, infiniteScreen, modeScreens, type ModeScreen } from './screens';

/** Every sentence a screen opens with, as the first paint and the app write it. */
function screenTexts(): string[] {
  const texts: string[] = [homeScreen.intro, dailyScreen.intro, infiniteScreen.intro];
  for (const screen of Object.values(modeScreens) as ModeScreen[]) {
    texts.push(screen.intro(3), screen.infinite, screen.description, screen.heard);
    if (screen.dailyIntro) texts.push(screen.dailyIntro);
  }
  return texts;
}

describe('the screens’ words', () => {
  it('name no verdict colour, which high contrast changes (yellow is blue there)', () => {
    const named = screenTexts().filter((text) =>
      /\b(green|yellow|red|orange|blue|grey)\b/i.test(text),
    );
    expect(named).toEqual([]);
  });
});
