import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerOf, guess, isClipRequest } from './game';

test('the home page shows the three modes under the title', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Choose wich mode you want to play' }),
  ).toBeVisible();
  for (const [title, description] of [
    ['Map Theme', 'Guess the map by listening to its theme.'],
    ['Ability', 'Find the agent and ability based on the sound.'],
    ['Ace', 'Identify the skin bundle from the ace sound.'],
  ]) {
    // The mode's card (today's puzzle of the mode, in the strip above, is a link of its own).
    const card = page
      .getByRole('link', { name: new RegExp(title) })
      .filter({ hasText: description });
    await expect(card).toBeVisible();
    await expect(card).toContainText(description);
  }
  // The home page downloads none of the game's code, nor the first round's (scripts/chunkGroups.ts).
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.filter((script) => /\/assets\/(game|engine|firstRound|\w+Mode)-/.test(script)),
  ).toEqual([]);
});

test('the header links home and the footer credits the team with the version', async ({ page }) => {
  await page.goto('/map');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Earshot team');
  await expect(footer).toContainText('v1.2.0');
  await expect(footer.getByRole('link', { name: 'Source code' })).toHaveAttribute(
    'href',
    /github\.com/,
  );
  await page.getByRole('link', { name: 'Earshot, home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('each mode card leads to its route', async ({ page }) => {
  for (const [title, url, heading] of [
    ['Map Theme', '/map', "What's the map?"],
    ['Ability', '/ability', "What's the ability?"],
    ['Ace', '/ace', "What's the skin bundle?"],
  ]) {
    await page.goto('/');
    // The card, not today's puzzle of the mode in the strip above the cards.
    const card = page.getByRole('link', { name: new RegExp(title) });
    await card.and(page.locator(`[href="${url}"]`)).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
});

test('any other path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('GET /404')).toBeVisible();
  await expect(page.getByText('This page does not exist (yet)')).toBeVisible();
});

test('the production bundle does not contain the Stately inspector', () => {
  const assets = path.resolve(import.meta.dirname, '../../dist/assets');
  const code = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
  expect(code.length).toBeGreaterThan(10_000);
  expect(code).not.toContain('stately.ai');
  expect(code).not.toContain('createBrowserInspector');
  expect(code).not.toContain('@statelyai');
});

test('a page whose code cannot be downloaded says so instead of staying blank', async ({
  page,
}) => {
  // The screen's own chunk (a free-play route's component is in `play`), or the first round's code, which the page loads before the app's; a
  // daily puzzle's or an infinite run's session, which only their own pages load.
  for (const [address, chunk] of [
    ['/ace', 'play'],
    ['/ace', 'engine'],
    ['/daily/ace', 'dailySession'],
    ['/infinite?choice=ace', 'infiniteSession'],
  ]) {
    const abort = (route: Route) => route.abort();
    await page.route(`**/assets/${chunk}-*.js`, abort);
    await page.goto(address);
    await expect(page.getByRole('alert'), chunk).toContainText('This page could not be loaded');
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Earshot, home' })).toBeVisible();
    await page.unroute(`**/assets/${chunk}-*.js`, abort);
  }
});

test("the first paint holds each screen's heading where the app then renders it", async ({
  page,
}) => {
  for (const [route, heading] of [
    ['/', 'Choose wich mode you want to play'],
    ['/map', "What's the map?"],
    ['/ability', "What's the ability?"],
    ['/ace', "What's the skin bundle?"],
    ['/daily', 'Daily puzzles'],
  ]) {
    // Without the app's code, the page shows only what index.html paints first.
    const blockCode = (request: Route) => request.abort();
    await page.route('**/assets/*.js', blockCode);
    await page.goto(route);
    const title = page.getByRole('heading', { name: heading, level: 1 });
    await expect(title).toBeVisible();
    const bootBox = await title.boundingBox();
    const bootIntro = await page.locator('h1 + p').textContent();
    const seek = page.getByRole('slider', { name: 'Seek' });
    const bootSeek = route === '/' || route === '/daily' ? null : await seek.boundingBox();
    await page.unroute('**/assets/*.js', blockCode);

    await page.goto(route);
    // The app has rendered once its footer is there.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const appBox = await title.boundingBox();
    expect(bootBox, route).not.toBeNull();
    expect(appBox, route).not.toBeNull();
    expect(Math.abs(appBox!.x - bootBox!.x), `${route} x`).toBeLessThanOrEqual(1);
    expect(Math.abs(appBox!.y - bootBox!.y), `${route} y`).toBeLessThanOrEqual(1);
    expect(Math.abs(appBox!.height - bootBox!.height), `${route} height`).toBeLessThanOrEqual(1);
    expect(await page.locator('h1 + p').textContent(), route).toBe(bootIntro);
    if (bootSeek) {
      // The waveform's place too: the round's player may draw there before the app renders.
      const appSeek = await seek.boundingBox();
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(
          Math.abs(appSeek![side] - bootSeek[side]),
          `${route} waveform ${side}`,
        ).toBeLessThanOrEqual(1);
      }
    }
  }
});

test("a game route draws its waveform and plays its clip before the app's code has arrived", async ({
  page,
}) => {
  for (const route of ['/ability', '/daily/map', '/infinite?choice=ace']) {
    // The app's entry (React, Mantine and the router) is held back until the test lets it go.
    const held: Route[] = [];
    const hold = (request: Route) => void held.push(request);
    await page.route('**/assets/index-*.js', hold);
    // Not until `load`: the page's load waits for the held script.
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    const slot = page.locator('#boot-waveform');
    await expect(slot.locator('canvas').first()).toBeVisible();
    // The app's code is asked for once the clip can play (or had a head start).
    await expect.poll(() => held.length, route).toBe(1);
    // No part of the app has rendered yet (its footer is not there), but the first paint's Play
    // button plays the round's clip.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await expect(play).toHaveCount(1);
    await play.click();
    // Playing (a daily puzzle's first try is short, and may be over already): Pause or Play again.
    const control = page.getByRole('button', { name: /^(Play|Pause)$/ });
    await expect(control, route).toBeFocused();
    await page.unroute('**/assets/index-*.js', hold);
    await Promise.all(held.map((request) => request.continue()));

    // The app takes the round over where the clip got to, and the focus moves to its own player's
    // button.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('.boot-play')).toHaveCount(0);
    await expect(page.getByTestId('player-time'), route).not.toHaveText(/^0\.0s/);
    await expect(control, route).toBeFocused();
    await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  }
});

test("a first visit asks for the round's clip before the app's code, which then follows", async ({
  page,
}) => {
  for (const route of ['/map', '/ability', '/daily/ability']) {
    const asked: string[] = [];
    const record = (request: { url: () => string }) => {
      const { pathname } = new URL(request.url());
      if (/^\/(maps|abilities)\//.test(pathname)) asked.push('clip');
      else if (/^\/assets\/index-[\w-]+\.js$/.test(pathname)) asked.push('app');
    };
    page.on('request', record);
    await page.goto(route);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The media element may ask for the clip more than once (ranges): its first request comes first.
    expect(asked[0], route).toBe('clip');
    expect(asked, route).toContain('app');
    page.off('request', record);
  }
});

test("free play asks for its round's clip while the engine's code is still on its way, and plays that round", async ({
  page,
}) => {
  // The engine's chunk (the machines, wavesurfer) is held back until the clip has been asked for.
  const held: Route[] = [];
  const hold = (request: Route) => void held.push(request);
  await page.route('**/assets/engine-*.js', hold);
  // What the players' media elements ask for (not the next round's clip, fetched ahead of time).
  const clips: string[] = [];
  page.on('request', (request) => {
    if (isClipRequest(request) && request.resourceType() === 'media') clips.push(request.url());
  });
  await page.goto('/ability', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held.length).toBe(1);
  await expect.poll(() => clips.length).toBeGreaterThan(0);
  await page.unroute('**/assets/engine-*.js', hold);
  await Promise.all(held.map((request) => request.continue()));

  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  // One clip, asked for once (the media element's range requests name the same address): the one
  // the round plays, whose answer wins it.
  expect(new Set(clips).size).toBe(1);
  await guess(page, answerOf(clips[0]));
  await expect(page.getByRole('dialog')).toContainText('You Won!');
});

test('a browser that does not know modulepreload still starts the game', async ({ page }) => {
  // As an older browser does: it says it does not support the kind, and such a link loads nothing
  // and never settles.
  await page.addInitScript(() => {
    const supports = DOMTokenList.prototype.supports;
    DOMTokenList.prototype.supports = function (token: string) {
      return token !== 'modulepreload' && supports.call(this, token);
    };
    const rel = Object.getOwnPropertyDescriptor(HTMLLinkElement.prototype, 'rel')!;
    Object.defineProperty(HTMLLinkElement.prototype, 'rel', {
      get() {
        return rel.get!.call(this);
      },
      set(value: string) {
        rel.set!.call(this, value === 'modulepreload' ? 'unknown-to-this-browser' : value);
      },
    });
  });
  await page.goto('/ability');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
});
