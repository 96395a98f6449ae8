import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { action } from './actions';
import { t } from './texts';
import { useLocale } from './useLocale';
import { useDocumentTitle } from './useDocumentTitle';

export function NotFound() {
  useLocale();
  useDocumentTitle(t('notFoundTitle'));
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>
        <Code fz="inherit">GET /404</Code>
      </Title>
      <Text size="lg">{t('notFoundText')}</Text>
      <Button component={Link} to="/" {...action('primary')}>
        {t('backHome')}
      </Button>
    </Stack>
  );
}
