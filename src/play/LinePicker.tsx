import { Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ModeLine } from '../modes/mode';
import { t } from './texts';
import { useLocale } from '../app/useLocale';

/**
 * A mode's lines (Voice: Death, Hello, Agent Select) as buttons: the unlocked ones play when picked and
 * stay playable; the locked ones say a miss unlocks them.
 */
export function LinePicker({
  lines,
  unlocked,
  playing,
  onPick,
}: {
  lines: readonly ModeLine[];
  unlocked: number;
  playing: number;
  onPick: (index: number) => void;
}) {
  useLocale();
  return (
    <div role="group" aria-labelledby="line-picker-label">
      <Text id="line-picker-label" size="sm" fw={700} mb={4}>
        {t('lines')}
      </Text>
      <Group gap={6}>
        {lines.map((line, index) => {
          const locked = index >= unlocked;
          return (
            // A narrower padding and gap than Mantine's: all three fit a phone's row, locked or open.
            <Button
              key={line.id}
              size="sm"
              mih={44}
              px="xs"
              variant={index === playing ? 'filled' : 'default'}
              aria-pressed={index === playing}
              disabled={locked}
              leftSection={locked ? <IconLock size={14} aria-hidden /> : undefined}
              title={locked ? t('lineLocked') : undefined}
              onClick={() => onPick(index)}
            >
              {line.label}
            </Button>
          );
        })}
      </Group>
    </div>
  );
}
