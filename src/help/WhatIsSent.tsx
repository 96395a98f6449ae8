import { Text, Title } from '@mantine/core';
import { t } from './rulesTexts';
import { useLocale } from '../app/useLocale';

/**
 * What the game sends for everyone's numbers, and why (docs/community-api.md); nothing in a build
 * without the community API, which sends nothing.
 */
export function WhatIsSent() {
  useLocale();
  if (__COMMUNITY_API__ === null) return null;
  return (
    <>
      <Title order={3} size="h5">
        {t('everyonesNumbers')}
      </Title>
      <Text size="sm">{t('whatIsSent')}</Text>
    </>
  );
}
