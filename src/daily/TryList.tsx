import { IconCheck, IconPlayerTrackNext, IconUserCheck, IconX } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { Attempt, Verdict } from '../../machines/rules/verdict';
import { t } from './texts';
import { useLocale } from '../app/useLocale';
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
const VERDICTS = {
  correct: { label: 'verdictCorrect', Icon: IconCheck },
  partial: { label: 'verdictPartial', Icon: IconUserCheck },
  wrong: { label: 'verdictWrong', Icon: IconX },
  skipped: { label: 'verdictSkipped', Icon: IconPlayerTrackNext },
} as const satisfies Record<Verdict, { label: string; Icon: ComponentType<{ size: number }> }>;

/** A puzzle's tries, one slot each: what was guessed and its verdict, then the slots still open. */
export function TryList({ tries, maxTries, ended = false, partialHint }: TryListProps) {
  useLocale();
  const slots = Array.from({ length: Math.max(maxTries, tries.length) }, (_, index) => index);
  return (
    <ol className={classes.list} aria-label={t('yourTries')}>
      {slots.map((index) => {
        const attempt = tries[index];
        const number = (
          <span className={classes.number}>{t('tryNumber', { number: index + 1 })}</span>
        );
        if (!attempt) {
          return (
            <li key={index} className={classes.slot} data-open>
              {number}
              <span className={classes.open}>
                {ended ? t('notUsed') : index === tries.length ? t('thisTry') : t('notUsedYet')}
              </span>
            </li>
          );
        }
        const { Icon, ...verdict } = VERDICTS[attempt.verdict];
        const label =
          attempt.verdict === 'partial' && partialHint
            ? partialHint[0].toUpperCase() + partialHint.slice(1)
            : t(verdict.label);
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
