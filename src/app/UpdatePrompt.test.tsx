import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { useNewVersion } from './serviceWorker';
import { UpdatePrompt } from './UpdatePrompt';

/** A service worker as the page sees it, moved through its states by the test. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** A deploy's worker installs; it waits where an older one runs the page. */
  install(hasOlder: boolean) {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    // As browsers do: the worker installed is the registration's waiting one, and moves on to
    // active at once where no older one runs the page.
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
    if (!hasOlder) {
      this.waiting = null;
      worker.become('activated');
    }
    return worker;
  }
}

function fakeContainer({ controlled = false, refuse = false } = {}) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(() =>
      refuse ? Promise.reject(new Error('refused')) : Promise.resolve(registration),
    ),
  });
  return { registration, container: container as unknown as ServiceWorkerContainer };
}

async function renderVersion(container: ServiceWorkerContainer) {
  const hook = renderHook(() => useNewVersion(container));
  await act(() => Promise.resolve());
  return hook;
}

describe('a new version of the game', () => {
  it('is not offered on a first visit, whose worker takes over at once', async () => {
    const { container, registration } = fakeContainer();
    const { result } = await renderVersion(container);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    act(() => void registration.install(false));
    expect(result.current.waiting).toBe(false);
  });

  it('is offered once a deploy has installed beside the version running, and taken only when asked', async () => {
    const { container, registration } = fakeContainer({ controlled: true });
    const { result } = await renderVersion(container);
    expect(result.current.waiting).toBe(false);
    let worker!: FakeWorker;
    act(() => void (worker = registration.install(true)));
    expect(result.current.waiting).toBe(true);
    expect(worker.postMessage).not.toHaveBeenCalled();
    act(() => result.current.apply());
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('is offered when the page opens while a version already waits, and can be put off', async () => {
    const { container, registration } = fakeContainer({ controlled: true });
    registration.waiting = new FakeWorker();
    const { result } = await renderVersion(container);
    expect(result.current.waiting).toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.waiting).toBe(false);
    expect(registration.waiting.postMessage).not.toHaveBeenCalled();
  });

  it('is looked for when the game is brought back to the front', async () => {
    const { container, registration } = fakeContainer({ controlled: true });
    await renderVersion(container);
    expect(registration.update).not.toHaveBeenCalled();
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('is never offered where the browser refuses a worker, and the game plays on', async () => {
    const { container } = fakeContainer({ controlled: true, refuse: true });
    const { result } = await renderVersion(container);
    expect(result.current.waiting).toBe(false);
  });
});

describe('UpdatePrompt', () => {
  it('shows nothing in a page with no worker', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
