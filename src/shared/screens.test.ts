import { describe, expect, it } from 'vitest';
import english from '../i18n/messages/en-US/home.json';

/** Every word of the screens' openings and the home page in English, as the first paint and the app write them. */
const screenTexts = (): string[] => Object.values(english);

describe('the screens’ words', () => {
  it('name no verdict colour, which high contrast changes (yellow is blue there)', () => {
    const named = screenTexts().filter((text) =>
      /\b(green|yellow|red|orange|blue|grey)\b/i.test(text),
    );
    expect(named).toEqual([]);
  });
});
