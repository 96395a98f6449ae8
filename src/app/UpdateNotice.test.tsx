import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';

// A deploy's worker waits: the page has a new version to offer.
const newVersion = { waiting: true, apply: vi.fn(), dismiss: vi.fn() };
vi.mock('./serviceWorker', () => ({ useNewVersion: () => newVersion }));

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('./UpdateNotice');
});

describe('the notice of a new version', () => {
  it('comes once a new version waits, and its buttons reload or put it off', async () => {
    const { UpdatePrompt } = await import('./UpdatePrompt');
    const { user } = render(<UpdatePrompt />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new version of Earshot is ready',
    );
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(newVersion.apply).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(newVersion.dismiss).toHaveBeenCalledTimes(1);
  });

  it('whose code cannot be downloaded leaves the page as it is, without an error', async () => {
    vi.doMock('./UpdateNotice', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { UpdatePrompt } = await import('./UpdatePrompt');
    render(
      <main>
        <h1>The round</h1>
        <UpdatePrompt />
      </main>,
    );
    // Once the notice's import has failed (the same import, awaited here), and React has had a
    // turn: the page is still there, with no notice and no error.
    await expect(import('./UpdateNotice')).rejects.toThrow();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { name: 'The round' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
