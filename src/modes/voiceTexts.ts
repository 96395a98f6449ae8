import english from 'virtual:messages/en-US/voice';
import type Source from '../i18n/messages/en-US/voice.json';
import { textsOf } from '../i18n/i18n';

/** The Voice lines mode's own words (its lines, its partly right hint): src/i18n/messages/<locale>/voice.json. */
export const t = textsOf<keyof typeof Source>('voice', english);
