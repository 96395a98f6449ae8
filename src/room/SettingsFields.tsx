// The room's chunk brings Radio's styles: no other screen uses it, so the app's CSS stays as it was.
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Group, Radio, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import {
  ROOM_MODES,
  ROUND_COUNTS,
  ROUND_SECONDS,
  type RoomMode,
  type RoomSettings,
  type RoundCount,
  type RoundSeconds,
} from '../../machines/room/protocol';
import { useLocale } from '../app/useLocale';
import { modeLabel } from './roomWords';
import { t } from './texts';
import classes from './Room.module.css';

/** A room's settings as the host picks them: the mode as cards (six do not fit a phone's row), the rest as segments. */
export function SettingsFields({
  value,
  onChange,
  disabled,
}: {
  value: RoomSettings;
  onChange: (settings: RoomSettings) => void;
  disabled?: boolean;
}) {
  useLocale();
  const rounds = useId();
  const seconds = useId();
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('settingMode')}
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode: mode as RoomMode })}
      >
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={6}>
          {ROOM_MODES.map((mode) => (
            <Radio.Card
              key={mode}
              value={mode}
              className={classes.modeCard}
              disabled={disabled}
              aria-label={modeLabel(mode)}
            >
              <Group wrap="nowrap" gap="xs">
                <Radio.Indicator />
                <Text fw={600}>{modeLabel(mode)}</Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <div>
        <Text component="label" id={rounds} fw={500} size="sm">
          {t('settingRounds')}
        </Text>
        <SegmentedControl
          aria-labelledby={rounds}
          fullWidth
          className={classes.segments}
          disabled={disabled}
          value={String(value.rounds)}
          onChange={(next) => onChange({ ...value, rounds: Number(next) as RoundCount })}
          data={ROUND_COUNTS.map((count) => ({ value: String(count), label: String(count) }))}
        />
      </div>
      <div>
        <Text component="label" id={seconds} fw={500} size="sm">
          {t('settingSeconds')}
        </Text>
        <SegmentedControl
          aria-labelledby={seconds}
          fullWidth
          className={classes.segments}
          disabled={disabled}
          value={String(value.seconds)}
          onChange={(next) => onChange({ ...value, seconds: Number(next) as RoundSeconds })}
          data={ROUND_SECONDS.map((count) => ({
            value: String(count),
            label: t('seconds', { seconds: count }),
          }))}
        />
      </div>
    </Stack>
  );
}
