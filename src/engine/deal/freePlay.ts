import type { AttemptRules, Difficulty } from '../../../machines/rules/attempts';
import { MODE_IDS } from '../../../machines/modes';
import type { ModeId } from '../../modes/mode';
import { modeScreens } from '../../shared/screens';
import { modeScreenTexts } from '../../shared/screenTexts';

/**
 * How free play, the spec's game (one random clip after another, a popup between rounds), plays
 * each mode: its tries, its difficulty switch and its words, from the mode's screen (src/shared/screens.ts),
 * the words in the player's language (src/shared/screenTexts.ts) when they are read.
 */
export interface FreePlayRules {
  attemptRules: AttemptRules;
  /** The difficulties the player can switch between; a mode without the switch has one. */
  difficulties: readonly Difficulty[];
  intro: (maxAttempts: number) => string;
  winMessage: string;
}

export const freePlayRules = Object.fromEntries(
  MODE_IDS.map((mode): [ModeId, FreePlayRules] => [
    mode,
    {
      attemptRules: modeScreens[mode].attemptRules,
      difficulties: modeScreens[mode].difficulties,
      intro: (maxAttempts) => modeScreenTexts(mode).intro(maxAttempts),
      get winMessage() {
        return modeScreenTexts(mode).winMessage;
      },
    },
  ]),
) as Record<ModeId, FreePlayRules>;
