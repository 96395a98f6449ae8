import { Alert, Button, Container } from '@mantine/core';
import { useEffect } from 'react';

/**
 * What a page shows when it could not be loaded or failed while rendering (a dropped connection while
 * its code downloads, most often), instead of a blank screen. The browser's own message (a chunk's
 * URL, a stack) is for the console, not for the player.
 */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => console.error('Earshot: the page could not be loaded:', error), [error]);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="This page could not be loaded" role="alert">
        Part of the game could not be downloaded. Check your connection, then reload the page.
        <div>
          <Button mt="md" variant="white" color="red" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      </Alert>
    </Container>
  );
}
