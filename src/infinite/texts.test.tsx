import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { renderInRouter } from '../test/render';
import { InfinitePage } from './InfinitePage';
import { t } from './texts';

beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  await setLocale('en-US');
});

describe('Infinite in another language', () => {
  it('offers its choices in Japanese, Mixed and its description included', async () => {
    await setLocale('ja-JP');
    renderInRouter(<InfinitePage />);
    expect(await screen.findByText('ミックス')).toBeInTheDocument();
    expect(
      screen.getByText('全モード。クリップごとにギャラリーが切り替わります。'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('未プレイ').length).toBeGreaterThan(0);
    expect(document.title).toContain('インフィニット');
  });

  it('counts the clips saved offline by Russian rules: 2 and 5 take different forms', async () => {
    await setLocale('ru-RU');
    expect(t('offlineSaved', { saved: 2 })).toContain('2 клипа,');
    expect(t('offlineSaved', { saved: 5 })).toContain('5 клипов,');
  });
});
