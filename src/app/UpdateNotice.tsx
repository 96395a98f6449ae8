import { Alert, Button, Group } from '@mantine/core';
import type { NewVersion } from './serviceWorker';
import { t } from './texts';
import { useLocale } from './useLocale';
import classes from './Layout.module.css';

/** "A new version of Earshot is ready", with Reload and Later (UpdatePrompt loads it when needed). */
export default function UpdateNotice({ newVersion }: { newVersion: NewVersion }) {
  useLocale();
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
