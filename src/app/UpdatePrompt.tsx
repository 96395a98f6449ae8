import { Alert, Button, Group } from '@mantine/core';
import { useNewVersion } from './serviceWorker';
import classes from './Layout.module.css';

/**
 * Registers the service worker (scripts/pwa.ts) and, when a new version has been deployed, says so
 * and offers to reload. It never reloads on its own: a round in progress is the player's to leave.
 */
export function UpdatePrompt() {
  const newVersion = useNewVersion();
  if (!newVersion.waiting) return null;
  return (
    <div className={classes.notice}>
      <Alert variant="light" color="blue" title="A new version of Earshot is ready" role="status">
        Reload to play it; a round in progress starts over.
        <Group gap="sm" mt="sm">
          <Button size="lg" onClick={newVersion.apply}>
            Reload
          </Button>
          <Button size="lg" variant="default" onClick={newVersion.dismiss}>
            Later
          </Button>
        </Group>
      </Alert>
    </div>
  );
}
