import { Select } from '@mantine/core';
import type { Difficulty } from '../../machines/rules/attempts';

interface DifficultySelectProps {
  options: readonly Difficulty[];
  value: Difficulty;
  onChange: (difficulty: Difficulty) => void;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function DifficultySelect({ options, value, onChange }: DifficultySelectProps) {
  return (
    <Select
      label="Difficulty:"
      data={options.map((option) => ({ value: option, label: capitalise(option) }))}
      value={value}
      onChange={(next) => next && onChange(next as Difficulty)}
      allowDeselect={false}
      w={160}
    />
  );
}
