import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnResult } from '../../machines/community/standing';
import type { DailyMode } from '../../machines/dailyModes';
import { recordTry } from '../storage/daily/dailyProgress';
import { gameStore } from '../storage/gameStore';
import { apiJson, fakeCommunityApi, puzzleNumbers } from '../test/communityApi';
import { render } from '../test/render';
import { EveryonesNumbers } from './EveryonesNumbers';

// Puzzle #27 is the puzzle of 2026-11-27 (UTC).
const NOON_27 = new Date('2026-11-27T12:00:00Z');
const solvedIn3: OwnResult = { solved: true, tries: 3 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function show(props: {
  mode?: DailyMode;
  puzzle: number;
  today: boolean;
  finishedOnItsDay: boolean;
  own?: OwnResult;
}) {
  const onShown = vi.fn();
  render(
    <EveryonesNumbers
      mode={props.mode ?? 'map'}
      puzzle={props.puzzle}
      today={props.today}
      own={props.own ?? solvedIn3}
      finishedOnItsDay={props.finishedOnItsDay}
      date={`2026-11-${props.puzzle}`}
      fallback={<p>Your own stats</p>}
      onShown={onShown}
    />,
  );
  return { onShown };
}

const panel = () => screen.findByRole('region', {}, { timeout: 5000 });

describe('EveryonesNumbers', () => {
  it('sets an archive play against its day’s players, none of whom it is', async () => {
    // The one player of #20's day solved it in 3; so did this player, weeks later.
    fakeCommunityApi({ '/puzzles/map/20': () => apiJson(200, puzzleNumbers([0, 0, 1, 0, 0, 0])) });
    const { onShown } = show({ puzzle: 20, today: false, finishedOnItsDay: false });
    const numbers = await panel();
    expect(within(numbers).getByRole('heading')).toHaveTextContent('Everyone on 2026-11-20');
    expect(numbers).toHaveTextContent('1 player on its day · 1 solved');
    expect(numbers).toHaveTextContent('Solved by 100% of players that day');
    // Told by an effect after the numbers are on the page: a busy run may get there first.
    await waitFor(() => expect(onShown).toHaveBeenCalledTimes(1));
  });

  it('takes a result counted on its day out of the numbers it is set against', async () => {
    fakeCommunityApi({ '/puzzles/map/27': () => apiJson(200, puzzleNumbers([0, 0, 1, 0, 0, 0])) });
    show({ puzzle: 27, today: true, finishedOnItsDay: true });
    const numbers = await panel();
    expect(within(numbers).getByRole('heading')).toHaveTextContent('Everyone today');
    expect(numbers).toHaveTextContent('The first to solve it today');
  });

  it('sends a result still waiting, and shows the numbers its sending answers, with it counted', async () => {
    vi.useFakeTimers({ now: NOON_27, toFake: ['Date'] });
    recordTry(gameStore, 'voice', 27, { guessId: 'a-wrong-one', verdict: 'wrong' });
    recordTry(gameStore, 'voice', 27, { guessId: null, verdict: 'skipped' });
    recordTry(gameStore, 'voice', 27, { guessId: 'the-answer', verdict: 'correct' });
    const api = fakeCommunityApi({
      '/results': () =>
        apiJson(201, { counted: true, result: {}, numbers: puzzleNumbers([0, 0, 2, 1, 0, 0]) }),
    });
    show({ mode: 'voice', puzzle: 27, today: true, finishedOnItsDay: true });
    const numbers = await panel();
    expect(numbers).toHaveTextContent('3 players today · 3 solved');
    // Of the two others, one took more tries.
    expect(numbers).toHaveTextContent('Fewer tries than 50% of today’s solvers');
    expect(api.calls).toEqual(['/results']);
  });

  it('rounds each bar by the rule of every percentage: 0 % only for none, 100 % only for all', async () => {
    fakeCommunityApi({
      '/puzzles/ace/20': () => apiJson(200, puzzleNumbers([1, 998, 0, 0, 0, 0], 1)),
    });
    show({
      mode: 'ace',
      puzzle: 20,
      today: false,
      finishedOnItsDay: false,
      own: { solved: true, tries: 2 },
    });
    const bars = within(await panel()).getAllByRole('listitem');
    expect(bars[0]).toHaveTextContent('Solved in 1 try: 1 player, 1%');
    expect(bars[1]).toHaveTextContent('Solved in 2 tries: 998 players, 99%, your result');
    expect(bars[2]).toHaveTextContent('Solved in 3 tries: 0 players, 0%');
    expect(bars[6]).toHaveTextContent('Missed: 1 player, 1%');
  });

  it('shows the player’s own stats where the numbers cannot be had', async () => {
    const api = fakeCommunityApi({});
    const { onShown } = show({ puzzle: 21, today: false, finishedOnItsDay: false });
    expect(await screen.findByText('Your own stats')).toBeInTheDocument();
    expect(api.calls).toEqual(['/puzzles/map/21']);
    expect(onShown).not.toHaveBeenCalled();
  });
});
