import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../machines/settings';
import { currentLocale, setLocale } from '../i18n/i18n';
import type { KeptData } from '../storage/move/kept';
import { encodeCodeV1, envelope } from '../test/moveCodeV1';
import { renderInRouter } from '../test/render';
import { MovePage } from './MovePage';
import { t } from './texts';

describe('Move your stats in other languages', () => {
  afterEach(async () => {
    window.location.hash = '';
    localStorage.clear();
    await setLocale('en-US');
  });

  it('offers the link in Japanese', async () => {
    await setLocale('ja-JP');
    renderInRouter(<MovePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: '統計を移行' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'リンクをコピー' })).toBeInTheDocument();
  });

  it('counts the days added in Polish forms', async () => {
    await setLocale('pl-PL');
    expect(t('daysAdded', { mode: 'Map', count: 2 })).toBe('Dzienne Map: dodano 2 dni');
    expect(t('keptDays', { count: 2 })).toMatch(/^2 dni rozegrane /);
    expect(t('keptDays', { count: 5 })).toMatch(/^5 dni rozegranych /);
  });

  it('names the language the other device is in, and switches to it once imported', async () => {
    window.location.hash = await encodeCodeV1(
      envelope({
        settings: { ...DEFAULT_SETTINGS, highContrast: false, locale: 'de-DE' },
        daily: {
          map: { puzzles: {} },
          ability: { puzzles: {} },
          ace: { puzzles: {} },
        } as unknown as KeptData['daily'],
        bests: {},
        missed: [],
      }),
    );
    const { user } = renderInRouter(<MovePage />);
    const changes = await screen.findByRole('list', { name: 'What will change' });
    expect(changes).toHaveTextContent('Language: Deutsch, as on the other device');
    await user.click(screen.getByRole('button', { name: 'Import these stats' }));
    expect(
      await screen.findByText('Deine Statistiken sind jetzt auf diesem Gerät'),
    ).toBeInTheDocument();
    expect(currentLocale()).toBe('de-DE');
  });

  it('says why a code cannot be imported in the player’s language', async () => {
    await setLocale('de-DE');
    window.location.hash = 'not-a-code';
    renderInRouter(<MovePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^(Dieser Code|Das ist kein|In diesem Link).*Auf diesem Gerät/);
  });
});
