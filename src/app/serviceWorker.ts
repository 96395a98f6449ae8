import { useEffect, useState } from 'react';

/** How often an open game asks whether a new version has been deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface NewVersion {
  /** A new version is installed and waits for the player's word. */
  waiting: boolean;
  /** Puts the offer away until the page is next loaded. */
  dismiss(): void;
  /** Hands over to the new version, then reloads the page into it. */
  apply(): void;
}

/**
 * Registers the service worker (scripts/pwa.ts) once the page has loaded, and says when a new
 * version has been deployed and installed: it waits for the player (the worker never skips waiting
 * on its own) until `apply` asks it to take over. A game left open for hours, or brought back to
 * the front, looks for a new version; a failed check (offline) is tried again next time.
 *
 * The browser's own API, not workbox-window: these three steps are all the game asks of it, and
 * the library was two kilobytes of every first visit (docs/dependencies.md).
 */
export function useNewVersion(
  // None in development, where Vite serves no worker.
  container = import.meta.env.PROD ? globalThis.navigator?.serviceWorker : undefined,
): NewVersion {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    if (!container) return;
    let stopped = false;
    let registration: ServiceWorkerRegistration | null = null;
    // A worker waits only where an older one runs the page: the first visit's installs at once.
    const noticeWaiting = () => {
      if (!stopped && registration?.waiting && container.controller) {
        setWaiting(registration.waiting);
      }
    };
    const check = () => void registration?.update().catch(() => {});
    const checkWhenShown = () => {
      if (document.visibilityState === 'visible') check();
    };
    const register = () => {
      container
        .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
        .then((registered) => {
          registration = registered;
          noticeWaiting();
          registered.addEventListener('updatefound', () => {
            const installing = registered.installing;
            installing?.addEventListener('statechange', () => {
              if (installing.state === 'installed') noticeWaiting();
            });
          });
        })
        // No worker (a private window may refuse one): the game plays online as it would anyway.
        .catch(() => {});
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    const timer = setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', checkWhenShown);
    return () => {
      stopped = true;
      window.removeEventListener('load', register);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', checkWhenShown);
    };
  }, [container]);

  return {
    waiting: waiting !== null,
    dismiss: () => setWaiting(null),
    apply: () => {
      if (!waiting || !container) return;
      let reloading = false;
      container.addEventListener('controllerchange', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      // The worker's own message for it (Workbox's generated worker listens for it).
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
  };
}
