import { Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconHeartBroken } from '@tabler/icons-react';
import type { Guess } from '../../machines/rules/answers';

interface AttemptListProps {
  attempts: readonly Guess[];
  answerId: string;
}

/** The round's guesses in order: a green check for the right one, a red broken heart for a wrong one. */
export function AttemptList({ attempts, answerId }: AttemptListProps) {
  if (attempts.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No guesses yet.
      </Text>
    );
  }
  return (
    <List listStyleType="none" spacing={6} aria-label="Your attempts" component="ol">
      {attempts.map((attempt) => {
        const correct = attempt.id === answerId;
        return (
          <List.Item key={attempt.id}>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon color={correct ? 'green' : 'red'} variant="light" radius="xl" size="md">
                {correct ? (
                  <IconCheck size={16} aria-hidden />
                ) : (
                  <IconHeartBroken size={16} aria-hidden />
                )}
              </ThemeIcon>
              <Text fw={600}>{attempt.name}</Text>
              <VisuallyHidden>{correct ? '(correct)' : '(wrong)'}</VisuallyHidden>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
