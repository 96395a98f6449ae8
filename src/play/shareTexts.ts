import english from 'virtual:messages/en-US/share';
import type Source from '../i18n/messages/en-US/share.json';
import { textsOf } from '../i18n/i18n';

/** The share button's texts, for a run's and a daily puzzle's end: src/i18n/messages/<locale>/share.json. */
export const t = textsOf<keyof typeof Source>('share', english);
