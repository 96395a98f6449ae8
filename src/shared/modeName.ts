import type { ModeId } from '../../machines/modes';
import { t } from './modeTexts';

const NAME_KEYS = {
  map: 'nameMap',
  ability: 'nameAbility',
  ace: 'nameAce',
  voice: 'nameVoice',
  footsteps: 'nameFootsteps',
} as const satisfies Record<ModeId, string>;

/**
 * A mode's short name as players read it, in their language ("Ability", ja-JP アビリティ). Not the
 * share texts': "Earshot Daily Ability #23" stays English (machines/modes.ts `label`).
 */
export const modeName = (id: ModeId): string => t(NAME_KEYS[id]);
