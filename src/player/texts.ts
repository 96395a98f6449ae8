import english from 'virtual:messages/en-US/player';
import type Source from '../i18n/messages/en-US/player.json';
import { textsOf } from '../i18n/i18n';

/** The audio player's texts (controls, labels, errors): src/i18n/messages/<locale>/player.json. */
export const t = textsOf<keyof typeof Source>('player', english);
