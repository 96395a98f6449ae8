import english from 'virtual:messages/en-US/home';
import type Source from '../i18n/messages/en-US/home.json';
import { textsOf } from '../i18n/i18n';

/**
 * The home page's texts, the spec's heading and the modes' cards among them (their English is
 * src/shared/screens.ts's, which the first paint writes): src/i18n/messages/<locale>/home.json.
 */
export const t = textsOf<keyof typeof Source>('home', english);
