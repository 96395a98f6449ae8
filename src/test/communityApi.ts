import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** One of the community API's answers, as its server sends JSON. */
export const apiJson = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

/**
 * Stands in for the community API: each request is answered by the handler of its path after
 * `/v1` (`/today`, `/puzzles/map/27`, `/results`); a path with none is unreachable, as offline. The
 * handlers may be changed between requests; `calls` lists the paths asked.
 */
export function fakeCommunityApi(handlers: Record<string, () => Response | Promise<Response>>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    const path = String(url).replace(/^.*\/v1(?=\/)/, '');
    calls.push(path);
    const answer = handlers[path];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return { handlers, calls };
}

/** A puzzle's numbers as the API publishes them. */
export const puzzleNumbers = (distribution: number[], missed = 0) => {
  const solved = distribution.reduce((sum, count) => sum + count, 0);
  return { players: solved + missed, solved, missed, distribution };
};

/** Shows the page again (the tab brought back, the phone woken), as the browser tells it. */
export function showPageAgain(): void {
  document.dispatchEvent(new Event('visibilitychange'));
}

/**
 * What a count of everyone's numbers does as the page is shown again and again: nothing in `element`
 * while the API cannot be reached (its first read); `text` once `path` answers `body`; still `text`
 * when the API is down at the next read.
 */
export async function expectReadAgainWhenShown(
  api: ReturnType<typeof fakeCommunityApi>,
  path: string,
  body: unknown,
  element: HTMLElement,
  text: string,
): Promise<void> {
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(element).toBeEmptyDOMElement();
  api.handlers[path] = () => apiJson(200, body);
  act(showPageAgain);
  await waitFor(() => expect(element).toHaveTextContent(text));
  api.handlers[path] = () => apiJson(503, { error: { code: 'unavailable' } });
  act(showPageAgain);
  await waitFor(() => expect(api.calls).toHaveLength(3));
  expect(element).toHaveTextContent(text);
}
