import { Alert, Button, Container } from '@mantine/core';

/**
 * What a page shows when it could not be loaded or failed while rendering (a dropped connection while
 * its code downloads, most often), instead of a blank screen.
 */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title="This page could not be loaded" role="alert">
        {message}
        <div>
          <Button mt="md" variant="white" color="red" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </div>
      </Alert>
    </Container>
  );
}
