import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiJson,
  expectReadAgainWhenShown,
  fakeCommunityApi,
  puzzleNumbers,
} from '../../test/communityApi';
import { render } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());
// Today's numbers are read once for the whole page and kept: each test starts with none read.
beforeEach(() => vi.resetModules());
const fresh = async () => (await import('./TodayCounts')).TodayCount;

/** Renders one count, freshly imported, in an element to read: `count`. */
async function renderCount(puzzle: number) {
  const Count = await fresh();
  render(
    <p data-testid="count">
      <Count mode="map" puzzle={puzzle} />
    </p>,
  );
  return screen.getByTestId('count');
}

const today = (modes: Record<string, unknown>, yesterday: unknown = null) => ({
  puzzle: 27,
  date: '2026-11-27',
  modes,
  yesterday,
});

describe('TodayCount', () => {
  it('reads today’s numbers once for every count on the page, and says each mode’s', async () => {
    const api = fakeCommunityApi({
      '/today': () =>
        apiJson(
          200,
          today({
            map: puzzleNumbers([300, 400, 504, 0, 0, 0], 20),
            ace: puzzleNumbers([0, 0, 0, 0, 0, 0], 2),
          }),
        ),
    });
    const Count = await fresh();
    render(
      <ul>
        <li data-testid="map">
          <Count mode="map" puzzle={27} />
        </li>
        <li data-testid="ace">
          <Count mode="ace" puzzle={27} />
        </li>
        <li data-testid="voice">
          <Count mode="voice" puzzle={27} />
        </li>
      </ul>,
    );
    await waitFor(() => expect(screen.getByTestId('map')).toHaveTextContent('1,204 solved'));
    // Some have played, nobody has solved it: still nobody's solve to count.
    expect(screen.getByTestId('ace')).toHaveTextContent('0 solved');
    // A mode the answer has no numbers of says nothing.
    expect(screen.getByTestId('voice')).toBeEmptyDOMElement();
    expect(api.calls).toEqual(['/today']);
  });

  it('invites the first player of the day', async () => {
    fakeCommunityApi({
      '/today': () => apiJson(200, today({ map: puzzleNumbers([0, 0, 0, 0, 0, 0]) })),
    });
    const count = await renderCount(27);
    await waitFor(() => expect(count).toHaveTextContent('Be the first today'));
  });

  it('says nothing of another day’s puzzle (numbers read before midnight, a page open after)', async () => {
    const api = fakeCommunityApi({
      '/today': () => apiJson(200, today({ map: puzzleNumbers([1, 0, 0, 0, 0, 0]) })),
    });
    const count = await renderCount(28);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(count).toBeEmptyDOMElement();
  });

  it('says the share of yesterday’s players who found its answer, rounded as everywhere', async () => {
    fakeCommunityApi({
      '/today': () =>
        apiJson(
          200,
          today(
            {},
            {
              puzzle: 26,
              date: '2026-11-26',
              final: true,
              modes: {
                map: { answer: 'ascent', players: 3, solved: 2, share: 0.6667 },
                ace: { answer: 'prime', players: 1000, solved: 999, share: 0.999 },
                voice: { answer: 'jett', players: 0, solved: 0, share: null },
              },
            },
          ),
        ),
    });
    const Count = await fresh();
    render(
      <ul>
        {(['map', 'ace', 'voice'] as const).map((mode) => (
          <li key={mode} data-testid={mode}>
            <Count mode={mode} puzzle={26} found />
          </li>
        ))}
        <li data-testid="other-day">
          <Count mode="map" puzzle={25} found />
        </li>
      </ul>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('map')).toHaveTextContent('Found by 67% of players'),
    );
    // Not all of them: never 100 %.
    expect(screen.getByTestId('ace')).toHaveTextContent('Found by 99% of players');
    expect(screen.getByTestId('voice')).toHaveTextContent('Nobody played it');
    expect(screen.getByTestId('other-day')).toBeEmptyDOMElement();
  });

  it('reads them again when the page is shown again, keeping the last ones through a failure', async () => {
    const api = fakeCommunityApi({});
    const count = await renderCount(27);
    await expectReadAgainWhenShown(
      api,
      '/today',
      today({ map: puzzleNumbers([5, 0, 0, 0, 0, 0]) }),
      count,
      '5 solved',
    );
  });
});
