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
const t = textsOf<keyof typeof Source>('home', english);

/** A mode's heading, opening sentence (for the round's attempts) and win message. */
export const modeScreenTexts = (mode: ModeId) => ({
  title: t(`${mode}Title`),
  heading: t(`${mode}Heading`),
  intro: (maxAttempts: number) => t(`${mode}Intro`, { maxAttempts }),
  winMessage: t(`${mode}Win`),
  description: t(`${mode}Description`),
});

export const dailyScreenTexts = () => ({ heading: t('dailyHeading'), intro: t('dailyIntro') });

export const infiniteScreenTexts = () => ({
  heading: t('infiniteHeading'),
  intro: t('infiniteIntro'),
  runHeading: (choiceLabel: string) => t('infiniteRunHeading', { choice: choiceLabel }),
});
