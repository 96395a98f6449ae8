import english from 'virtual:messages/en-US/runStatus';
import type Source from '../i18n/messages/en-US/runStatus.json';
import { textsOf } from '../i18n/i18n';

/** An Infinite run's status line (score, lives): src/i18n/messages/<locale>/runStatus.json. */
export const t = textsOf<keyof typeof Source>('runStatus', english);
