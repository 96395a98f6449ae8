import { describe, expect, it } from 'vitest';
import { expectedClips } from '../src/content/clips';
import { answerRange, CLIP_URL, MEDIA_URL, pwaOptions } from './pwa';

const site = 'https://earshot.example';

describe('the service worker', () => {
  it("caches clips at the spec's paths", () => {
    for (const path of [
      'maps/d960549e-485c-e861-8d71-aa9d1aed12a2.mp3',
      'aces/2116a38e-4b71-f169-0d16-ce9289af4bfa.mp3',
      'abilities/e370fa57-4757-3604-3648-499e1f642d3f/grenade.wav',
      'voicelines/e370fa57-4757-3604-3648-499e1f642d3f/hello.wav',
      'footsteps/04bfcb16-6a60-4872-80ae-f64fe53c9b29.wav',
      ...expectedClips.map((clip) => clip.path),
    ]) {
      expect(CLIP_URL.test(`${site}/${path}`), path).toBe(true);
    }
  });

  it("caches each clip's peaks with it", () => {
    for (const { path } of expectedClips) {
      expect(CLIP_URL.test(`${site}/${path}.peaks.json`), path).toBe(true);
    }
    expect(CLIP_URL.test(`${site}/maps/ascent.peaks.json`)).toBe(false);
    expect(CLIP_URL.test(`${site}/maps/ascent.mp3.peaks.json.bak`)).toBe(false);
  });

  it('keeps every clip of the catalogue and its peaks file, however many a content update adds', () => {
    const clips = pwaOptions().workbox!.runtimeCaching!.find(
      (rule) => rule.options?.cacheName === 'earshot-clips',
    )!;
    expect(clips.options!.expiration!.maxEntries).toBeGreaterThanOrEqual(2 * expectedClips.length);
  });

  it("leaves the media service's images, pages and code to their own rules", () => {
    for (const url of [
      'https://media.valorant-api.com/maps/d960549e/splash.png',
      `${site}/map`,
      `${site}/assets/index-abc.js`,
      `${site}/maps/ascent.mp3?v=2`,
      `${site}/clips/3f2a9c1b.m4a`,
    ]) {
      expect(CLIP_URL.test(url), url).toBe(false);
    }
    expect(MEDIA_URL.test('https://media.valorant-api.com/agents/x/displayicon.png')).toBe(true);
  });

  it('asks the player before a new version takes over', () => {
    const options = pwaOptions();
    expect(options.registerType).toBe('prompt');
    expect(options.workbox?.skipWaiting).not.toBe(true);
  });

  it('is installable: a name, a theme colour and a maskable icon', () => {
    const manifest = pwaOptions().manifest;
    expect(manifest && manifest.name).toBe('Earshot');
    expect(manifest && manifest.theme_color).toMatch(/^#/);
    const icons = (manifest && manifest.icons) || [];
    expect(icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(
      true,
    );
    expect(icons.some((icon) => icon.sizes === '192x192')).toBe(true);
  });
});

const FILE = Uint8Array.from({ length: 1000 }, (_, index) => index % 251);

function answer(range: string | null, status = 200) {
  const headers: Record<string, string> = range === null ? {} : { Range: range };
  return answerRange({
    request: new Request('https://example.test/maps/x.mp3', { headers }),
    response: new Response(status === 200 ? FILE : FILE.slice(0, 10), {
      status,
      headers: { 'Content-Type': 'audio/mpeg' },
    }),
  });
}

async function bytes(response: Response) {
  return new Uint8Array(await response.arrayBuffer());
}

describe('answerRange: a Range request the worker fetched whole', () => {
  it('answers a later range with those bytes, as a 206', async () => {
    const response = await answer('bytes=100-');
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 100-999/1000');
    expect(response.headers.get('Content-Length')).toBe('900');
    expect(response.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(await bytes(response)).toEqual(FILE.slice(100));
  });

  it('answers a bounded range, one past the end and a suffix', async () => {
    const bounded = await answer('bytes=10-19');
    expect(bounded.headers.get('Content-Range')).toBe('bytes 10-19/1000');
    expect(await bytes(bounded)).toEqual(FILE.slice(10, 20));
    const past = await answer('bytes=990-5000');
    expect(past.headers.get('Content-Range')).toBe('bytes 990-999/1000');
    const suffix = await answer('bytes=-10');
    expect(suffix.headers.get('Content-Range')).toBe('bytes 990-999/1000');
    expect(await bytes(suffix)).toEqual(FILE.slice(990));
  });

  it('passes the whole file through for the whole range, no range, or another status', async () => {
    for (const response of [await answer('bytes=0-'), await answer(null)]) {
      expect(response.status).toBe(200);
      expect(await bytes(response)).toEqual(FILE);
    }
    expect((await answer('bytes=5-', 206)).status).toBe(206);
  });

  it('refuses a range it cannot satisfy', async () => {
    for (const range of ['bytes=1000-', 'bytes=20-10', 'bytes=-', 'items=1-2']) {
      const response = await answer(range);
      expect(response.status).toBe(416);
      expect(response.headers.get('Content-Range')).toBe('bytes */1000');
    }
  });
});
