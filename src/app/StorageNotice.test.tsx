import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createGameStore, type EntryDefinition } from '../storage/store';
import { render } from '../test/render';
import { StorageNotice } from './StorageNotice';

const entry: EntryDefinition<number> = {
  key: 'earshot.test',
  version: 1,
  validate: (data) => (typeof data === 'number' ? data : null),
  initial: () => 0,
};

describe('StorageNotice', () => {
  it('says nothing while storage works', () => {
    const store = createGameStore({ backend: () => localStorage, report: () => {} });
    store.write(entry, 1);
    render(<StorageNotice store={store} />);
    expect(screen.queryByText('Your progress will not be kept')).toBeNull();
  });

  it('says once that progress will not be kept when storage fails, until closed', async () => {
    const store = createGameStore({
      backend: () => {
        throw new Error('denied');
      },
      report: () => {},
    });
    const { user, unmount } = render(<StorageNotice store={store} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => store.write(entry, 1));
    expect(screen.getByRole('status')).toHaveTextContent('Your progress will not be kept');
    act(() => store.write(entry, 2));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Close the notice' }));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    // Another screen of the same visit does not say it again.
    render(<StorageNotice store={store} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
