import { Alert, Button, Container } from '@mantine/core';
import { useEffect } from 'react';
import { t } from './texts';
import { useLocale } from './useLocale';

/**
 * What a page shows when it could not be loaded or failed while rendering (a dropped connection while
 * its code downloads, most often), instead of a blank screen. The browser's own message (a chunk's
 * URL, a stack) is for the console, not for the player.
 */
export function RouteError({ error }: { error: unknown }) {
  useLocale();
  useEffect(() => console.error('Earshot: the page could not be loaded:', error), [error]);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={t('routeErrorTitle')} role="alert">
        {t('routeErrorText')}
        <div>
          <Button mt="md" variant="white" color="red" onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        </div>
      </Alert>
    </Container>
  );
}
