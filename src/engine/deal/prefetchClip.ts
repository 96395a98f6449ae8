import type { Clip } from '../../../machines/player/playerMachine';

/** How long the page waits before fetching ahead, so the current round's clip and images go first. */
const PREFETCH_DELAY_MS = 1500;
const fetched = new Set<string>();

/**
 * Fetches the next round's clip and its peaks into the browser's cache while this round is played, so
 * that 'Play again' starts and draws at once. Clips and peaks are cached for a few minutes before they
 * are revalidated (see `_headers`), so the player's own requests are served from the cache, and the
 * service worker keeps them for offline play. Returns a cancel function (the round's screen is
 * leaving, or the next answer changed).
 */
export function prefetchClip(clip: Clip): () => void {
  const urls = [clip.url, clip.peaksUrl].filter(
    (url): url is string => url !== undefined && !fetched.has(url),
  );
  if (urls.length === 0) return () => {};
  const controller = new AbortController();
  const timer = setTimeout(() => {
    for (const url of urls) {
      fetch(url, { signal: controller.signal, priority: 'low' } as RequestInit)
        .then((response) => (response.ok ? response.arrayBuffer() : undefined))
        .then((body) => {
          if (body) fetched.add(url);
        })
        // A failed prefetch costs nothing: the player fetches them itself and copes without peaks.
        .catch(() => {});
    }
  }, PREFETCH_DELAY_MS);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
