import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { DeferredModal } from '../play/DeferredModal';
import { useState } from 'react';
import type { Difficulty } from '../../machines/rules/attempts';
import { prefersReducedMotion } from '../app/motion';
import { useLocale } from '../app/useLocale';
import { t } from './texts';
import classes from './GameScreen.module.css';

interface DifficultySelectProps {
  options: readonly Difficulty[];
  value: Difficulty;
  /** Attempts spent in the round that a change would throw away: the change is confirmed first. */
  spent: number;
  onChange: (difficulty: Difficulty) => void;
}

export function DifficultySelect({ options, value, spent, onChange }: DifficultySelectProps) {
  useLocale();
  // The difficulty asked for, while the player confirms giving up the round's spent attempts.
  const [pending, setPending] = useState<Difficulty | null>(null);
  const choose = (next: Difficulty) => {
    if (next === value) return;
    if (spent > 0) setPending(next);
    else onChange(next);
  };
  const confirm = () => {
    if (pending) onChange(pending);
    setPending(null);
  };
  return (
    <>
      {/* A native dropdown: the phone's own picker, and none of a custom listbox's code to download. */}
      <NativeSelect
        label={t('difficultyLabel')}
        data={options.map((option) => ({
          value: option,
          label: t('difficultyName', { difficulty: option }),
        }))}
        value={value}
        onChange={(event) => choose(event.currentTarget.value as Difficulty)}
        w={160}
        classNames={{ wrapper: classes.difficultyInput }}
      />
      <DeferredModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('newRoundTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
        transitionProps={prefersReducedMotion() ? { duration: 0 } : undefined}
      >
        <Text>{t('changeDifficultyText', { difficulty: pending ?? value, spent })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPending(null)} data-autofocus>
            {t('keepPlaying')}
          </Button>
          <Button onClick={confirm}>{t('changeTo', { difficulty: pending ?? value })}</Button>
        </Group>
      </DeferredModal>
    </>
  );
}
