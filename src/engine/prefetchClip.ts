import type { Clip } from '../../machines/player/playerMachine';

/** How long the page waits before fetching ahead, so the current round's clip and images go first. */
const PREFETCH_DELAY_MS = 1500;
const fetched = new Set<string>();

/**
 * Fetches the next round's clip into the browser's cache while this round is played, so that 'Play
 * again' starts at once. Clips are cached for a few minutes before they are revalidated (see
 * `_headers`), so the player's own request is served from the cache. Returns a cancel function (the round's screen is leaving, or the next answer changed).
 */
export function prefetchClip(clip: Clip): () => void {
  if (fetched.has(clip.url)) return () => {};
  const controller = new AbortController();
  const timer = setTimeout(() => {
    fetch(clip.url, { signal: controller.signal, priority: 'low' } as RequestInit)
      .then((response) => (response.ok ? response.arrayBuffer() : undefined))
      .then((body) => {
        if (body) fetched.add(clip.url);
      })
      // A failed prefetch costs nothing: the player fetches the clip itself and reports any error.
      .catch(() => {});
  }, PREFETCH_DELAY_MS);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
