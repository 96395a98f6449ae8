import english from 'virtual:messages/en-US/clip';
import type Source from '../i18n/messages/en-US/clip.json';
import { textsOf } from '../i18n/i18n';

/**
 * A clip's texts as the audio engine reports them (why it cannot play, and the media session's
 * artist): src/i18n/messages/<locale>/clip.json. Not React: the engine calls it as it fails.
 */
export const t = textsOf<keyof typeof Source>('clip', english);
