import english from 'virtual:messages/en-US/app';
import type Source from '../i18n/messages/en-US/app.json';
import { textsOf } from '../i18n/i18n';

/** The app shell's texts (header, footer, language menu): src/i18n/messages/<locale>/app.json. */
export const t = textsOf<keyof typeof Source>('app', english);
