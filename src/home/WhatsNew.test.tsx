import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { memoryBackend } from '../test/memoryBackend';
import { newsDismissedEntry } from '../storage/settings';
import { createGameStore } from '../storage/store';
import { render } from '../test/render';
import { WhatsNew } from './WhatsNew';

const storeOn = (day: string, backend = memoryBackend()) =>
  createGameStore({ backend: () => backend, now: () => new Date(day), report: () => {} });

describe('the home page’s "New:" notice', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('says what the latest content update brought', () => {
    render(<WhatsNew store={storeOn('2026-11-27T09:00:00Z')} />);
    expect(screen.getByRole('complementary', { name: 'What’s new' })).toHaveTextContent(
      'New: Miks, Veto, Corrode and 11 bundles',
    );
  });

  it("says it in the player's language: the game's names, the counts' words, the language's list", async () => {
    await setLocale('ja-JP');
    render(<WhatsNew store={storeOn('2026-11-27T09:00:00Z')} />);
    // Names as the game writes them in Japanese, Japanese counting and list commas.
    expect(screen.getByRole('complementary')).toHaveTextContent(
      'ミクス、ヴィトー、カロード、バンドル11個',
    );
    await setLocale('ru-RU');
    // No Russian names in the game's sources for these: the English ones, in a Russian list.
    expect(screen.getByRole('complementary')).toHaveTextContent('Miks, Veto, Corrode и 11 наборов');
  });

  it('goes when dismissed, focus moving on to what follows it, and stays gone', async () => {
    const backend = memoryBackend();
    const { user, unmount } = render(
      <div>
        <WhatsNew store={storeOn('2026-11-27T09:00:00Z', backend)} />
        <section>
          <a href="/daily">Go to today’s puzzles</a>
        </section>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss what’s new' }));
    expect(screen.queryByRole('complementary', { name: 'What’s new' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to today’s puzzles' })).toHaveFocus();
    expect(storeOn('2026-11-27T09:00:00Z', backend).read(newsDismissedEntry)).toBe(2);
    unmount();
    render(<WhatsNew store={storeOn('2026-11-28T09:00:00Z', backend)} />);
    expect(screen.queryByRole('complementary', { name: 'What’s new' })).toBeNull();
  });

  it('is dismissed with the keyboard alone', async () => {
    const { user } = render(<WhatsNew store={storeOn('2026-11-27T09:00:00Z')} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss what’s new' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('complementary', { name: 'What’s new' })).toBeNull();
  });

  it('says nothing once the update’s items are no longer new', () => {
    render(<WhatsNew store={storeOn('2026-12-25T00:00:00Z')} />);
    expect(screen.queryByRole('complementary', { name: 'What’s new' })).toBeNull();
  });

  it('is told again when what was kept of it is not a number', () => {
    const backend = memoryBackend({ [newsDismissedEntry.key]: '{"v":1,"data":"yes"}' });
    render(<WhatsNew store={storeOn('2026-11-27T09:00:00Z', backend)} />);
    expect(screen.getByRole('complementary', { name: 'What’s new' })).toBeVisible();
  });
});
