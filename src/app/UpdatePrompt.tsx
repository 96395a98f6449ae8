import { Alert, Button, Group } from '@mantine/core';
import { useRegisterSW } from 'virtual:pwa-register/react';
import classes from './Layout.module.css';

/** How often an open game asks whether a new version has been deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (scripts/pwa.ts) and, when a new version has been deployed, says so
 * and offers to reload. It never reloads on its own: a round in progress is the player's to leave.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // A game left open for hours, or brought back to the front, looks for a new version; a
      // failed check (offline) is tried again next time.
      const check = () => void registration.update().catch(() => {});
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    },
  });
  if (!needRefresh) return null;
  const reload = () => {
    // workbox-window reloads only for a version it saw this page register; one found later (the
    // page's first visit installed the worker it runs) takes over without a reload: do it here.
    let reloading = false;
    navigator.serviceWorker?.addEventListener('controllerchange', () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    });
    void updateServiceWorker(true);
  };
  return (
    <div className={classes.notice}>
      <Alert variant="light" color="blue" title="A new version of Earshot is ready" role="status">
        Reload to play it; a round in progress starts over.
        <Group gap="sm" mt="sm">
          <Button size="lg" onClick={reload}>
            Reload
          </Button>
          <Button size="lg" variant="default" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
        </Group>
      </Alert>
    </div>
  );
}
