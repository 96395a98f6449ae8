import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { renderInRouter } from '../test/render';
import { ChallengePage } from './ChallengePage';
import { t } from './texts';

describe('the challenge page in other languages', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('says in Japanese that a broken link opens no challenge', async () => {
    await setLocale('ja-JP');
    renderInRouter(<ChallengePage code="" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'チャレンジ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ほかのモードで遊ぶ' })).toBeInTheDocument();
  });

  it('counts the attempts left in Russian forms', async () => {
    await setLocale('ru-RU');
    expect(t('attemptsLeft', { count: 2 })).toBe('Осталось 2 попытки.');
    expect(t('attemptsLeft', { count: 5 })).toBe('Осталось 5 попыток.');
  });
});
