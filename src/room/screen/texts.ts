import english from 'virtual:messages/en-US/bigScreen';
import type Source from '../../i18n/messages/en-US/bigScreen.json';
import { textsOf } from '../../i18n/i18n';

/** A room's big screen (`/room/CODE/screen`): src/i18n/messages/<locale>/bigScreen.json. */
export const t = textsOf<keyof typeof Source>('bigScreen', english);
