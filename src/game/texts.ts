import english from 'virtual:messages/en-US/game';
import type Source from '../i18n/messages/en-US/game.json';
import { textsOf } from '../i18n/i18n';

/** The game screen's texts (free play, its popups, its announcements): src/i18n/messages/<locale>/game.json. */
export const t = textsOf<keyof typeof Source>('game', english);
