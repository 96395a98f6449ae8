import type { PuzzleState } from './progress';
import { DAILY_TRIES } from '../dailyModes';

/** A puzzle's state in the player's words: "To play", "Solved in 3", "Missed", "2 of 6 tries used". */
export function puzzleStateText(state: PuzzleState): string {
  switch (state.kind) {
    case 'toPlay':
      return 'To play';
    case 'playing':
      return `${state.tries} of ${DAILY_TRIES} tries used`;
    case 'solved':
      return `Solved in ${state.tries}`;
    case 'missed':
      return 'Missed';
  }
}
