import type { RoomErrorCode, RoomMode } from '../../machines/room/protocol';

/** The room's words: the settings' labels, places and the server's refusals in a player's words. */

export const MODE_LABELS: Record<RoomMode, string> = {
  map: 'Map',
  ability: 'Ability',
  ace: 'Ace',
  voice: 'Voice lines',
  footsteps: 'Footsteps',
  mixed: 'Mixed',
};

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][place % 10] ?? 'th';
  return `${place}${suffix}`;
}

export const formatPoints = (points: number) => points.toLocaleString('en-GB');

/** Seconds with one decimal, for a guess's time ("3.4 s"). */
export const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A server's refusal the device shows (the server's message is a fallback for codes unknown here). */
export function refusal(code: RoomErrorCode, message: string): string {
  switch (code) {
    case 'full':
      return 'This room is full (50 players).';
    case 'too-many':
      return 'Too many tries from here just now. Wait a minute and try again.';
    case 'not-host':
      return 'Only the host can do that.';
    case 'not-now':
      return 'That cannot be done at this point of the game.';
    case 'unavailable':
      return 'Rooms are not available right now. Try again in a little while.';
    case 'bad-message':
      return 'Something went wrong with that. Try again.';
    default:
      return message;
  }
}

/** Why a room ended for this device, in a player's words. */
export const CLOSED_WORDS = {
  removed: 'The host removed you from this room.',
  'no-room': 'There is no room with this code. It may have closed, or the code has a typo.',
  closed: 'This room has closed.',
  left: 'You left the room.',
} as const;
