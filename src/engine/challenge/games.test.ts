import { describe, expect, it } from 'vitest';
import { dailyAnswerId } from '../../../machines/daily/schedule';
import { guessInRun, startRun } from '../../../machines/infinite/run';
import type { InfiniteChoice } from '../../../machines/infiniteChoices';
import type { ModeId } from '../../../machines/modes';
import type { Difficulty } from '../../../machines/rules/attempts';
import { dailyLedger } from '../../content/daily/dailyLedger';
import oldLinks from '../../test/fixtures/oldLinks.json';
import { encodeChallenge, type ChallengeGame } from '../../../machines/challenge/link';
import { MODE_IDS } from '../../../machines/modes';
import { loadMode } from '../deal/loadMode';
import { gameOf, openLink, playableOf } from './games';

const sender = { id: 7, nickname: 'Ana', value: 2, when: 29_500_000 };
const linkOf = (game: ChallengeGame) => encodeChallenge({ game, from: 7, results: [sender] });

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

describe('challenge links made with this catalogue', () => {
  it.each(MODE_IDS)('open the round of any answer, new ones too: %s', async (mode) => {
    const { pool } = await loadMode(mode)!;
    for (const answer of [pool[0], pool.at(-1)!]) {
      const game = (await gameOf({
        kind: 'round',
        mode,
        difficulty: 'normal',
        answerId: answer.id,
        value: 1,
      }))!;
      const opened = await openLink(linkOf(game));
      expect(opened.ok && opened.playable).toMatchObject({
        kind: 'round',
        answer: { id: answer.id },
      });
    }
  });

  it('deal a run from every clip there is now', async () => {
    const game = (await gameOf({ kind: 'run', choice: 'mixed', start: 99, value: 3 }))!;
    const opened = await openLink(linkOf(game));
    if (!opened.ok || opened.playable.kind !== 'run') throw new Error('not a run');
    const modes = await Promise.all(MODE_IDS.map((mode) => loadMode(mode)!));
    expect(opened.playable.pool).toHaveLength(
      modes.reduce((sum, mode) => sum + mode.pool.length, 0),
    );
  });

  it('refuse a pool that no edition of the catalogue had', async () => {
    const round: ChallengeGame = {
      kind: 'round',
      mode: 'map',
      difficulty: 'normal',
      pool: 1,
      clip: 0,
    };
    const run: ChallengeGame = { kind: 'run', choice: 'map', pool: 1, seed: 5 };
    expect(await playableOf(round)).toBe('foreign');
    expect(await playableOf(run)).toBe('foreign');
  });
});

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
