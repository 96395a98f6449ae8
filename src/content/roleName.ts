import english from 'virtual:messages/en-US/roles';
import type Source from '../i18n/messages/en-US/roles.json';
import { textsOf } from '../i18n/i18n';
import type { RoleName } from './types';

const t = textsOf<keyof typeof Source>('roles', english);

const KEYS: Record<RoleName, keyof typeof Source> = {
  Controller: 'controller',
  Duelist: 'duelist',
  Initiator: 'initiator',
  Sentinel: 'sentinel',
};

/** An agent's role as the game names it in the player's locale (Duelist, デュエリスト, 타격대). */
export const roleName = (role: RoleName): string => t(KEYS[role]);
