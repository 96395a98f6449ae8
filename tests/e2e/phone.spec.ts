import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { guess, isClipUrl, openMode, wrongGuesses } from './game';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function waitUntilPlayable(page: Page) {
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
}

for (const width of [390, 320]) {
  test(`every player control is thumb-sized and the volume fits the player at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 844 });
    await openMode(page, '/map');
    await waitUntilPlayable(page);
    const player = page.getByRole('group', { name: 'Mystery clip' });
    const frame = (await player.boundingBox())!;
    const buttons = player.getByRole('button');
    expect(await buttons.count()).toBeGreaterThanOrEqual(3);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      const name = await button.getAttribute('aria-label');
      expect(box.width, `${name} width`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
    }
    const thumb = player.getByRole('slider', { name: 'Volume' });
    const thumbBox = (await thumb.boundingBox())!;
    expect(thumbBox.width).toBeGreaterThanOrEqual(24);
    // The slider's touch area (its root, which takes the pointer) is a thumb high and inside the frame.
    const area = (await thumb
      .locator('xpath=ancestor::*[contains(@class,"Slider-root")]')
      .boundingBox())!;
    expect(area.height).toBeGreaterThanOrEqual(44);
    expect(area.width).toBeGreaterThanOrEqual(96);
    expect(area.x).toBeGreaterThanOrEqual(frame.x);
    expect(area.x + area.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(thumbBox.x + thumbBox.width).toBeLessThanOrEqual(frame.x + frame.width);

    // A tap near the track's right end turns the volume up.
    await page.touchscreen.tap(area.x + area.width - 4, area.y + area.height / 2);
    await expect(thumb).toHaveAttribute('aria-valuetext', /^(9\d|100)%$/);
    await player.screenshot({ path: testInfo.outputPath(`player-${width}.png`) });
  });
}

test('a touch drag along the waveform seeks to where the finger stops', async ({ page }) => {
  await openMode(page, '/map');
  await waitUntilPlayable(page);
  const seek = page.getByRole('slider', { name: 'Seek' });
  const box = (await seek.boundingBox())!;
  const duration = Number(await seek.getAttribute('aria-valuemax'));
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, dy = 0) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: x === undefined ? [] : [{ x, y: y + dy }],
    });
  // A thumb that moves at once, along a slight arc, for a third of a second.
  await touch('touchStart', box.x + box.width * 0.1);
  for (let step = 1; step <= 20; step++) {
    await page.waitForTimeout(16);
    await touch('touchMove', box.x + box.width * (0.1 + 0.03 * step), step * 0.8);
  }
  await touch('touchEnd');
  await expect
    .poll(async () => Number(await seek.getAttribute('aria-valuenow')) / duration)
    .toBeGreaterThan(0.6);
});

test('while the gallery scrolls, a compact player stays in view, and a guess keeps the search', async ({
  page,
}, testInfo) => {
  const answer = await openMode(page, '/ace');
  await waitUntilPlayable(page);
  const shortcut = page.getByRole('region', { name: 'Player shortcut' });
  await expect(shortcut).toBeHidden();

  const search = page.getByRole('searchbox', { name: 'Search' });
  const wrong = wrongGuesses('/ace', answer, 1)[0];
  await search.fill(wrong.name.slice(0, 3));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(shortcut).toBeVisible();
  // The clip alone: the attempts are counted once, by the hearts in the search box (issue #29).
  await expect(shortcut).not.toContainText(/attempt/);
  const bar = (await shortcut.boundingBox())!;
  expect(bar.y).toBeGreaterThanOrEqual(0);
  expect(bar.y + bar.height).toBeLessThanOrEqual(844);
  await page.screenshot({ path: testInfo.outputPath('compact-player.png') });
  await shortcut.getByRole('button', { name: 'Play' }).tap();
  await expect(shortcut.getByRole('button', { name: 'Pause' })).toBeVisible();
  await shortcut.getByRole('button', { name: 'Pause' }).tap();

  await guess(page, wrong);
  // The guess scrolls back up to the player (the spec), and the search is as the player left it.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(shortcut).toBeHidden();
  await expect(search).toHaveValue(wrong.name.slice(0, 3));
  await expect(page.getByRole('img', { name: '2 attempts left' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(shortcut).toBeVisible();
});

test("a clip's Retry is thumb-sized too", async ({ page }) => {
  await page.route(isClipUrl, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/map');
  const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  const box = (await retry.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
});

test("Listen's player opens in view, under the card tapped, however far down it is", async ({
  page,
}) => {
  await page.goto('/listen');
  await expect(page).toHaveTitle('Listen · Earshot');
  // The last map card, well below the screen's edge on a phone.
  const cards = page.getByRole('main').getByRole('button', { name: /^The Range/ });
  await cards.scrollIntoViewIfNeeded();
  await cards.tap();
  const player = page.getByRole('group', { name: 'The Range' });
  await expect(player).toBeInViewport();
});

test('the header, the footer, the 404 page and Listen are thumb-sized on a phone', async ({
  page,
}) => {
  const atLeast44 = async (name: string, locator: ReturnType<Page['getByRole']>) => {
    const box = (await locator.boundingBox())!;
    expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
  };
  await page.goto('/nope');
  await expect(page).toHaveTitle('Not found · Earshot');
  await atLeast44('home link', page.getByRole('link', { name: 'Earshot, home' }));
  await atLeast44('source link', page.getByRole('link', { name: 'Source code' }));
  await atLeast44('Back home', page.getByRole('link', { name: 'Back home' }));
  await page.goto('/listen');
  const missed = page.getByRole('checkbox', { name: /^Missed/ });
  // The checkbox covers its whole pill (src/listen/Listen.module.css).
  await atLeast44('Missed filter', missed);
});

test("the ability screen's Difficulty select and search field are thumb-sized", async ({
  page,
}) => {
  await page.goto('/ability');
  const difficulty = (await page.getByRole('combobox', { name: 'Difficulty:' }).boundingBox())!;
  expect(difficulty.height).toBeGreaterThanOrEqual(44);
  const search = (await page.getByRole('searchbox', { name: 'Search' }).boundingBox())!;
  expect(search.height).toBeGreaterThanOrEqual(44);
});

test('the stats link field of Move your stats is thumb-sized', async ({ page }) => {
  await page.goto('/move');
  const link = (await page.getByRole('textbox', { name: 'Your stats link' }).boundingBox())!;
  expect(link.height).toBeGreaterThanOrEqual(44);
});
