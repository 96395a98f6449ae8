import { Alert, Button, Container, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { action } from '../app/actions';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useLocale } from '../app/useLocale';
import { DAILY_MODES } from '../../machines/dailyModes';
import { choiceLabel } from '../engine/infinite/runWords';
import { modeName } from '../shared/modeName';
import { gameStore } from '../storage/gameStore';
import { changesAnything, importChanges, readKept, type KeptData } from '../storage/move/kept';
import { importKept, readCode } from '../storage/move/move';
import { isHighContrast, setHighContrast } from '../app/highContrast';
import { setLocale } from '../i18n/i18n';
import { LOCALE_NAMES } from '../i18n/menu/localeNames';
import { ExportPanel } from './ExportPanel';
import { t } from './texts';

/**
 * "Move your stats". Opened bare, it offers this device's stats as a link and a QR code; opened from
 * such a link (`/move#<code>`), it reads the code, shows what importing would change, and merges on
 * the player's word.
 */
export function MovePage() {
  useLocale();
  useDocumentTitle(t('title'));
  const [code] = useState(() => window.location.hash.slice(1));
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="xs">
        {t('title')}
      </Title>
      {code ? <ImportPanel code={code} /> : <ExportPanel />}
    </Container>
  );
}

type ImportState =
  | { kind: 'reading' }
  | { kind: 'failed'; read: { message: string } }
  | { kind: 'ready'; kept: KeptData }
  | { kind: 'done' };

function ImportPanel({ code }: { code: string }) {
  useLocale();
  const [state, setState] = useState<ImportState>({ kind: 'reading' });
  useEffect(() => {
    let current = true;
    void readCode(code).then((read) => {
      if (!current) return;
      setState(read.ok ? { kind: 'ready', kept: read.kept } : { kind: 'failed', read });
    });
    return () => {
      current = false;
    };
  }, [code]);

  if (state.kind === 'reading') return <Loader aria-label={t('reading')} />;
  if (state.kind === 'failed') {
    return (
      <Stack>
        <Alert color="red" title={t('failedTitle')} role="alert">
          {t('failedText', { reason: state.read.message })}
        </Alert>
        <Group>
          <Button component={Link} to="/" {...action('primary')}>
            {t('backHome')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (state.kind === 'done') {
    return (
      <Stack>
        <Alert color="green" title={t('doneTitle')} role="status">
          {t('doneText')}
        </Alert>
        <Group>
          <Button component={Link} to="/" {...action('primary')}>
            {t('play')}
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
    // And its language, kept by the import; a chunk that fails to download leaves the page as it is.
    if (changes.locale) setLocale(changes.locale).catch(() => undefined);
    // A reload of this page should not offer the same import again.
    window.history.replaceState(null, '', window.location.pathname);
    setState({ kind: 'done' });
  };
  return (
    <Stack>
      <Text>{t('importIntro')}</Text>
      {changesAnything(changes) ? (
        <>
          <Title order={2} size="h4">
            {t('changes')}
          </Title>
          <List aria-label={t('changes')}>
            {DAILY_MODES.filter((mode) => changes.days[mode] > 0).map((mode) => (
              <List.Item key={mode}>
                {t('daysAdded', { mode: modeName(mode), count: changes.days[mode] })}
              </List.Item>
            ))}
            {changes.bests.map((best) => (
              <List.Item key={best.choice}>
                {best.from === null
                  ? t('bestNew', { choice: choiceLabel(best.choice), to: best.to })
                  : t('bestRaised', {
                      choice: choiceLabel(best.choice),
                      from: best.from,
                      to: best.to,
                    })}
              </List.Item>
            ))}
            {changes.missed > 0 && <List.Item>{t('missed', { count: changes.missed })}</List.Item>}
            {changes.settings && <List.Item>{t('settingsChange')}</List.Item>}
            {changes.highContrast && <List.Item>{t('highContrastChange')}</List.Item>}
            {changes.locale && (
              <List.Item>{t('localeChange', { language: LOCALE_NAMES[changes.locale] })}</List.Item>
            )}
          </List>
          {changes.keptDays > 0 && (
            <Text size="sm" c="dimmed">
              {t('keptDays', { count: changes.keptDays })}
            </Text>
          )}
          <Group>
            <Button onClick={confirm} {...action('primary')}>
              {t('import')}
            </Button>
            <Button component={Link} to="/" {...action('secondary')}>
              {t('cancel')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Alert color="blue" title={t('nothingTitle')} role="status">
            {t('nothingText')}
          </Alert>
          <Group>
            <Button component={Link} to="/" {...action('primary')}>
              {t('backHome')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
