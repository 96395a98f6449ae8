import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCommunityState } from '../../engine/community/communityState';
import { recordTry } from '../../storage/daily/dailyProgress';
import { gameStore } from '../../storage/gameStore';
import { apiJson, fakeCommunityApi, puzzleNumbers, showPageAgain } from '../../test/communityApi';
import { useTodayNumbers } from './todayNumbers';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
// The numbers are kept for the whole page, in its community state: each test has a page's own.
let state = createCommunityState();
beforeEach(() => {
  state = createCommunityState();
});
const useNumbers = () => useTodayNumbers(state);

const answer = (solved: number) => ({
  puzzle: 27,
  date: '2026-11-27',
  modes: { map: puzzleNumbers([solved, 0, 0, 0, 0, 0]) },
  yesterday: null,
});

describe('useTodayNumbers', () => {
  it('is null until the numbers come, then the same numbers for every user of them', async () => {
    let release = () => {};
    const api = fakeCommunityApi({
      '/today': () => new Promise((resolve) => (release = () => resolve(apiJson(200, answer(2))))),
    });
    const first = renderHook(useNumbers);
    const second = renderHook(useNumbers);
    expect(first.result.current).toBeNull();
    // Shown again while the read is under way: no second read.
    act(showPageAgain);
    await waitFor(() => expect(api.calls).toEqual(['/today']));
    act(release);
    await waitFor(() => expect(first.result.current?.modes.map?.solved).toBe(2));
    expect(second.result.current).toBe(first.result.current);
    expect(api.calls).toEqual(['/today']);
    // A screen shown later has them at once (and asks for fresher ones).
    const later = renderHook(useNumbers);
    expect(later.result.current).toBe(first.result.current);
  });

  it('takes an answer that is not the API’s as none, and reads again when the page is shown', async () => {
    const api = fakeCommunityApi({
      '/today': () =>
        new Response('<!doctype html><title>Not the API</title>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    });
    const { result } = renderHook(useNumbers);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(result.current).toBeNull();
    api.handlers['/today'] = () => apiJson(200, answer(7));
    act(showPageAgain);
    await waitFor(() => expect(result.current?.modes.map?.solved).toBe(7));
  });

  it('sends a result this device left waiting before it reads, so that the counts hold it', async () => {
    // Today's Daily Map finished here, its result not sent (the player went straight home).
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), toFake: ['Date'] });
    recordTry(gameStore, 'map', 27, { guessId: 'the-answer', verdict: 'correct' });
    let counted = 0;
    const api = fakeCommunityApi({
      '/results': () => {
        counted = 1;
        return apiJson(201, {
          counted: true,
          result: {},
          numbers: puzzleNumbers([1, 0, 0, 0, 0, 0]),
        });
      },
      '/today': () => apiJson(200, answer(counted)),
    });
    const { result } = renderHook(useNumbers);
    await waitFor(() => expect(result.current?.modes.map?.solved).toBe(1));
    expect(api.calls).toEqual(['/results', '/today']);
  });
});
