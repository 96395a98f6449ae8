import type { AttemptRules, Difficulty } from '../../../machines/rules/attempts';
import type { ModeId } from '../../modes/mode';
import { modeScreens } from '../../shared/screens';

/**
 * How free play, the spec's game (one random clip after another, a popup between rounds), plays
 * each mode: its tries, its difficulty switch and its words, from the mode's screen (src/shared/screens.ts).
 */
export interface FreePlayRules {
  attemptRules: AttemptRules;
  /** The difficulties the player can switch between; a mode without the switch has one. */
  difficulties: readonly Difficulty[];
  intro: (maxAttempts: number) => string;
  winMessage: string;
}

export const freePlayRules: Record<ModeId, FreePlayRules> = modeScreens;
