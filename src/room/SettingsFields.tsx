// The room's chunk brings Radio's styles: no other screen uses it, so the app's CSS stays as it was.
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Checkbox, Group, Radio, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
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

/** Settings for an audience, or a room of friends again (which has neither audience setting). */
function withAudience(settings: RoomSettings, audience: boolean): RoomSettings {
  const { mode, rounds, seconds } = settings;
  return audience ? { ...settings, audience: true } : { mode, rounds, seconds };
}

/**
 * A room's settings as the host picks them: the mode as cards (six do not fit a phone's row), the
 * rest as segments, then whether the room is for an audience and, if so, whether its host plays.
 */
export function SettingsFields({
  value,
  onChange,
  disabled,
  audienceLocked,
}: {
  value: RoomSettings;
  onChange: (settings: RoomSettings) => void;
  disabled?: boolean;
  /** An audience room with more players than a room of friends takes stays one. */
  audienceLocked?: boolean;
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
      <Checkbox
        size="md"
        classNames={{ body: classes.checkRow }}
        label={t('settingAudience')}
        description={audienceLocked ? t('settingAudienceLocked') : t('settingAudienceHint')}
        checked={value.audience === true}
        disabled={disabled || audienceLocked}
        onChange={(event) => onChange(withAudience(value, event.currentTarget.checked))}
      />
      {value.audience === true && (
        <Checkbox
          size="md"
          className={classes.subOption}
          classNames={{ body: classes.checkRow }}
          label={t('settingHostPlays')}
          checked={value.hostPlays === true}
          disabled={disabled}
          onChange={(event) => onChange({ ...value, hostPlays: event.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
