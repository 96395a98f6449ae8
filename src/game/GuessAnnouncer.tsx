import { VisuallyHidden } from '@mantine/core';
import type { Attempt } from '../../machines/rules/verdict';
import { useLocale } from '../app/useLocale';
import { t } from './texts';

interface GuessAnnouncerProps {
  attempts: readonly Attempt[];
  remaining: number;
  /** The mode's words for a partial guess ("right agent", "right role"). */
  partialHint?: string;
}

/**
 * The modes' partial hints (src/modes) that the announcement has words for in every locale; another
 * hint is announced as the mode writes it.
 */
const HINTS: Record<string, string> = { 'right agent': 'agent', 'right role': 'role' };

/** Tells a screen reader, politely, whether the last guess was right and how many attempts are left. */
export function GuessAnnouncer({
  attempts,
  remaining,
  partialHint = 'right agent',
}: GuessAnnouncerProps) {
  useLocale();
  const last = attempts.at(-1);
  let message = '';
  if (last && last.verdict === 'correct') message = t('guessRight', { name: last.name });
  else if (last && last.verdict === 'partial') {
    message = t('guessPartial', {
      name: last.name,
      remaining,
      hint: HINTS[partialHint] ?? 'other',
      hintText: partialHint,
    });
  } else if (last) message = t('guessWrong', { name: last.name, remaining });
  // Always rendered: a live region announces changes only once it is in the page.
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
