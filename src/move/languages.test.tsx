import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { renderInRouter } from '../test/render';
import { MovePage } from './MovePage';
import { t } from './texts';

describe('Move your stats in other languages', () => {
  afterEach(async () => {
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
});
