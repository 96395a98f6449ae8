import { Alert, Button, Container, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { action } from '../app/actions';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { INFINITE_CHOICE_LABELS } from '../../machines/infiniteChoices';
import { DAILY_MODE_LABELS } from '../../machines/daily/share';
import { DAILY_MODES } from '../../machines/dailyModes';
import { gameStore } from '../storage/gameStore';
import { changesAnything, importChanges, readKept, type KeptData } from '../storage/move/kept';
import { importKept, readCode } from '../storage/move/move';
import { isHighContrast, setHighContrast } from '../app/highContrast';
import { ExportPanel } from './ExportPanel';

/**
 * "Move your stats". Opened bare, it offers this device's stats as a link and a QR code; opened from
 * such a link (`/move#<code>`), it reads the code, shows what importing would change, and merges on
 * the player's word.
 */
export function MovePage() {
  useDocumentTitle('Move your stats');
  const [code] = useState(() => window.location.hash.slice(1));
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="xs">
        Move your stats
      </Title>
      {code ? <ImportPanel code={code} /> : <ExportPanel />}
    </Container>
  );
}

type ImportState =
  | { kind: 'reading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; kept: KeptData }
  | { kind: 'done' };

function ImportPanel({ code }: { code: string }) {
  const [state, setState] = useState<ImportState>({ kind: 'reading' });
  useEffect(() => {
    let current = true;
    void readCode(code).then((read) => {
      if (!current) return;
      setState(
        read.ok ? { kind: 'ready', kept: read.kept } : { kind: 'failed', message: read.message },
      );
    });
    return () => {
      current = false;
    };
  }, [code]);

  if (state.kind === 'reading') return <Loader aria-label="Reading the code" />;
  if (state.kind === 'failed') {
    return (
      <Stack>
        <Alert color="red" title="This code cannot be imported" role="alert">
          {state.message} Nothing on this device has changed.
        </Alert>
        <Group>
          <Button component={Link} to="/" {...action('primary')}>
            Back home
          </Button>
        </Group>
      </Stack>
    );
  }
  if (state.kind === 'done') {
    return (
      <Stack>
        <Alert color="green" title="Your stats are on this device now" role="status">
          Your daily history, streaks and bests from the other device are merged with this one's.
        </Alert>
        <Group>
          <Button component={Link} to="/" {...action('primary')}>
            Play
          </Button>
        </Group>
      </Stack>
    );
  }
  const local = readKept(gameStore);
  const changes = importChanges(local, state.kept);
  const confirm = () => {
    importKept(gameStore, state.kept);
    // The page takes the colours imported at once, as the settings' switch does.
    setHighContrast(isHighContrast());
    // A reload of this page should not offer the same import again.
    window.history.replaceState(null, '', window.location.pathname);
    setState({ kind: 'done' });
  };
  return (
    <Stack>
      <Text>
        Stats from another device. Importing adds them to this device's; nothing here is lost.
      </Text>
      {changesAnything(changes) ? (
        <>
          <Title order={2} size="h4">
            What will change
          </Title>
          <List aria-label="What will change">
            {DAILY_MODES.filter((mode) => changes.days[mode] > 0).map((mode) => (
              <List.Item key={mode}>
                Daily {DAILY_MODE_LABELS[mode]}: {changes.days[mode]} day
                {changes.days[mode] === 1 ? '' : 's'} added
              </List.Item>
            ))}
            {changes.bests.map((best) => (
              <List.Item key={best.choice}>
                Infinite {INFINITE_CHOICE_LABELS[best.choice]} best:{' '}
                {best.from === null ? `${best.to}` : `${best.from} → ${best.to}`}
              </List.Item>
            ))}
            {changes.missed > 0 && (
              <List.Item>{changes.missed} missed clips to practise in Listen</List.Item>
            )}
            {changes.settings && <List.Item>Volume and mute from the other device</List.Item>}
            {changes.highContrast && (
              <List.Item>High contrast colours, as on the other device</List.Item>
            )}
          </List>
          {changes.keptDays > 0 && (
            <Text size="sm" c="dimmed">
              {changes.keptDays} day{changes.keptDays === 1 ? '' : 's'} played on both: this
              device's result is kept.
            </Text>
          )}
          <Group>
            <Button onClick={confirm} {...action('primary')}>
              Import these stats
            </Button>
            <Button component={Link} to="/" {...action('secondary')}>
              Cancel
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Alert color="blue" title="Nothing new" role="status">
            This device already has everything in this code.
          </Alert>
          <Group>
            <Button component={Link} to="/" {...action('primary')}>
              Back home
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
