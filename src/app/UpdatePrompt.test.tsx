import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { UpdatePrompt } from './UpdatePrompt';

const worker = vi.hoisted(() => ({
  needRefresh: false,
  setNeedRefresh: vi.fn(),
  updateServiceWorker: vi.fn(() => Promise.resolve()),
}));

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: [worker.needRefresh, worker.setNeedRefresh],
    offlineReady: [false, vi.fn()],
    updateServiceWorker: worker.updateServiceWorker,
  }),
}));

beforeEach(() => {
  worker.setNeedRefresh.mockClear();
  worker.updateServiceWorker.mockClear();
});

describe('UpdatePrompt', () => {
  it('shows nothing while the running version is the latest', () => {
    worker.needRefresh = false;
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a new version is ready and applies it only when the player asks', async () => {
    worker.needRefresh = true;
    const { user } = render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Earshot is ready');
    expect(worker.updateServiceWorker).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('can be put off', async () => {
    worker.needRefresh = true;
    const { user } = render(<UpdatePrompt />);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(worker.setNeedRefresh).toHaveBeenCalledWith(false);
    expect(worker.updateServiceWorker).not.toHaveBeenCalled();
  });
});
