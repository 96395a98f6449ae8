import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { PuzzleNumbers } from '../../machines/community/numbers';
import { distributionBars, standing, type OwnResult } from '../../machines/community/standing';
import type { DailyMode } from '../../machines/dailyModes';
import { readPuzzleNumbers } from '../engine/community/api';
import { sendWhenWaiting } from '../engine/community/outboxTrigger';
import {
  onResultSent,
  readOutbox,
  sendWaitingResults,
  sentResult,
} from '../engine/outbox/outboxSender';
import { TriesChart } from '../help/TriesChart';
import { gameStore } from '../storage/gameStore';
import { usePageShown } from './community/usePageShown';
import { communityWords } from './community/words';
import { standingWords } from './standingWords';
import { t } from './everyoneTexts';
import { useLocale } from '../app/useLocale';
import classes from './EveryonesNumbers.module.css';

const words = communityWords();
const { summary, standing: standingText } = standingWords(words);

interface Shown {
  numbers: PuzzleNumbers;
  /** Whether they hold the player's own result. */
  counted: boolean;
}

/**
 * How everyone did on a finished puzzle (an archive puzzle: on its own day), and where the player
 * stands: the numbers the sending of the result answered with, else read. Until they come it is a
 * placeholder of its size; where they cannot be had (offline, the API down or missing) it shows
 * `fallback` in their place, and changes to the numbers if a waiting result is taken later.
 * `finishedOnItsDay`: the player's result is one the API counts (once it has been sent).
 */
export function EveryonesNumbers({
  mode,
  puzzle,
  today,
  own,
  finishedOnItsDay,
  date,
  fallback,
  onShown,
}: {
  mode: DailyMode;
  puzzle: number;
  today: boolean;
  own: OwnResult;
  finishedOnItsDay: boolean;
  /** The puzzle's day, as an archive puzzle names it. */
  date: string;
  fallback: ReactNode;
  /** Told once the numbers show (the player's own stats then go further down). */
  onShown: () => void;
}) {
  useLocale();
  const [shown, setShown] = useState<Shown | 'loading' | 'none'>('loading');

  const load = useCallback(async (): Promise<Shown | null> => {
    const waiting = () =>
      readOutbox(gameStore).some((result) => result.mode === mode && result.puzzle === puzzle);
    // The result just finished is on its way (or waits): its sending answers with the numbers.
    if (waiting()) await sendWaitingResults(gameStore);
    const sent = await sentResult(mode, puzzle);
    if (sent?.numbers) return { numbers: sent.numbers, counted: true };
    const numbers = await readPuzzleNumbers(mode, puzzle);
    return numbers && { numbers, counted: finishedOnItsDay && !waiting() };
  }, [mode, puzzle, finishedOnItsDay]);

  const refresh = useCallback(() => {
    void load().then((next) => setShown((now) => next ?? (now === 'loading' ? 'none' : now)));
  }, [load]);

  useEffect(refresh, [refresh]);
  usePageShown(refresh);
  // Any other result left waiting goes too, now and as the device comes online.
  useEffect(() => {
    void sendWhenWaiting();
  }, []);
  // A result that waited (offline, the API down) and is taken now brings its numbers.
  useEffect(
    () =>
      onResultSent((sent) => {
        if (sent.mode === mode && sent.puzzle === puzzle && sent.numbers) {
          setShown({ numbers: sent.numbers, counted: true });
        }
      }),
    [mode, puzzle],
  );
  const showsNumbers = typeof shown === 'object';
  useEffect(() => {
    if (showsNumbers) onShown();
  }, [showsNumbers, onShown]);

  if (shown === 'none') return fallback;
  if (shown === 'loading') return <div className={classes.numbers} aria-busy="true" />;
  const { numbers, counted } = shown;
  const most = Math.max(1, ...numbers.distribution, numbers.missed);
  const bars = distributionBars(numbers, own).map((bar) => ({
    tries: bar.tries,
    value: words.percent(bar.percent),
    fraction: bar.count / most,
    mine: bar.mine,
    spoken:
      bar.tries === null
        ? t(bar.mine ? 'barMissedMine' : 'barMissed', {
            players: words.players(bar.count),
            percent: words.percent(bar.percent),
          })
        : t(bar.mine ? 'barSolvedMine' : 'barSolved', {
            tries: bar.tries,
            players: words.players(bar.count),
            percent: words.percent(bar.percent),
          }),
  }));
  return (
    <section className={classes.numbers} aria-labelledby="everyone-title">
      <h3 id="everyone-title" className={classes.title}>
        {today ? t('everyoneToday') : t('everyoneOn', { date })}
      </h3>
      <p className={classes.summary}>{summary(numbers, today)}</p>
      <TriesChart bars={bars} label={t('everyonesTries')} />
      <p className={classes.standing}>{standingText(standing(numbers, own, counted), today)}</p>
    </section>
  );
}
