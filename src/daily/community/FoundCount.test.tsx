import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiJson,
  expectReadAgainWhenShown,
  fakeCommunityApi,
  puzzleNumbers,
  showPageAgain,
} from '../../test/communityApi';
import { render } from '../../test/render';
import { FoundCount } from './FoundCount';

afterEach(() => vi.unstubAllGlobals());

describe('FoundCount', () => {
  it('says how many players have found it, not how many played, and reads again when shown', async () => {
    const api = fakeCommunityApi({
      '/puzzles/map/27': () => apiJson(200, { ...puzzleNumbers([1, 0, 2, 0, 0, 0], 4) }),
    });
    render(
      <p data-testid="found">
        <FoundCount mode="map" puzzle={27} />
      </p>,
    );
    const found = screen.getByTestId('found');
    await waitFor(() => expect(found).toHaveTextContent('3 players have found it'));
    api.handlers['/puzzles/map/27'] = () => apiJson(200, puzzleNumbers([1, 0, 2, 1, 0, 0], 4));
    act(showPageAgain);
    await waitFor(() => expect(found).toHaveTextContent('4 players have found it'));
    expect(api.calls).toEqual(['/puzzles/map/27', '/puzzles/map/27']);
  });

  it('invites the first finder while nobody has found it, though some have missed', async () => {
    fakeCommunityApi({
      '/puzzles/ace/27': () => apiJson(200, puzzleNumbers([0, 0, 0, 0, 0, 0], 3)),
    });
    render(
      <p data-testid="found">
        <FoundCount mode="ace" puzzle={27} />
      </p>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('found')).toHaveTextContent(
        'Nobody has found it yet: be the first',
      ),
    );
  });

  it('shows nothing when the numbers cannot be had, and keeps the last ones it had', async () => {
    const api = fakeCommunityApi({});
    render(
      <p data-testid="found">
        <FoundCount mode="voice" puzzle={27} />
      </p>,
    );
    await expectReadAgainWhenShown(
      api,
      '/puzzles/voice/27',
      puzzleNumbers([0, 1, 0, 0, 0, 0]),
      screen.getByTestId('found'),
      '1 player has found it',
    );
  });
});
