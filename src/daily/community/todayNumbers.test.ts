import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiJson, fakeCommunityApi, puzzleNumbers, showPageAgain } from '../../test/communityApi';

afterEach(() => vi.unstubAllGlobals());
// The numbers are kept for the whole page: each test starts with none read.
beforeEach(() => vi.resetModules());
const hook = async () => (await import('./todayNumbers')).useTodayNumbers;

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
    const useTodayNumbers = await hook();
    const first = renderHook(useTodayNumbers);
    const second = renderHook(useTodayNumbers);
    expect(first.result.current).toBeNull();
    // Shown again while the read is under way: no second read.
    act(showPageAgain);
    await waitFor(() => expect(api.calls).toEqual(['/today']));
    act(release);
    await waitFor(() => expect(first.result.current?.modes.map?.solved).toBe(2));
    expect(second.result.current).toBe(first.result.current);
    expect(api.calls).toEqual(['/today']);
    // A screen shown later has them at once (and asks for fresher ones).
    const later = renderHook(useTodayNumbers);
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
    const useTodayNumbers = await hook();
    const { result } = renderHook(useTodayNumbers);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(result.current).toBeNull();
    api.handlers['/today'] = () => apiJson(200, answer(7));
    act(showPageAgain);
    await waitFor(() => expect(result.current?.modes.map?.solved).toBe(7));
  });
});
