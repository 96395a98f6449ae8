import { Alert, Button, Group } from '@mantine/core';
import { useNewVersion } from './serviceWorker';
import { t } from './texts';
import { useLocale } from './useLocale';
import classes from './Layout.module.css';

/**
 * Registers the service worker (scripts/pwa.ts) and, when a new version has been deployed, says so
 * and offers to reload. It never reloads on its own: a round in progress is the player's to leave.
 */
export function UpdatePrompt() {
  useLocale();
  const newVersion = useNewVersion();
  if (!newVersion.waiting) return null;
  return (
    <div className={classes.notice}>
      <Alert variant="light" color="blue" title={t('updateTitle')} role="status">
        {t('updateText')}
        <Group gap="sm" mt="sm">
          <Button size="lg" onClick={newVersion.apply}>
            {t('reload')}
          </Button>
          <Button size="lg" variant="default" onClick={newVersion.dismiss}>
            {t('later')}
          </Button>
        </Group>
      </Alert>
    </div>
  );
}
