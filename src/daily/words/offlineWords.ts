import type { DailyMode } from '../../../machines/dailyModes';
import { modeList } from './dailyWords';
import { t } from './stripTexts';

/**
 * What the home page says of today's puzzles while the device is offline: `toPlay`, those not yet
 * finished; `saved`, those of them whose clip is on the device (null while it is being looked up).
 */
export function offlineTodayText(
  toPlay: readonly DailyMode[],
  saved: readonly DailyMode[] | null,
): string {
  if (toPlay.length === 0) return t('offlineAllPlayed');
  if (saved === null) return t('offline');
  const waiting = toPlay.filter((mode) => !saved.includes(mode));
  if (waiting.length === 0) {
    return t('offlineAllSaved', { count: toPlay.length, modes: modeList(toPlay) });
  }
  if (waiting.length === toPlay.length) {
    return t('offlineNoneSaved', { count: toPlay.length });
  }
  const playable = toPlay.filter((mode) => saved.includes(mode));
  return t('offlineSomeSaved', {
    playable: modeList(playable),
    waiting: modeList(waiting),
    count: waiting.length,
  });
}
