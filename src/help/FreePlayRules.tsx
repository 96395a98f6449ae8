import { List, Text, Title } from '@mantine/core';
import { freePlayRules } from '../engine/deal/freePlay';
import type { Mode } from '../modes/mode';
import { modeScreenTexts } from '../shared/screenTexts';
import { KeyboardShortcuts } from './rules';
import { t } from './freePlayTexts';
import { useLocale } from '../app/useLocale';

/**
 * A mode's rules, as its screen's How to play shows them: downloaded at the player's first tap or
 * key press, or when How to play first opens (src/game/HowToPlay.tsx), not on a first visit.
 */
export function FreePlayRules({ mode }: { mode: Mode }) {
  useLocale();
  const { what, heard, searchHint } = modeScreenTexts(mode.id);
  const rules = freePlayRules[mode.id];
  const attempts = rules.attemptRules.normal;
  return (
    <>
      <Text>{t('freePlayIntro', { heard, what })}</Text>
      <List spacing={6} size="sm">
        <List.Item>
          {t('freePlayFind', { what })}
          {searchHint && ` ${searchHint}`}
        </List.Item>
        <List.Item>{t('freePlayGuess', { attempts })}</List.Item>
        <List.Item>{t('freePlayEnd')}</List.Item>
      </List>
      {rules.difficulties.includes('hard') && (
        <>
          <Title order={3} size="h5">
            {t('normalAndHard')}
          </Title>
          <Text size="sm">
            {t('normalAndHardRules', {
              normal: rules.attemptRules.normal,
              hard: rules.attemptRules.hard ?? 1,
            })}
          </Text>
        </>
      )}
      <KeyboardShortcuts />
    </>
  );
}
