import type { PuzzleState } from './progress';
import { DAILY_TRIES } from '../dailyModes';
import { t } from './texts';

/** A puzzle's state in the player's words: "To play", "Solved in 3", "Missed", "2 of 6 tries used". */
export function puzzleStateText(state: PuzzleState): string {
  switch (state.kind) {
    case 'toPlay':
      return t('stateToPlay');
    case 'playing':
      return t('statePlaying', { tries: state.tries, total: DAILY_TRIES });
    case 'solved':
      return t('stateSolved', { tries: state.tries });
    case 'missed':
      return t('stateMissed');
  }
}
