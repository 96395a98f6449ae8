import english from 'virtual:messages/en-US/footsteps';
import type Source from '../i18n/messages/en-US/footsteps.json';
import { textsOf } from '../i18n/i18n';

/** The footsteps' kinds of boot, which only the Footsteps mode names: src/i18n/messages/<locale>/footsteps.json. */
export const t = textsOf<keyof typeof Source>('footsteps', english);
