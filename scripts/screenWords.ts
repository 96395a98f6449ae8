import { readFileSync } from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import type { ModeId } from '../machines/modes.ts';
import type Home from '../src/i18n/messages/en-US/home.json';

/**
 * The screens' English words for what the build writes in Node (the first paint, the link previews),
 * read from the same messages the app shows (src/i18n/messages/en-US/home.json): one place for
 * the English, and none of it twice in the page's code (src/shared/screens.ts has no words).
 */
type Key = keyof typeof Home;
const file = path.join(import.meta.dirname, '../src/i18n/messages/en-US/home.json');
const home = JSON.parse(readFileSync(file, 'utf8')) as Record<Key, string>;
const messageFormat = new MessageFormat('en-US');

const text = (key: Key, values: Record<string, unknown> = {}): string =>
  String(messageFormat.compile(home[key])(values));
const some = (key: string): string | undefined => (key in home ? text(key as Key) : undefined);

export const homeWords = { heading: text('heading'), intro: text('intro') };

export const dailyWords = { heading: text('dailyHeading'), intro: text('dailyIntro') };

export const infiniteWords = {
  heading: text('infiniteHeading'),
  intro: text('infiniteIntro'),
  runHeading: (choice: string) => text('infiniteRunHeading', { choice }),
};

/** A mode's words, as src/shared/screenTexts.ts gives them to the app in the player's language. */
export const modeWords = (mode: ModeId) => ({
  title: text(`${mode}Title`),
  heading: text(`${mode}Heading`),
  intro: (maxAttempts: number) => text(`${mode}Intro`, { maxAttempts }),
  what: text(`${mode}What`),
  dailyIntro: some(`${mode}DailyIntro`),
});
