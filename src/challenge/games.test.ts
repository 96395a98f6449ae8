import { describe, expect, it } from 'vitest';
import { dailyAnswerId } from '../../machines/daily/schedule';
import { guessInRun, startRun } from '../../machines/infinite/run';
import type { InfiniteChoice } from '../../machines/infiniteChoices';
import type { ModeId } from '../../machines/modes';
import type { Difficulty } from '../../machines/rules/attempts';
import { dailyLedger } from '../content/daily/dailyLedger';
import oldLinks from '../test/fixtures/oldLinks.json';
import { openLink } from './games';

/** The clips a run deals when every guess is right, as `mode:id`. */
function dealt(choice: InfiniteChoice, pool: Parameters<typeof startRun>[1], seed: number) {
  let run = startRun(choice, pool, seed);
  const clips: string[] = [];
  while (clips.length < 30) {
    clips.push(`${run.current!.mode}:${run.current!.id}`);
    run = guessInRun(run, run.current!.id, pool);
  }
  return clips;
}

describe('challenge links made with an earlier catalogue', () => {
  it.each(oldLinks.rounds)('open the same round: $mode $difficulty $answerId', async (round) => {
    const opened = await openLink(round.link);
    expect(opened.ok && opened.playable.kind === 'round' && opened.playable).toMatchObject({
      mode: { id: round.mode as ModeId },
      difficulty: round.difficulty as Difficulty,
      answer: { id: round.answerId },
    });
  });

  it.each(oldLinks.runs)('deal the same run: $choice from $seed', async (run) => {
    const opened = await openLink(run.link);
    if (!opened.ok || opened.playable.kind !== 'run') throw new Error(`not a run: ${run.link}`);
    const { choice, pool, seed } = opened.playable;
    expect(choice).toBe(run.choice);
    expect(dealt(choice, pool, seed)).toEqual(run.clips);
  });

  it.each(oldLinks.dailies)('open the same daily puzzle: $mode #$puzzle', async (daily) => {
    const opened = await openLink(daily.link);
    expect(opened.ok && opened.playable).toMatchObject({
      kind: 'daily',
      mode: { id: daily.mode },
      puzzle: daily.puzzle,
    });
    const mode = daily.mode as keyof typeof dailyLedger;
    expect(dailyAnswerId(mode, daily.puzzle, dailyLedger[mode])).toBe(daily.answerId);
  });
});
