import { List, Text } from '@mantine/core';
import { HIGH_CONTRAST_SQUARES, VERDICT_SQUARES } from '../../machines/daily/share';
import { DAILY_TRIES } from '../../machines/dailyModes';
import { useHighContrast } from '../app/highContrast';
import { KeyboardShortcuts } from './rules';
import { WhatIsSent } from './WhatIsSent';
import { t } from './dailyRulesTexts';
import { useLocale } from '../app/useLocale';

/**
 * A daily puzzle's rules: the tries, the reveal, the verdicts (in the squares the share will use,
 * with the high-contrast setting's colours when it is on) and the keys.
 */
export function DailyRules({ partialHint }: { partialHint?: string }) {
  useLocale();
  const squares = useHighContrast() ? HIGH_CONTRAST_SQUARES : VERDICT_SQUARES;
  return (
    <>
      <Text>{t('dailyIntro', { tries: DAILY_TRIES })}</Text>
      <List spacing={6} size="sm">
        <List.Item>{t('dailyReveal')}</List.Item>
        <List.Item>{t('dailyGuessBox')}</List.Item>
        <List.Item>
          {partialHint
            ? t('dailyVerdictsWithPartial', { ...squares, partialHint })
            : t('dailyVerdicts', squares)}
        </List.Item>
        <List.Item>{t('dailyEnd')}</List.Item>
      </List>
      <WhatIsSent />
      <KeyboardShortcuts daily />
    </>
  );
}
