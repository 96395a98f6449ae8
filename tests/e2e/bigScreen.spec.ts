import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, test } from './fixtures';
import {
  createRoom,
  fingerprint,
  guess,
  joinRoom,
  openDevice,
  publicMapClips,
  ROUND_START_MS,
  scoreboard,
  startsOf,
  type Device,
} from './roomPlay';
import { textsOf } from './locales';

/*
 * A party around one screen: a laptop plugged into the TV (1920 × 1080) shows the room, two phones
 * (390 × 844, touch) are the controllers. Observed from outside the game (roomPlay.ts): which page
 * starts a clip, what each page's socket receives, what each page shows.
 */

const TV = { width: 1920, height: 1080 };
const ROUNDS = 3;

/** Where each page stands: how many clip starts it has recorded. */
const startCount = async (device: Device) => (await startsOf(device.page)).length;

test('a big screen plays the clips and shows the reveal while two phones answer; the room goes on without it and it comes back', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const baseURL = testInfo.project.use.baseURL!;
  const ana = await openDevice(browser, baseURL, 'Ana', true);
  const kai = await openDevice(browser, baseURL, 'Kai', true, 'dark');
  const tv = await openDevice(browser, baseURL, 'TV', false, 'dark', TV);
  const phones = [ana, kai];
  const publicClips = await publicMapClips(request);

  // Ana makes the room on her phone; the lobby offers the big screen, in a tab of its own.
  const link = await createRoom(ana, ROUNDS);
  const code = link.split('/').pop()!;
  const show = ana.page.getByRole('link', { name: 'Show on a big screen' });
  await expect(show).toHaveAttribute('href', `/room/${code}/screen`);
  await expect(show).toHaveAttribute('target', '_blank');
  expect((await show.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // The TV opens it: the way in, in large type, with no header, footer or seat of its own.
  await tv.page.goto(`/room/${code}/screen`);
  await expect(tv.page.getByRole('heading', { name: 'Join the game' })).toBeVisible();
  await expect(tv.page.getByText(code, { exact: true })).toBeVisible();
  await expect(tv.page.getByText(`127.0.0.1:${new URL(baseURL).port}/room/${code}`)).toBeVisible();
  await expect(tv.page.getByRole('img', { name: 'QR code of the room’s link' })).toBeVisible();
  await expect(tv.page.getByRole('banner')).toBeHidden();
  await expect(tv.page.getByRole('button', { name: 'Join' })).toHaveCount(0);
  // The phones are told the room is on a big screen.
  await expect(
    ana.page.getByText('The room is on a big screen: listen to it, and answer here.'),
  ).toBeVisible();
  await joinRoom(kai, link);
  await expect(tv.page.getByText('2 players')).toBeVisible();
  await expect(tv.page.getByText('Kai', { exact: true })).toBeVisible();
  // The code is readable from across a room: at least 5 % of the screen's height.
  const codeBox = await tv.page.getByText(code, { exact: true }).boundingBox();
  expect(codeBox!.height).toBeGreaterThanOrEqual(TV.height * 0.05);
  await tv.page.screenshot({ path: testInfo.outputPath('screen-lobby-1920.png') });
  await ana.page.screenshot({ path: testInfo.outputPath('controller-lobby-390.png') });

  // The screen is no player: the room's players are the two phones.
  await expect(ana.page.getByRole('list', { name: 'Players' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await ana.page.getByRole('button', { name: 'Start' }).tap();

  let answer = raw.maps[0]!;
  for (let round = 1; round <= ROUNDS; round++) {
    const heading = `Round ${round} of ${ROUNDS}`;
    const before = await Promise.all([ana, kai, tv].map(startCount));
    if (round === 2) {
      // The laptop is closed mid-game: the room goes on, and the phones play the clip themselves.
      await tv.page.close();
    }
    await expect
      .poll(() => ana.clips.has(round) && kai.clips.has(round), { timeout: ROUND_START_MS })
      .toBe(true);
    answer = fingerprint(publicClips, ana.clips.get(round)!);
    const wrong = raw.maps.find((map) => map.id !== answer.id)!;
    for (const phone of phones) {
      await expect(phone.page.getByRole('heading', { name: heading })).toBeVisible();
    }

    if (round !== 2) {
      // The screen plays the clip; the phones say where to listen and play nothing.
      await expect
        .poll(() => startCount(tv), { timeout: ROUND_START_MS })
        .toBeGreaterThan(before[2]!);
      await expect(tv.page.getByRole('heading', { name: heading })).toBeVisible();
      for (const phone of phones) {
        await expect(phone.page.getByText('Listen to the big screen')).toBeVisible();
        await expect(phone.page.getByRole('button', { name: 'Replay' })).toHaveCount(0);
      }
      if (round === 1) {
        await expect(tv.page.getByText('Listen!')).toBeVisible();
        await tv.page.screenshot({ path: testInfo.outputPath('screen-round-1920.png') });
        await kai.page.screenshot({ path: testInfo.outputPath('controller-round-390.png') });
      }
    } else {
      // Without a screen, each phone plays the clip at the round's instant, as in any room.
      for (const [k, phone] of phones.entries()) {
        await expect
          .poll(() => startCount(phone), { timeout: ROUND_START_MS })
          .toBeGreaterThan(before[k]!);
        await expect(phone.page.getByText('Listen to the big screen')).toHaveCount(0);
      }
    }

    await guess(ana, answer.name);
    await guess(kai, round === 1 ? wrong.name : answer.name);
    for (const phone of phones) {
      await expect(phone.page.getByRole('heading', { name: `${heading}: the answer` })).toBeVisible(
        { timeout: ROUND_START_MS },
      );
    }

    if (round === 1) {
      // The reveal on the screen: the answer, the share who found it, the scoreboard.
      await expect(tv.page.getByRole('heading', { name: `${heading}: the answer` })).toBeVisible();
      await expect(tv.page.getByText(answer.name, { exact: true })).toBeVisible();
      // The answer's picture, loaded (its name is beside it: the picture itself has no name).
      await expect
        .poll(() =>
          tv.page.evaluate(() =>
            [...document.images].some(
              (image) =>
                !/\/logo\.svg$|^data:/.test(image.src) && image.complete && image.naturalWidth > 0,
            ),
          ),
        )
        .toBe(true);
      await expect(tv.page.getByText('1 of 2 found it')).toBeVisible();
      expect(await scoreboard(tv.page, 2)).toEqual(await scoreboard(ana.page, 2));
      await tv.page.screenshot({ path: testInfo.outputPath('screen-reveal-1920.png') });
      await ana.page.screenshot({ path: testInfo.outputPath('controller-reveal-390.png') });
      // Fair play: nothing the screen's socket received before the reveal names the answer.
      const revealAt = tv.frames.find((frame) => frame.text.includes('"phase":"reveal"'))!.at;
      for (const frame of tv.frames.filter((each) => each.at < revealAt)) {
        expect(frame.text, 'a frame before the reveal').not.toContain(answer.id);
      }
    }
    if (round === 2) {
      // The TV comes back during the reveal: the room is there as it stands, scores and all.
      tv.page = await tv.page.context().newPage();
      tv.page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) =>
          tv.frames.push({ at: Date.now(), text: String(payload) }),
        ),
      );
      await tv.page.goto(`/room/${code}/screen`);
      await expect(tv.page.getByRole('heading', { name: `${heading}: the answer` })).toBeVisible();
      await expect(tv.page.getByText('2 of 2 found it')).toBeVisible();
    }
    // Ana's phone is the host's: Next.
    if (round < ROUNDS) await ana.page.getByRole('button', { name: 'Next' }).tap();
  }

  // The end on the screen: the winner and the scoreboard, as on the phones.
  await expect(tv.page.getByRole('heading', { name: 'Final results' })).toBeVisible({
    timeout: ROUND_START_MS,
  });
  await expect(tv.page.getByText(/^Ana wins with [\d,]+ points\.$/)).toBeVisible();
  expect(await scoreboard(tv.page, 2)).toEqual(await scoreboard(kai.page, 2));
  await tv.page.screenshot({ path: testInfo.outputPath('screen-end-1920.png') });
});

for (const { locale, dir } of [
  { locale: 'de-DE', dir: 'ltr' },
  { locale: 'ar-AE', dir: 'rtl' },
] as const) {
  test(`a big screen in ${locale} speaks the language, fits the screen and is keyboard-free`, async ({
    browser,
    request,
  }, testInfo) => {
    const made = await request.post('/api/v1/rooms', {
      data: { name: 'Lena', settings: { mode: 'mixed', rounds: 5, seconds: 20 } },
    });
    expect(made.status()).toBe(201);
    const { code } = (await made.json()) as { code: string };
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL!,
      locale,
      viewport: TV,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`/room/${code}/screen`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const words = textsOf(locale, 'bigScreen');
    await expect(page.getByRole('heading', { name: words('joinHeading') })).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByText('Lena', { exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    // Nothing to tab to (the sound is on here): a screen is watched, not used.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/^(BODY|MAIN)$/);
    await page.screenshot({ path: testInfo.outputPath(`screen-lobby-${locale}-1920.png`) });
    await context.close();
  });
}
