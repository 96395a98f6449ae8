import { IconCheck, IconPlayerTrackNext, IconUserCheck, IconX } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { Attempt, Verdict } from '../../machines/rules/verdict';
import classes from './TryList.module.css';

interface TryListProps {
  tries: readonly Attempt[];
  maxTries: number;
  /** True once the puzzle is over: no slot is still to play. */
  ended?: boolean;
  /** What a partial try is called, in the mode's words ("right agent", "right role"). */
  partialHint?: string;
}

// Each verdict is said in words beside its colour and icon, so that it never rests on colour alone.
const VERDICTS: Record<Verdict, { label: string; Icon: ComponentType<{ size: number }> }> = {
  correct: { label: 'Correct', Icon: IconCheck },
  partial: { label: 'Right agent', Icon: IconUserCheck },
  wrong: { label: 'Wrong', Icon: IconX },
  skipped: { label: 'Skipped', Icon: IconPlayerTrackNext },
};

/** A puzzle's tries, one slot each: what was guessed and its verdict, then the slots still open. */
export function TryList({ tries, maxTries, ended = false, partialHint }: TryListProps) {
  const slots = Array.from({ length: Math.max(maxTries, tries.length) }, (_, index) => index);
  return (
    <ol className={classes.list} aria-label="Your tries">
      {slots.map((index) => {
        const attempt = tries[index];
        const number = <span className={classes.number}>Try {index + 1}</span>;
        if (!attempt) {
          return (
            <li key={index} className={classes.slot} data-open>
              {number}
              <span className={classes.open}>
                {ended ? 'Not used' : index === tries.length ? 'This try' : 'Not used yet'}
              </span>
            </li>
          );
        }
        const { Icon, ...verdict } = VERDICTS[attempt.verdict];
        const label =
          attempt.verdict === 'partial' && partialHint
            ? partialHint[0].toUpperCase() + partialHint.slice(1)
            : verdict.label;
        return (
          <li key={index} className={classes.slot} data-verdict={attempt.verdict}>
            {number}
            <span className={classes.icon} aria-hidden>
              <Icon size={18} />
            </span>
            <span className={classes.name}>
              {attempt.verdict === 'skipped' ? '—' : <Words text={attempt.name} />}
            </span>
            <span className={classes.verdict}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A name that wraps between its words only, never inside one ("FRAG/ment" stays whole on a phone):
 * each word is kept on one line, the spaces between them are where lines may break.
 */
function Words({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, index) =>
    index % 2 === 1 ? (
      part
    ) : (
      <span key={index} className={classes.word}>
        {part}
      </span>
    ),
  );
}
