import type { AttemptRules, Difficulty } from '../../machines/rules/attempts';
import type { ModeId } from '../modes/mode';
import { modeScreens } from '../modes/screens';

/**
 * How free play, the spec's game (one random clip after another, a popup between rounds), plays
 * each mode: its tries, its difficulty switch and its words. What the clips are is the mode's.
 */
export interface FreePlayRules {
  attemptRules: AttemptRules;
  /** The difficulties the player can switch between; a mode without the switch has one. */
  difficulties: readonly Difficulty[];
  intro: (maxAttempts: number) => string;
  winMessage: string;
}

export const freePlayRules: Record<ModeId, FreePlayRules> = {
  map: {
    attemptRules: modeScreens.map.attemptRules,
    difficulties: ['normal'],
    intro: modeScreens.map.intro,
    winMessage: 'Congratulations! You found the correct map!',
  },
  ability: {
    attemptRules: modeScreens.ability.attemptRules,
    difficulties: ['normal', 'hard'],
    intro: modeScreens.ability.intro,
    winMessage: 'Congratulations! You found the correct ability!',
  },
  ace: {
    attemptRules: modeScreens.ace.attemptRules,
    difficulties: ['normal'],
    intro: modeScreens.ace.intro,
    winMessage: 'Congratulations! You found the correct bundle!',
  },
};
