import english from 'virtual:messages/en-US/run';
import type Source from '../../i18n/messages/en-US/run.json';
import { textsOf } from '../../i18n/i18n';

/**
 * An Infinite run's words (its ranks and the mixed choice), for the run, the stats and the
 * challenges: src/i18n/messages/<locale>/run.json. Not React.
 */
export const t = textsOf<keyof typeof Source>('run', english);
