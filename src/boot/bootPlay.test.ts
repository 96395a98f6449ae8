import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { createPlayerHandle } from '../engine/playerHandle';
import { FIRST_CLIP_HEAD_START_MS, startBootPlay } from './bootPlay';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));

const bind = { url: '/maps/bind.mp3' };

beforeEach(() => {
  FakeWaveSurfer.instances = [];
  document.body.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The first paint's player box, as src/boot/openedShell.ts writes it, its player asked for `bind`. */
function firstPaintPlayer() {
  document.body.innerHTML =
    '<div class="boot-player"><div id="boot-waveform"></div><div class="boot-controls"></div></div>';
  const slot = document.getElementById('boot-waveform')!;
  const player = createPlayerHandle();
  player.attach(slot);
  player.load(bind);
  let settled = false;
  const clipSettled = startBootPlay(slot, player).then(() => void (settled = true));
  const button = () => document.querySelector<HTMLButtonElement>('.boot-controls button')!;
  return {
    player,
    wavesurfer: FakeWaveSurfer.latest(),
    button,
    clipSettled,
    settled: () => settled,
  };
}

/** Lets promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first paint's Play button", () => {
  it("plays and pauses the round's own player, once its clip has loaded", () => {
    const { wavesurfer, button } = firstPaintPlayer();
    expect(button().getAttribute('aria-label')).toBe('Play');
    expect(button().disabled).toBe(true);
    wavesurfer.emit('ready', 3);
    expect(button().disabled).toBe(false);
    button().click();
    expect(wavesurfer.playing).toBe(true);
    expect(button().getAttribute('aria-label')).toBe('Pause');
    button().click();
    expect(wavesurfer.playing).toBe(false);
    expect(button().getAttribute('aria-label')).toBe('Play');
  });

  it('stops following the player once the app has replaced the first paint', async () => {
    const { player, wavesurfer, button } = firstPaintPlayer();
    const replaced = button();
    wavesurfer.emit('ready', 3);
    document.body.innerHTML = '<main>the app</main>';
    await flush();
    player.actor.send({ type: 'player.toggle' });
    expect(wavesurfer.playing).toBe(true);
    expect(replaced.getAttribute('aria-label')).toBe('Play');
  });
});

describe("the first clip's head start (the app's code waits for it)", () => {
  it('ends once the clip can play, and not before', async () => {
    const { wavesurfer, settled } = firstPaintPlayer();
    wavesurfer.emit('ready', 3);
    await flush();
    expect(settled()).toBe(false);
    wavesurfer.media.fire('canplay');
    await flush();
    expect(settled()).toBe(true);
  });

  it('ends when the clip fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { wavesurfer, settled } = firstPaintPlayer();
    wavesurfer.emit('error', new Error('Failed to fetch /maps/bind.mp3: 404 (Not Found)'));
    await vi.waitFor(() => expect(settled()).toBe(true), { timeout: FIRST_CLIP_HEAD_START_MS / 2 });
  });

  it("ends once the clip's last byte has arrived, though the browser has not said it can play", async () => {
    let report: (entries: { name: string }[]) => void = () => {};
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: (list: { getEntries: () => unknown[] }, observer: unknown) => void) {
          report = (entries) => callback({ getEntries: () => entries }, this);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { settled } = firstPaintPlayer();
    report([{ name: new URL('/maps/haven.mp3', document.baseURI).href }]);
    await flush();
    expect(settled()).toBe(false);
    report([{ name: new URL(bind.url, document.baseURI).href }]);
    await flush();
    expect(settled()).toBe(true);
  });

  it('ends after its time when the clip neither plays nor fails', async () => {
    vi.useFakeTimers();
    const { settled } = firstPaintPlayer();
    await vi.advanceTimersByTimeAsync(FIRST_CLIP_HEAD_START_MS - 1);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled()).toBe(true);
  });
});
