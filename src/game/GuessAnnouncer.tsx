import { VisuallyHidden } from '@mantine/core';
import type { Attempt } from '../../machines/rules/verdict';

interface GuessAnnouncerProps {
  attempts: readonly Attempt[];
  remaining: number;
  /** The mode's words for a partial guess ("right agent", "right role"). */
  partialHint?: string;
}

/** Tells a screen reader, politely, whether the last guess was right and how many attempts are left. */
export function GuessAnnouncer({
  attempts,
  remaining,
  partialHint = 'right agent',
}: GuessAnnouncerProps) {
  const last = attempts.at(-1);
  let message = '';
  if (last && last.verdict === 'correct') message = `${last.name}: right!`;
  else if (last) {
    const left = remaining === 1 ? '1 attempt left' : `${remaining} attempts left`;
    const verdict = last.verdict === 'partial' ? `wrong, but the ${partialHint}` : 'wrong';
    message = `${last.name}: ${verdict}. ${remaining === 0 ? 'No attempts left' : left}.`;
  }
  // Always rendered: a live region announces changes only once it is in the page.
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {message}
    </VisuallyHidden>
  );
}
