import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { DeferredModal } from '../play/DeferredModal';
import { useState } from 'react';
import type { Difficulty } from '../../machines/rules/attempts';
import { prefersReducedMotion } from '../app/motion';
import classes from './GameScreen.module.css';

interface DifficultySelectProps {
  options: readonly Difficulty[];
  value: Difficulty;
  /** Attempts spent in the round that a change would throw away: the change is confirmed first. */
  spent: number;
  onChange: (difficulty: Difficulty) => void;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function DifficultySelect({ options, value, spent, onChange }: DifficultySelectProps) {
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
        label="Difficulty:"
        data={options.map((option) => ({ value: option, label: capitalise(option) }))}
        value={value}
        onChange={(event) => choose(event.currentTarget.value as Difficulty)}
        w={160}
        classNames={{ wrapper: classes.difficultyInput }}
      />
      <DeferredModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title="Start a new round?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
        transitionProps={prefersReducedMotion() ? { duration: 0 } : undefined}
      >
        <Text>
          Changing the difficulty to {pending && capitalise(pending)} starts a new round with a new
          clip. The {spent === 1 ? 'attempt' : `${spent} attempts`} you spent on this one will be
          lost.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPending(null)} data-autofocus>
            Keep playing
          </Button>
          <Button onClick={confirm}>Change to {pending && capitalise(pending)}</Button>
        </Group>
      </DeferredModal>
    </>
  );
}
