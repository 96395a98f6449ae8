import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { createPlayerHandle } from './playerHandle';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));

const bind = { url: '/maps/bind.mp3' };
const haven = { url: '/maps/haven.mp3' };

beforeEach(() => {
  FakeWaveSurfer.instances = [];
  document.body.innerHTML = '';
});

function slot() {
  return document.body.appendChild(document.createElement('div'));
}

describe('createPlayerHandle', () => {
  it('starts its player, drawing in the slot, only once it has a slot', () => {
    const handle = createPlayerHandle();
    expect(FakeWaveSurfer.instances).toHaveLength(0);
    const first = slot();
    handle.attach(first);
    expect(FakeWaveSurfer.instances).toHaveLength(1);
    expect(first.contains(FakeWaveSurfer.latest().options.container as Node)).toBe(true);
  });

  it('moves the same drawing into another slot without a second wavesurfer', () => {
    const handle = createPlayerHandle();
    const first = slot();
    const second = slot();
    handle.attach(first);
    handle.load(bind);
    handle.attach(second);
    expect(FakeWaveSurfer.instances).toHaveLength(1);
    const drawing = FakeWaveSurfer.latest().options.container as Node;
    expect(second.contains(drawing)).toBe(true);
    expect(first.contains(drawing)).toBe(false);
    expect(FakeWaveSurfer.latest().loaded).toEqual([bind.url]);
  });

  it('loads a clip once, however often a view asks for it, and the next clip when it changes', () => {
    const handle = createPlayerHandle();
    handle.attach(slot());
    handle.load(bind);
    handle.load({ ...bind });
    handle.load(haven);
    expect(FakeWaveSurfer.latest().loaded).toEqual([bind.url, haven.url]);
  });

  it('draws from the peaks and asks for the clip in the same step, without waiting for a frame', () => {
    const handle = createPlayerHandle();
    handle.attach(slot());
    handle.load(bind);
    expect(FakeWaveSurfer.latest().loaded).toEqual([bind.url]);
    expect(FakeWaveSurfer.latest().media.preload).toBe('auto');
  });

  it('follows the settings another tab stored (the storage event) and applies them', () => {
    const handle = createPlayerHandle();
    handle.attach(slot());
    localStorage.setItem('volume', '0.6');
    localStorage.setItem('isMuted', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'isMuted', newValue: 'true' }));
    expect(handle.actor.getSnapshot().context).toMatchObject({ volume: 0.6, isMuted: true });
    expect(FakeWaveSurfer.latest()).toMatchObject({ volume: 0.6, muted: true });
    localStorage.clear();
  });

  it('stops when released, but not when retained again at once (a remount)', async () => {
    const handle = createPlayerHandle();
    handle.attach(slot());
    const release = handle.retain();
    release();
    const releaseAgain = handle.retain();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(FakeWaveSurfer.latest().destroyed).toBe(false);
    releaseAgain();
    await vi.waitFor(() => expect(FakeWaveSurfer.latest().destroyed).toBe(true));
  });

  it('limits playback to a window and lifts it', () => {
    const handle = createPlayerHandle();
    handle.attach(slot());
    handle.setWindow(3);
    expect(handle.actor.getSnapshot().context.windowEnd).toBe(3);
    handle.setWindow(null);
    expect(handle.actor.getSnapshot().context.windowEnd).toBeNull();
  });
});
