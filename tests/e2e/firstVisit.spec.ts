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

/**
 * The source files of the scripts a first visit of `path` downloads, until the network is quiet, as
 * the build's source maps name them (one beside each script, which the script does not link).
 */
async function sourcesOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/[^/]+\.js$/.test(response.url())) scripts.push(response.url());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const maps = await Promise.all(
    scripts.map(async (url) => {
      // A chunk of none of the app's source files (the bundler's runtime, generated data) has no
      // map: the host answers with the app's page.
      const map = await page.request.get(`${url}.map`);
      if (!map.headers()['content-type']?.includes('json')) return [];
      return ((await map.json()) as { sources: string[] }).sources;
    }),
  );
  expect(maps.length).toBeGreaterThan(0);
  return maps.flat().filter((source) => !source.includes('node_modules/'));
}

/**
 * The app's code that only the daily puzzles and the infinite runs use: their sessions, the ledger,
 * their rules and what the store keeps of them (by folder, and by the names they had before they
 * had folders of their own).
 */
const DAILY_OR_INFINITE_ONLY = [
  /\/src\/(engine|storage)\/(daily|infinite)\//,
  /\/machines\/(formats\/)?(daily|infinite)\//,
  /\/(daily|infinite)(Session|Puzzle|Machine|Ledger|Progress)\.ts$/,
  /\/src\/storage\/infinite\.ts$/,
];

for (const path of ['/map', '/ability']) {
  test(`a free-play first visit of ${path} downloads no code of the daily puzzles or the infinite runs`, async ({
    page,
  }) => {
    const sources = await sourcesOf(page, path);
    expect(sources.some((source) => source.endsWith('/src/engine/roundSession.ts'))).toBe(true);
    expect(
      sources.filter((source) => DAILY_OR_INFINITE_ONLY.some((only) => only.test(source))),
    ).toEqual([]);
  });
}

// Only the agents' section of the catalogue holds their roles' icons' addresses (it keeps no portrait).
const AGENTS_SECTION = '/agents/roles/';

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
  expect(roundPeaks.peaks).toMatch(/^[\w-]{256,}$/);
  // No script carries a clip's peaks, this round's or any other.
  expect(scripts.filter((body) => body.includes(roundPeaks.peaks))).toEqual([]);
  expect(scripts.filter((body) => /\bpeaks\W{1,3}[\w-]{256}\W/.test(body))).toEqual([]);
});
