import { useCallback, useEffect, useState } from 'react';
import type { DailyMode } from '../../../machines/dailyModes';
import { readPuzzleNumbers } from '../../engine/community/api';
import { sendWhenWaiting } from '../../engine/community/outboxTrigger';
import { usePageShown } from './usePageShown';
import { communityWords } from './words';
import { useLocale } from '../../app/useLocale';

const words = communityWords();

/**
 * Under today's puzzle in progress: how many players have found it (never what), read again when
 * the page is shown again. Nothing at all when the numbers cannot be had.
 */
export function FoundCount({ mode, puzzle }: { mode: DailyMode; puzzle: number }) {
  useLocale();
  const [solved, setSolved] = useState<number | null>(null);
  const load = useCallback(() => {
    void readPuzzleNumbers(mode, puzzle).then((numbers) => {
      if (numbers) setSolved(numbers.solved);
    });
  }, [mode, puzzle]);
  useEffect(load, [load]);
  usePageShown(load);
  // From now on, a result left waiting is sent as the device comes online or the page is shown.
  useEffect(() => {
    void sendWhenWaiting();
  }, []);
  return solved === null ? null : <>{words.found(solved)}</>;
}
