import english from 'virtual:messages/en-US/home';
import type Source from '../i18n/messages/en-US/home.json';
import { textsOf } from '../i18n/i18n';
import type { ModeId } from '../../machines/modes';

/**
 * The screens' openings (src/shared/screens.ts) in the player's language, for the views that render
 * them: screens.ts keeps the English, which the build writes into the first paint (Node, no
 * messages), and src/home/languages.test.tsx holds the two the same. Part of the home page's texts
 * (src/i18n/messages/<locale>/home.json).
 */
type Key = keyof typeof Source;
const t = textsOf<Key>('home', english);

/** The text of a key that only some modes have (a search hint, a daily puzzle's opening). */
const some = (key: string): string | undefined => (key in english ? t(key as Key) : undefined);

/**
 * A mode's words: its tab's name, heading, opening sentence (for the round's attempts), win message,
 * home card's line, How to play's search hint and its pieces (what to find, what the clip is),
 * Infinite's line and its daily puzzle's opening.
 */
export const modeScreenTexts = (mode: ModeId) => ({
  title: t(`${mode}Title`),
  heading: t(`${mode}Heading`),
  intro: (maxAttempts: number) => t(`${mode}Intro`, { maxAttempts }),
  winMessage: t(`${mode}Win`),
  description: t(`${mode}Description`),
  searchHint: some(`${mode}SearchHint`),
  what: t(`${mode}What`),
  heard: t(`${mode}Heard`),
  infinite: t(`${mode}Infinite`),
  dailyIntro: some(`${mode}DailyIntro`),
});

export const dailyScreenTexts = () => ({ heading: t('dailyHeading'), intro: t('dailyIntro') });

export const infiniteScreenTexts = () => ({
  heading: t('infiniteHeading'),
  intro: t('infiniteIntro'),
  runHeading: (choiceLabel: string) => t('infiniteRunHeading', { choice: choiceLabel }),
});
