import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peaksFile } from '../content/peaks';
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

  it('asks for a clip without peaks at once, wavesurfer drawing from the decoded clip', () => {
    const handle = createPlayerHandle();
    handle.attach(slot());
    handle.load(bind);
    expect(FakeWaveSurfer.latest().loaded).toEqual([bind.url]);
    expect(FakeWaveSurfer.latest().loadedPeaks).toEqual([undefined]);
    expect(FakeWaveSurfer.latest().media.preload).toBe('auto');
  });

  describe('a delivered clip, its peaks in a file beside it', () => {
    const lotus = { url: '/maps/lotus.mp3', peaksUrl: '/maps/lotus.mp3.peaks.json', duration: 3 };
    const absolute = new URL(lotus.url, document.baseURI).href;
    const peaksAnswer = (body: string, status = 200) => {
      let answer!: () => void;
      const fetched = vi.fn<(url: string) => Promise<Response>>(
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(new Response(body, { status }));
          }),
      );
      vi.stubGlobal('fetch', fetched);
      return { fetched, answer: () => answer() };
    };
    const state = (handle: ReturnType<typeof createPlayerHandle>) => handle.actor.getSnapshot();
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    });

    it('asks for the clip and its peaks in the same step, and draws once the peaks arrive', async () => {
      const { fetched, answer } = peaksAnswer(peaksFile('A'.repeat(255) + '_'));
      const handle = createPlayerHandle();
      handle.attach(slot());
      handle.load(lotus);
      const wavesurfer = FakeWaveSurfer.latest();
      expect(wavesurfer.media.src).toBe(absolute);
      expect(wavesurfer.media.preload).toBe('auto');
      expect(fetched.mock.calls.map(([url]) => url)).toEqual([lotus.peaksUrl]);
      expect(wavesurfer.loaded).toEqual([]);
      answer();
      await vi.waitFor(() => expect(wavesurfer.loaded).toEqual([absolute]));
      expect(wavesurfer.loadedPeaks[0]![0]).toHaveLength(256);
      expect(wavesurfer.loadedPeaks[0]![0].at(-1)).toBe(1);
    });

    it.each([
      ['missing', 'Not found', 404],
      ['not a peaks file', '<!doctype html><title>Earshot</title>', 200],
    ])(
      'draws from the decoded clip when its peaks are %s, and says nothing of the clip',
      async (_, body, status) => {
        vi.spyOn(console, 'warn').mockImplementation(() => {});
        const { answer } = peaksAnswer(body, status);
        const handle = createPlayerHandle();
        handle.attach(slot());
        handle.load(lotus);
        const wavesurfer = FakeWaveSurfer.latest();
        answer();
        await vi.waitFor(() => expect(wavesurfer.loaded).toEqual([absolute]));
        expect(wavesurfer.loadedPeaks).toEqual([undefined]);
        wavesurfer.emit('ready', 3);
        expect(state(handle).matches('loaded')).toBe(true);
        expect(state(handle).context.error).toBeNull();
      },
    );

    it('draws a flat line when the clip can play before its peaks arrive, then the peaks', async () => {
      const { answer } = peaksAnswer(peaksFile('_'.repeat(256)));
      const handle = createPlayerHandle();
      handle.attach(slot());
      handle.load(lotus);
      const wavesurfer = FakeWaveSurfer.latest();
      wavesurfer.media.fire('canplay');
      expect(wavesurfer.loadedPeaks).toEqual([[[0]]]);
      answer();
      // Drawn over the flat line, not loaded again (a new load would stop the clip playing).
      await vi.waitFor(() => expect(wavesurfer.redrawnPeaks).toHaveLength(1));
      expect(wavesurfer.redrawnPeaks[0]).toEqual([new Array(256).fill(1)]);
      expect(wavesurfer.loaded).toEqual([absolute]);
    });

    describe('requested before the player existed (an early clip)', () => {
      /** The element an early clip made, whatever it did before the player took it. */
      function earlyElement(readyState = 0, error: MediaError | null = null) {
        const media = Object.assign(new Audio(), { load: vi.fn(), pause: vi.fn() });
        media.src = absolute;
        Object.defineProperty(media, 'readyState', { value: readyState });
        Object.defineProperty(media, 'error', { value: error });
        return media;
      }
      const earlyClip = (media: HTMLAudioElement, peaks = Promise.resolve([[0.5, 1]])) => ({
        clip: lotus,
        media,
        peaks,
      });

      it("plays the clip on the early clip's element and draws its peaks, asking for neither again", async () => {
        const { fetched } = peaksAnswer(peaksFile('A'.repeat(256)));
        const media = earlyElement();
        const srcSet = vi.spyOn(media, 'src', 'set');
        const handle = createPlayerHandle(earlyClip(media));
        handle.attach(slot());
        handle.load(lotus);
        const wavesurfer = FakeWaveSurfer.latest();
        expect(wavesurfer.getMediaElement()).toBe(media);
        await vi.waitFor(() => expect(wavesurfer.loadedPeaks).toEqual([[[0.5, 1]]]));
        expect(wavesurfer.loaded).toEqual([absolute]);
        expect(srcSet).not.toHaveBeenCalled();
        expect(fetched).not.toHaveBeenCalled();
        // Another clip is asked for as usual, on the same element.
        handle.load({ ...lotus, url: haven.url, peaksUrl: `${haven.url}.peaks.json` });
        expect(srcSet).toHaveBeenCalledWith(new URL(haven.url, document.baseURI).href);
        expect(fetched.mock.calls.map(([url]) => url)).toEqual([`${haven.url}.peaks.json`]);
      });

      it('is playable at once when the clip could play before the player listened, its peaks drawn first', async () => {
        const handle = createPlayerHandle(
          earlyClip(earlyElement(HTMLMediaElement.HAVE_ENOUGH_DATA)),
        );
        handle.attach(slot());
        handle.load(lotus);
        expect(state(handle).context.playable).toBe(true);
        const wavesurfer = FakeWaveSurfer.latest();
        await vi.waitFor(() => expect(wavesurfer.loaded).toEqual([absolute]));
        // The peaks already in: no flat line before them.
        expect(wavesurfer.loadedPeaks).toEqual([[[0.5, 1]]]);
        wavesurfer.emit('ready', 3);
        expect(state(handle).matches('loaded')).toBe(true);
      });

      it('draws a flat line when the clip can play and its peaks are still on the way', async () => {
        const peaks = new Promise<number[][]>(() => {});
        const handle = createPlayerHandle(
          earlyClip(earlyElement(HTMLMediaElement.HAVE_ENOUGH_DATA), peaks),
        );
        handle.attach(slot());
        handle.load(lotus);
        await vi.waitFor(() => expect(FakeWaveSurfer.latest().loadedPeaks).toEqual([[[0]]]));
      });

      it('says the clip failed when it did before the player listened', async () => {
        vi.spyOn(console, 'warn').mockImplementation(() => {});
        vi.stubGlobal(
          'fetch',
          vi.fn(() => Promise.resolve(new Response('', { status: 404 }))),
        );
        const failed = { code: 4, message: '' } as MediaError;
        const handle = createPlayerHandle(earlyClip(earlyElement(0, failed)));
        handle.attach(slot());
        handle.load(lotus);
        await vi.waitFor(() => expect(state(handle).matches('error')).toBe(true));
        expect(state(handle).context.error).toBe('The clip could not be loaded (HTTP 404).');
      });
    });

    it('draws nothing when the clip failed before its peaks arrived', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { answer } = peaksAnswer(peaksFile('A'.repeat(256)));
      const handle = createPlayerHandle();
      handle.attach(slot());
      handle.load(lotus);
      const wavesurfer = FakeWaveSurfer.latest();
      wavesurfer.emit('error', new Error('Failed to fetch /maps/lotus.mp3: 404 (Not Found)'));
      answer();
      await vi.waitFor(() => expect(state(handle).matches('error')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(wavesurfer.loaded).toEqual([]);
    });
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
