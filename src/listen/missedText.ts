import { t } from './texts';

/**
 * What Listen's Missed filter keeps, in the player's words: its clips, or for a mode with lines
 * (Voice) the lines and the agents they belong to, since every line of an agent missed is marked.
 */
export function missedText({
  clips,
  answers,
  lines,
}: {
  clips: number;
  answers: number;
  lines: boolean;
}): string {
  if (clips === 0) return t('missedNone');
  if (!lines) return t('missedClips', { clips });
  return t('missedLines', { clips, answers });
}
