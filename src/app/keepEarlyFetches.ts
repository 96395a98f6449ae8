/**
 * Makes a first visit count for offline play. On a first visit the service worker installs while the
 * first round is played: the round's clip and the next one's were fetched before the worker took the
 * page over, so they never went through it and its caches lack them. Once it takes the page over, the
 * page tells it which addresses those were with Workbox's own `CACHE_URLS` message, which its router
 * answers as it would a fetch: its routes (scripts/pwa.ts) decide what is kept.
 */
export function keepEarlyFetches(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (typeof PerformanceObserver === 'undefined') return;
  const container = navigator.serviceWorker;
  // A page the worker controls from the start has every fetch go through it.
  if (container.controller) return;
  const early = new Set<string>();
  const send = () => {
    const worker = container.controller;
    if (!worker || early.size === 0) return;
    const urlsToCache = [...early];
    early.clear();
    // Workbox's router listens for it; a worker that keeps nothing more caches as the next visit plays.
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      // `workerStart` is 0 for a fetch that no service worker answered.
      if (entry.workerStart === 0 && new URL(entry.name).origin === location.origin) {
        early.add(entry.name);
      }
    }
    // A fetch still under way when the worker took over ends after it: it is sent then.
    send();
  }).observe({ type: 'resource', buffered: true });
  container.addEventListener('controllerchange', send);
}
