import { Anchor, List, Stack, Switch, Text } from '@mantine/core';
// The switch's own look (the app's styles.ts holds what the first screens use): without it, the
// browser's bare checkbox.
import '@mantine/core/styles/Switch.css';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { puzzleNumber } from '../../machines/daily/calendar';
import { dailyStats } from '../../machines/daily/stats';
import { DAILY_MODES, isDailyMode } from '../../machines/dailyModes';
import { rankFor } from '../../machines/infinite/rank';
import { INFINITE_CHOICES } from '../../machines/infiniteChoices';
import { choiceLabel, rankName } from '../engine/infinite/runWords';
import { modeName } from '../shared/modeName';
import { setHighContrast, useHighContrast } from '../app/highContrast';
import { LanguageMenu } from '../app/LanguageMenu';
import { ModeSwitch, StatsPanel } from './StatsPanel';
import { latestDailyMode, readDailyProgress } from '../storage/daily/dailyProgress';
import { gameStore } from '../storage/gameStore';
import { lastPlayedEntry, type StatsChoice } from '../storage/lastPlayed';
import { infiniteBestsEntry } from '../storage/infinite/infinite';
import { HelpDialog } from './HelpDialog';
import { OverviewRules } from './rules';
import { t } from './headerTexts';
import { useLocale } from '../app/useLocale';

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
  useLocale();
  return (
    <>
      <HelpDialog title={t('howToPlay')} opened={open === 'help'} onClose={onClose}>
        <OverviewRules />
      </HelpDialog>
      <HelpDialog title={t('yourStats')} opened={open === 'stats'} onClose={onClose}>
        {open === 'stats' && <Stats onClose={onClose} />}
      </HelpDialog>
      <HelpDialog title={t('settings')} opened={open === 'settings'} onClose={onClose}>
        <Settings />
      </HelpDialog>
    </>
  );
}

/**
 * What Your stats opens on: the mode of the screen it is opened from (a daily puzzle's, free play's,
 * Infinite), else what was played last (a daily puzzle's mode or Infinite), else the daily mode
 * finished last (a player from before that was kept), else the first.
 */
function choiceFor(pathname: string): StatsChoice {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (first === 'infinite') return 'infinite';
  const mode = first === 'daily' ? second : first;
  if (isDailyMode(mode)) return mode;
  return (
    gameStore.read(lastPlayedEntry) ?? latestDailyMode(gameStore, DAILY_MODES) ?? DAILY_MODES[0]!
  );
}

/** The stats switch's choices, in the current locale. */
const statsChoices = (): readonly { value: StatsChoice; label: string }[] => [
  ...DAILY_MODES.map((mode) => ({ value: mode, label: modeName(mode) })),
  { value: 'infinite', label: t('infinite') },
];

/**
 * One screen of stats at a time, behind a switch that opens on the mode just played: a daily mode's
 * stats and streaks (as `/daily` shows them), or Infinite's bests (as its picker does).
 */
function Stats({ onClose }: { onClose: () => void }) {
  useLocale();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [choice, setChoice] = useState(() => choiceFor(pathname));
  const today = puzzleNumber(new Date());
  const bests = gameStore.read(infiniteBestsEntry);
  return (
    <Stack gap="md">
      <ModeSwitch
        label={t('statsOf')}
        options={statsChoices()}
        value={choice}
        onChange={setChoice}
      />
      {choice === 'infinite' ? (
        <section aria-label={t('infiniteBestsRegion')}>
          <List spacing={4} aria-label={t('infiniteBests')}>
            {INFINITE_CHOICES.map((each) => {
              const best = bests[each];
              return (
                <List.Item key={each}>
                  <strong>{choiceLabel(each)}</strong>:{' '}
                  {best === undefined ? t('notPlayedYet') : `${best} · ${rankName(rankFor(best))}`}
                </List.Item>
              );
            })}
          </List>
        </section>
      ) : (
        <StatsPanel
          title={t('dailyStatsTitle', { mode: modeName(choice) })}
          stats={dailyStats(readDailyProgress(gameStore, choice), today)}
        />
      )}
      <Anchor component={Link} to="/daily" onClick={onClose} mih={44} display="inline-flex">
        {t('allDailyPuzzles')}
      </Anchor>
    </Stack>
  );
}

/** The settings kept with the player's others: high contrast. */
function Settings() {
  useLocale();
  const highContrast = useHighContrast();
  return (
    <Stack gap="xs">
      <Switch
        size="md"
        label={t('highContrast')}
        checked={highContrast}
        onChange={(event) => setHighContrast(event.currentTarget.checked)}
        styles={{ body: { alignItems: 'center', minHeight: 44 } }}
      />
      <Text size="sm" c="dimmed">
        {t('highContrastDescription')}
      </Text>
      {/* The footer's menu too: the same choice, kept on the device and carried by Move your stats. */}
      <LanguageMenu />
    </Stack>
  );
}
