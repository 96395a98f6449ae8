import { revealedLines } from '../../machines/daily/reveal';
import { DAILY_TRIES, type DailyMode } from '../../machines/dailyModes';
import { t } from './texts';

/**
 * What Skip does in a mode revealed by lines (Voice), said under it at try `tryIndex` (0 for the
 * first): the line it unlocks, or, where the next try hears the same lines, the try that adds the
 * next one ("Try 3 adds the Hello line"), so that a player knows what skipping is for.
 */
export function lineSkipHint(
  mode: DailyMode,
  lineLabels: readonly string[],
  tryIndex: number,
): string {
  const now = Math.min(lineLabels.length, revealedLines(mode, tryIndex));
  for (let later = tryIndex + 1; later < DAILY_TRIES; later++) {
    const heard = Math.min(lineLabels.length, revealedLines(mode, later));
    if (heard === now) continue;
    const label = lineLabels[heard - 1];
    return later === tryIndex + 1
      ? t('hintSkipUnlocksLine', { line: label })
      : t('hintSkipLaterLine', { try: later + 1, line: label });
  }
  return t('hintSkip');
}
