import { describe, expect, it } from 'vitest';
import { expectedClips } from '../src/content/clips';
import { CLIP_URL, MEDIA_URL, pwaOptions } from './pwa';

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
