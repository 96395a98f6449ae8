import { Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconHeartBroken, IconPlayerSkipForward } from '@tabler/icons-react';
import type { Attempt } from '../../machines/rules/verdict';
import { Name } from '../sharedUi/Name';
import { t } from './texts';
import { useLocale } from '../app/useLocale';

interface AttemptListProps {
  attempts: readonly Attempt[];
  /** Shown beside a partial guess (the right agent, the wrong ability); the mode's words. */
  partialHint?: string;
  /**
   * A guessed item's name in the current language; a try keeps the name it was guessed with, which
   * a change of language since would leave in the old one.
   */
  nameOf?: (id: string) => string;
}

/**
 * The round's tries in order: a green check for the right one, a red broken heart for a wrong one
 * (with a hint when it was partly right), and a skip for a try passed.
 */
export function AttemptList({ attempts, partialHint, nameOf }: AttemptListProps) {
  useLocale();
  if (attempts.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('noGuessesYet')}
      </Text>
    );
  }
  return (
    <List listStyleType="none" spacing={6} aria-label={t('yourAttempts')} component="ol">
      {attempts.map((attempt, index) => (
        <List.Item key={attempt.id ?? `skip-${index}`}>
          <Group gap="xs" wrap="nowrap">
            <VerdictIcon verdict={attempt.verdict} />
            <Text fw={600}>
              {/* A skip's kept name is the English SKIPPED_NAME: the player reads their own word. */}
              {attempt.verdict === 'skipped' ? (
                t('attemptSkipped')
              ) : (
                <Name text={attempt.id !== null && nameOf ? nameOf(attempt.id) : attempt.name} />
              )}
            </Text>
            {attempt.verdict === 'partial' && partialHint && (
              <Text size="xs" c="var(--earshot-partial-text)" fw={600} tt="uppercase">
                {partialHint}
              </Text>
            )}
            {attempt.verdict !== 'skipped' && (
              <VisuallyHidden>
                {attempt.verdict === 'correct' ? t('attemptCorrect') : t('attemptWrong')}
              </VisuallyHidden>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function VerdictIcon({ verdict }: { verdict: Attempt['verdict'] }) {
  if (verdict === 'correct') {
    return (
      <ThemeIcon color="green" variant="light" radius="xl" size="md">
        <IconCheck size={16} aria-hidden />
      </ThemeIcon>
    );
  }
  if (verdict === 'skipped') {
    return (
      <ThemeIcon color="gray" variant="light" radius="xl" size="md">
        <IconPlayerSkipForward size={16} aria-hidden />
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon color="red" variant="light" radius="xl" size="md">
      <IconHeartBroken size={16} aria-hidden />
    </ThemeIcon>
  );
}
