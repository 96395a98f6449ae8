import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dailyStats } from '../../machines/daily/stats';
import { played } from '../../machines/test/dailyTries';
import { setLocale } from '../i18n/i18n';
import { render } from '../test/render';
import { StatsPanel } from './StatsPanel';

describe('StatsPanel', () => {
  it('states every figure and every bar of the distribution as text', () => {
    const stats = dailyStats(
      [played(1, 'c'), played(2, 'wc'), played(3, 'wc'), played(4, 'wwwwww')],
      4,
    );
    render(<StatsPanel title="Ability" stats={stats} />);
    const panel = screen.getByRole('region', { name: 'Ability' });
    const figures = within(panel)
      .getAllByRole('definition')
      .map((each) => each.textContent);
    expect(figures).toEqual(['4', '75', '0', '3']);
    expect(within(panel).getByText('Played')).toBeInTheDocument();
    expect(within(panel).getByText('Max streak')).toBeInTheDocument();
    const bars = within(within(panel).getByRole('list', { name: 'Tries to solve' })).getAllByRole(
      'listitem',
    );
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '1Solved in 1 try: 11',
      '2Solved in 2 tries: 22',
      '3Solved in 3 tries: 00',
      '4Solved in 4 tries: 00',
      '5Solved in 5 tries: 00',
      '6Solved in 6 tries: 00',
      'XMissed: 11',
    ]);
  });

  describe('in another language', () => {
    afterEach(async () => {
      await setLocale('en-US');
    });

    it('names its figures and its chart in the player’s language', async () => {
      await setLocale('ja-JP');
      render(<StatsPanel title="アビリティ" stats={dailyStats([played(1, 'c')], 1)} />);
      const panel = screen.getByRole('region', { name: 'アビリティ' });
      expect(within(panel).getByText('プレイ数')).toBeInTheDocument();
      expect(within(panel).getByText('最長連続記録')).toBeInTheDocument();
      expect(within(panel).getByRole('list', { name: '正解までの回数' })).toBeInTheDocument();
    });

    it('says each bar’s tries in the plural form its number takes', async () => {
      await setLocale('ru-RU');
      render(<StatsPanel title="Умение" stats={dailyStats([played(1, 'wc')], 1)} />);
      expect(screen.getByText('Угадано за 2 попытки: 1')).toBeInTheDocument();
      expect(screen.getByText('Угадано за 5 попыток: 0')).toBeInTheDocument();
    });
  });
});
