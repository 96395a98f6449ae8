import type { DailyMode } from '../../machines/dailyModes';
import { DAILY_MODE_LABELS } from '../../machines/daily/share';

/** "Map", "Map and Ace", "Map, Ability and Ace". */
function names(modes: readonly DailyMode[]): string {
  const labels = modes.map((mode) => DAILY_MODE_LABELS[mode]);
  return labels.length < 2
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * What the home page says of today's puzzles while the device is offline: `toPlay`, those not yet
 * finished; `saved`, those of them whose clip is on the device (null while it is being looked up).
 */
export function offlineTodayText(
  toPlay: readonly DailyMode[],
  saved: readonly DailyMode[] | null,
): string {
  if (toPlay.length === 0) return 'You are offline. Today’s puzzles are all played.';
  if (saved === null) return 'You are offline.';
  const waiting = toPlay.filter((mode) => !saved.includes(mode));
  if (waiting.length === 0) {
    return `You are offline, and today’s ${toPlay.length === 1 ? 'puzzle plays' : 'puzzles play'} all the same: ${names(toPlay)}, saved on this device.`;
  }
  if (waiting.length === toPlay.length) {
    return `You are offline. Today’s ${toPlay.length === 1 ? 'puzzle waits' : 'puzzles wait'} for a connection: ${toPlay.length === 1 ? 'its clip is' : 'their clips are'} not saved on this device yet.`;
  }
  const playable = toPlay.filter((mode) => saved.includes(mode));
  return `You are offline. ${names(playable)} can play, saved on this device; ${names(waiting)} ${waiting.length === 1 ? 'waits' : 'wait'} for a connection.`;
}
