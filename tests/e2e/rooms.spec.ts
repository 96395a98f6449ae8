import type { APIRequestContext, Browser, Page } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, serveMediaImages, test } from './fixtures';

/*
 * A live room played by three browsers, as three friends would: the host on a desktop makes it, a
 * friend on a desktop and one on a 390 × 844 touch phone join by its link, and they play three Map
 * rounds. Observed from outside the game only: the frames and requests each page receives and sends,
 * and each page's Web Audio start, recorded by wrapping AudioBufferSourceNode.prototype.start.
 */

const ROUNDS = 3;
const SYNC_MS = 50;
/** Who guesses right in each round (the others a wrong map); Mia reloads mid-round 2. */
const RIGHT: Record<number, string[]> = {
  1: ['Ana', 'Mia'],
  2: ['Kai', 'Mia'],
  3: ['Ana', 'Kai', 'Mia'],
};
const ROOM_CLIP = /\/api\/v1\/rooms\/[A-Z0-9]+\/rounds\/(\d+)\/clip\?game=\d+$/;

interface Start {
  /** When start() was called, and when its sound begins, on the page's clock (ms). */
  at: number;
  sounds: number;
  /** The instant at which the clip's own time 0 plays (before `sounds` when started late). */
  zero: number;
  offset: number;
}

/** Runs in each page before its scripts: every Web Audio start, with when it will sound. */
function recordStarts() {
  const starts: Start[] = [];
  (window as unknown as { __starts: Start[] }).__starts = starts;
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (when = 0, offset = 0, duration?: number) {
    // The page's own wall clock, the one the game reads (Date.now) to schedule the start.
    const now = Date.now();
    const wait = Math.max(0, when - this.context.currentTime) * 1000;
    starts.push({ at: now, sounds: now + wait, zero: now + wait - offset * 1000, offset });
    return duration === undefined
      ? start.call(this, when, offset)
      : start.call(this, when, offset, duration);
  };
}

interface Device {
  name: string;
  touch: boolean;
  page: Page;
  /** Every frame the page received, with when, and every address it asked for. */
  frames: { at: number; text: string }[];
  requests: { at: number; url: string }[];
  /** The room's clip bytes the page fetched, by round. */
  clips: Map<number, Buffer>;
}

async function openDevice(
  browser: Browser,
  baseURL: string,
  name: string,
  touch: boolean,
): Promise<Device> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    ...(touch
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
  await serveMediaImages(context);
  await context.addInitScript(recordStarts);
  const page = await context.newPage();
  const device: Device = { name, touch, page, frames: [], requests: [], clips: new Map() };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) =>
      device.frames.push({ at: Date.now(), text: String(payload) }),
    ),
  );
  page.on('request', (request) => device.requests.push({ at: Date.now(), url: request.url() }));
  page.on('response', async (response) => {
    const round = ROOM_CLIP.exec(response.url())?.[1];
    if (round && response.ok()) device.clips.set(Number(round), await response.body());
  });
  return device;
}

/** The clips the site serves everyone for free play, by map: what a curious player compares with. */
async function publicMapClips(request: APIRequestContext) {
  const clips = new Map<(typeof raw.maps)[number], Buffer>();
  for (const map of raw.maps) {
    const response = await request.get(`/maps/${map.id}.mp3`);
    if (response.ok()) clips.set(map, await response.body());
  }
  return clips;
}

/**
 * The map a room's clip is, found as a curious player could: its bytes are among the clips the site
 * serves to everyone for free play (the room serves the same sound, its tags stripped).
 */
function fingerprint(clips: Map<(typeof raw.maps)[number], Buffer>, clip: Buffer) {
  const slice = clip.subarray(Math.floor(clip.length * 0.6), Math.floor(clip.length * 0.6) + 512);
  const found = [...clips].filter(([, bytes]) => bytes.includes(slice));
  expect(found, 'public clips the room clip matches').toHaveLength(1);
  return found[0]![0];
}

async function guess(device: Device, name: string) {
  const main = device.page.getByRole('main');
  // The gallery takes a guess once the clip has started (Replay is offered from then on).
  await expect(main.getByRole('button', { name: 'Replay' })).toBeEnabled();
  const card = main.getByRole('button', { name, exact: true });
  if (device.touch) {
    // On touch the player finds the card with the search, a tap names it and a tap on its Guess
    // button guesses.
    await main.getByRole('searchbox', { name: 'Search' }).fill(name);
    await card.tap();
    await main.getByRole('button', { name: `Guess ${name}` }).tap();
  } else {
    await card.click();
  }
  // The last guess of a round brings the reveal at once, in place of "Your guess".
  await expect(
    device.page
      .getByText(`Your guess: ${name}.`)
      .or(device.page.getByRole('heading', { name: /: the answer$/ })),
    `${device.name}'s guess; the room's last phases: ${phases(device)}`,
  ).toBeVisible();
}

/** The phases of the last views a page received, for a failure's message. */
const phases = (device: Device) =>
  device.frames
    .slice(-6)
    .map((frame) => {
      const { type, room } = JSON.parse(frame.text) as {
        type: string;
        room?: { phase: string; round: { number: number; startsAt: number | null } | null };
      };
      return room
        ? `${room.phase} ${room.round?.number ?? ''} ${room.round?.startsAt ?? ''}`
        : type;
    })
    .join(', ');

/** The scoreboard as the page shows it: each player's name and total. */
async function scoreboard(page: Page): Promise<Record<string, string>> {
  const rows = page.getByRole('table', { name: 'Scoreboard' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const scores: Record<string, string> = {};
  for (const row of await rows.all()) {
    const name = (await row.getByRole('rowheader').innerText()).replace(' (you)', '').trim();
    scores[name] = (await row.locator('td').nth(1).innerText()).trim();
  }
  return scores;
}

/** The reveal's guesses as the page lists them, one line a player, "(you)" left out. */
async function guessLines(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Guesses' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  return (await items.allInnerTexts()).map((text) =>
    text.replace(' (you)', '').replace(/\s+/g, ' '),
  );
}

const startsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __starts: Start[] }).__starts);

test('three devices start each clip together, agree on the reveal, keep a seat through a reload and never see the answer early', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const baseURL = testInfo.project.use.baseURL!;
  const ana = await openDevice(browser, baseURL, 'Ana', false);
  const kai = await openDevice(browser, baseURL, 'Kai', false);
  const mia = await openDevice(browser, baseURL, 'Mia', true);
  const devices = [ana, kai, mia];
  const publicClips = await publicMapClips(request);

  // Ana makes a room of three 30-second Map rounds (time for a reload on a busy machine).
  await ana.page.goto('/room');
  await ana.page.getByLabel('Your name').fill('Ana');
  await ana.page.getByRole('radio', { name: 'Map' }).click();
  // A segment is its label to click (its radio is hidden under it).
  await ana.page
    .getByRole('radiogroup', { name: 'Rounds' })
    .getByText('3', { exact: true })
    .click();
  await ana.page.getByText('30 s', { exact: true }).click();
  await expect(ana.page.getByRole('radio', { name: '3', exact: true })).toBeChecked();
  await expect(ana.page.getByRole('radio', { name: '30 s' })).toBeChecked();
  await ana.page.getByRole('button', { name: 'Create room' }).click();
  await ana.page.waitForURL(/\/room\/[A-Z0-9]{4,8}$/);
  const link = await ana.page.getByLabel('Room link').inputValue();

  // Kai and Mia open the link and join.
  for (const friend of [kai, mia]) {
    await friend.page.goto(link);
    await friend.page.getByLabel('Your name').fill(friend.name);
    const join = friend.page.getByRole('button', { name: 'Join' });
    await (friend.touch ? join.tap() : join.click());
  }
  const players = ana.page.getByRole('list', { name: 'Players' }).getByRole('listitem');
  await expect(players).toHaveCount(3);
  await mia.page.screenshot({ path: testInfo.outputPath('lobby-phone.png') });
  await ana.page.screenshot({ path: testInfo.outputPath('lobby-desktop.png') });
  await ana.page.getByRole('button', { name: 'Start' }).click();

  const spreads: number[] = [];
  /** How many starts each page had recorded at the previous reveal (a reload starts over). */
  let seen = [0, 0, 0];
  let revealedAt = 0;
  let before: Record<string, string> = { Ana: '0', Kai: '0', Mia: '0' };
  for (let round = 1; round <= ROUNDS; round++) {
    const heading = `Round ${round} of ${ROUNDS}`;
    // Every page fetched the round's clip, the same bytes; the answer is learnt from them.
    await expect.poll(() => devices.every((device) => device.clips.has(round))).toBe(true);
    const clip = ana.clips.get(round)!;
    for (const device of devices) expect(device.clips.get(round)!.equals(clip)).toBe(true);
    const answer = fingerprint(publicClips, clip);

    // Each page starts the clip once; the three start it at one instant.
    await expect
      .poll(async () =>
        Promise.all(
          devices.map(async (device, k) => (await startsOf(device.page)).length > seen[k]!),
        ),
      )
      .toEqual([true, true, true]);
    // The start each page's clip sounds with: its first of the round, or a later one that replaced
    // it before it sounded (a better clock sample during the count-in reschedules it).
    const rounds = await Promise.all(
      devices.map(async (device, k) => (await startsOf(device.page)).slice(seen[k])),
    );
    const zeros = rounds.map(
      (starts) => starts.filter((start) => start.at <= starts[0]!.sounds).at(-1)!.zero,
    );
    const spread = Math.max(...zeros) - Math.min(...zeros);
    spreads.push(spread);
    const each = devices.map(
      (device, k) =>
        `${device.name} +${(zeros[k]! - Math.min(...zeros)).toFixed(1)} ms (${rounds[k]!.length} starts)`,
    );
    expect(
      spread,
      `round ${round}: the clip's start on the three pages: ${each.join(', ')}`,
    ).toBeLessThan(SYNC_MS);

    for (const device of devices) {
      await expect(device.page.getByRole('heading', { name: heading })).toBeVisible();
    }
    const wrong = raw.maps.find((map) => map.id !== answer.id)!;
    if (round === 2) {
      // Mia reloads the page mid-round: she is back in her seat, in the round, with her score.
      await mia.page.reload();
      await expect(mia.page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(mia.page.getByRole('button', { name: 'Join' })).toHaveCount(0);
    }
    if (round === 1) {
      await mia.page.screenshot({ path: testInfo.outputPath('round-phone.png') });
      await ana.page.screenshot({ path: testInfo.outputPath('round-desktop.png') });
    }
    for (const device of devices) {
      await guess(device, RIGHT[round]!.includes(device.name) ? answer.name : wrong.name);
    }

    // The reveal: the same answer, guesses and scoreboard on every page.
    const revealHeading = `${heading}: the answer`;
    for (const device of devices) {
      await expect(device.page.getByRole('heading', { name: revealHeading })).toBeVisible();
      await expect(device.page.getByText(answer.name, { exact: true }).first()).toBeVisible();
    }
    const lines = await Promise.all(devices.map((device) => guessLines(device.page)));
    expect(lines[1]).toEqual(lines[0]);
    expect(lines[2]).toEqual(lines[0]);
    const scores = await Promise.all(devices.map((device) => scoreboard(device.page)));
    expect(scores[1]).toEqual(scores[0]);
    expect(scores[2]).toEqual(scores[0]);
    // Right answers score, wrong ones do not; Mia's total kept what she had before the reload.
    const total = (board: Record<string, string>, name: string) =>
      Number(board[name]!.replace(/\D/g, ''));
    for (const { name } of devices) {
      if (RIGHT[round]!.includes(name)) {
        expect(total(scores[0]!, name), `${name} after round ${round}`).toBeGreaterThanOrEqual(
          total(before, name) + 100,
        );
      } else {
        expect(total(scores[0]!, name), `${name} after round ${round}`).toBe(total(before, name));
      }
    }
    before = scores[0]!;
    if (round === 1) {
      await mia.page.screenshot({ path: testInfo.outputPath('reveal-phone.png') });
      await ana.page.screenshot({ path: testInfo.outputPath('reveal-desktop.png') });
    }

    // Fair play: no frame of this round before the reveal, nor any address the page asked for
    // since the previous reveal, names the answer; only a player's own guess comes back to them.
    for (const device of devices) {
      const revealFrame = device.frames.find((frame) => {
        const message = JSON.parse(frame.text) as {
          room?: { phase: string; round: { number: number } | null };
        };
        return message.room?.phase === 'reveal' && message.room.round?.number === round;
      })!;
      expect(revealFrame, `${device.name}'s reveal frame`).toBeDefined();
      const earlierFrames = device.frames.filter(
        (frame) => frame.at >= revealedAt && frame.at <= revealFrame.at && frame !== revealFrame,
      );
      expect(earlierFrames.length).toBeGreaterThan(0);
      for (const frame of earlierFrames) {
        const own = frame.text.replace(`"yourGuess":"${answer.id}"`, '');
        expect(own, `${device.name}: a frame before the reveal`).not.toContain(answer.id);
      }
      for (const { url } of device.requests.filter(
        (each) => each.at >= revealedAt && each.at <= revealFrame.at,
      )) {
        // The gallery's pictures come from the media service, every map's: they name them all.
        if (url.startsWith('https://media.valorant-api.com/')) continue;
        expect(url, `${device.name}: a request before the reveal`).not.toContain(answer.id);
      }
    }
    revealedAt = Date.now();
    seen = await Promise.all(devices.map(async (device) => (await startsOf(device.page)).length));
    if (round < ROUNDS) await ana.page.getByRole('button', { name: 'Next' }).click();
  }
  const measured = `${spreads.map((ms) => `${ms.toFixed(1)} ms`).join(', ')} (rounds 1 to ${ROUNDS})`;
  testInfo.annotations.push({ type: 'clip start spread', description: measured });
  await testInfo.attach('clip start spread', { body: measured, contentType: 'text/plain' });
});
