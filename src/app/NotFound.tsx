import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { action } from './actions';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFound() {
  useDocumentTitle('Not found');
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>
        <Code fz="inherit">GET /404</Code>
      </Title>
      <Text size="lg">This page does not exist (yet)</Text>
      <Button component={Link} to="/" {...action('primary')}>
        Back home
      </Button>
    </Stack>
  );
}
