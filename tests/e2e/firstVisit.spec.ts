import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recordModeData } from './game';

/** The scripts a first visit of `path` downloads, until the network is quiet. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.js$/.test(response.url())) bodies.push(response.text());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}

// Only the agents' section of the catalogue holds their portraits' addresses.
const AGENTS_SECTION = 'fullportrait.png';

test("a mode's first visit downloads the catalogue's sections it shows, not the others", async ({
  page,
}) => {
  const mapScripts = await scriptsOf(page, '/map');
  expect(mapScripts.length).toBeGreaterThan(0);
  expect(mapScripts.filter((body) => body.includes(AGENTS_SECTION))).toEqual([]);
});

test("a mode that shows agents downloads the agents' section", async ({ page }) => {
  const voiceScripts = await scriptsOf(page, '/voice');
  expect(voiceScripts.some((body) => body.includes(AGENTS_SECTION))).toBe(true);
});

test("Listen downloads its first tab's mode alone, and another tab's when it is picked", async ({
  page,
}) => {
  const modeData = recordModeData(page);
  await page.goto('/listen');
  const tabs = page.getByRole('group', { name: 'Mode' });
  await expect(tabs.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForLoadState('networkidle');
  expect([...new Set(modeData)]).toEqual(['map']);

  await tabs.getByRole('button', { name: 'Voice' }).click();
  await expect(tabs.getByRole('button', { name: 'Voice' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Jett' })).toBeVisible();
  expect([...new Set(modeData)]).toEqual(['map', 'voice']);
});

test('a first visit of /ability downloads the peaks of the clips it fetches alone, and its code holds none', async ({
  page,
}) => {
  const clips: string[] = [];
  const peaks: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.peaks.json')) peaks.push(pathname);
    else if (pathname.startsWith('/abilities/')) clips.push(pathname);
  });
  const scripts = await scriptsOf(page, '/ability');
  // The round's waveform is drawn from its peaks file.
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  expect(clips.length).toBeGreaterThan(0);
  expect(peaks[0]).toBe(`${clips[0]}.peaks.json`);
  // The next round's clip may be fetched ahead, with its peaks: no other clip's.
  expect(peaks.filter((file) => !clips.includes(file.slice(0, -'.peaks.json'.length)))).toEqual([]);
  expect(new Set(peaks).size).toBeLessThanOrEqual(new Set(clips).size);
  const roundPeaks = (await (await page.request.get(peaks[0])).json()) as { peaks: string };
  expect(roundPeaks.peaks).toMatch(/^[\w-]{256}$/);
  // No script carries a clip's peaks, this round's or any other.
  expect(scripts.filter((body) => body.includes(roundPeaks.peaks))).toEqual([]);
  expect(scripts.filter((body) => /\bpeaks\W{1,3}[\w-]{256}\W/.test(body))).toEqual([]);
});
