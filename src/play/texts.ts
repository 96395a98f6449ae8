import english from 'virtual:messages/en-US/play';
import type Source from '../i18n/messages/en-US/play.json';
import { textsOf } from '../i18n/i18n';

/** The play screens' texts (guess box, gallery, challenge, share): src/i18n/messages/<locale>/play.json. */
export const t = textsOf<keyof typeof Source>('play', english);
