import { Anchor, List, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { puzzleNumber } from '../../machines/daily/calendar';
import { DAILY_MODE_LABELS } from '../../machines/daily/share';
import { dailyStats } from '../../machines/daily/stats';
import { DAILY_MODES } from '../../machines/dailyModes';
import { rankFor } from '../../machines/infinite/rank';
import { INFINITE_CHOICE_LABELS, INFINITE_CHOICES } from '../../machines/infiniteChoices';
import { setHighContrast, useHighContrast } from '../app/highContrast';
import { StatsPanel } from './StatsPanel';
import { readDailyProgress } from '../storage/daily/dailyProgress';
import { gameStore } from '../storage/gameStore';
import { infiniteBestsEntry } from '../storage/infinite/infinite';
import { HelpDialog } from './HelpDialog';
import { OverviewRules } from './rules';

export type HeaderDialog = 'help' | 'stats' | 'settings';

/**
 * The header's dialogs, loaded when one is first opened (the header is on every first paint, these
 * are not): How to play, the player's stats, the settings.
 */
export default function HeaderDialogs({
  open,
  onClose,
}: {
  open: HeaderDialog | null;
  onClose: () => void;
}) {
  return (
    <>
      <HelpDialog title="How to play" opened={open === 'help'} onClose={onClose}>
        <OverviewRules />
      </HelpDialog>
      <HelpDialog title="Your stats" opened={open === 'stats'} onClose={onClose}>
        {open === 'stats' && <Stats onClose={onClose} />}
      </HelpDialog>
      <HelpDialog title="Settings" opened={open === 'settings'} onClose={onClose}>
        <Settings />
      </HelpDialog>
    </>
  );
}

/** The daily stats and streaks (as `/daily` shows them) and Infinite's bests (as its picker does). */
function Stats({ onClose }: { onClose: () => void }) {
  const today = puzzleNumber(new Date());
  const bests = gameStore.read(infiniteBestsEntry);
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Daily puzzles
      </Title>
      {DAILY_MODES.map((mode) => (
        <StatsPanel
          key={mode}
          title={DAILY_MODE_LABELS[mode]}
          stats={dailyStats(readDailyProgress(gameStore, mode), today)}
        />
      ))}
      <Anchor component={Link} to="/daily" onClick={onClose} mih={44} display="inline-flex">
        All daily puzzles and the archive
      </Anchor>
      <Title order={3} size="h4">
        Infinite: your bests
      </Title>
      <List spacing={4} aria-label="Infinite bests">
        {INFINITE_CHOICES.map((choice) => {
          const best = bests[choice];
          return (
            <List.Item key={choice}>
              <strong>{INFINITE_CHOICE_LABELS[choice]}</strong>:{' '}
              {best === undefined ? 'not played yet' : `${best} · ${rankFor(best)}`}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

/** The settings kept with the player's others: high contrast. */
function Settings() {
  const highContrast = useHighContrast();
  return (
    <Stack gap="xs">
      <Switch
        size="md"
        label="High contrast"
        checked={highContrast}
        onChange={(event) => setHighContrast(event.currentTarget.checked)}
        styles={{ body: { alignItems: 'center', minHeight: 44 } }}
      />
      <Text size="sm" c="dimmed">
        Orange and blue in place of green and red for right and partly right answers, on the page
        and in the squares you share: for colour-blind players. The words stay.
      </Text>
    </Stack>
  );
}
