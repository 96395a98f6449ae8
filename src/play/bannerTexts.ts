import english from 'virtual:messages/en-US/challengeBanner';
import type Source from '../i18n/messages/en-US/challengeBanner.json';
import { textsOf } from '../i18n/i18n';

/** The banner over a challenge's game and a daily puzzle's note of it: src/i18n/messages/<locale>/challengeBanner.json. */
export const t = textsOf<keyof typeof Source>('challengeBanner', english);
