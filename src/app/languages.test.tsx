import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { renderInRouter } from '../test/render';
import { NotFound } from './NotFound';

describe('the app shell in other languages', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('names the missing page and its tab in Japanese', async () => {
    await setLocale('ja-JP');
    renderInRouter(<NotFound />);
    expect(await screen.findByText('このページは（まだ）存在しません')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホームに戻る' })).toBeInTheDocument();
    expect(document.title).toBe('見つかりません · Earshot');
  });
});
