import type { APIRequestContext, Browser, Page } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, serveMediaImages } from './fixtures';

/*
 * A live room's devices as the end-to-end tests drive them (rooms.spec.ts, roomRestart.spec.ts):
 * observed from outside the game only, by the frames and requests each page receives and sends and
 * each page's Web Audio start, recorded by wrapping AudioBufferSourceNode.prototype.start.
 */

/**
 * How long a round may take to start once its clip is asked for: the room waits up to 10 s for every
 * device to have it ready (READY_WAIT_MS), then counts in 3 s; a busy machine decodes slowly.
 */
export const ROUND_START_MS = 30_000;

export const ROOM_CLIP = /\/api\/v1\/rooms\/[A-Z0-9]+\/rounds\/(\d+)\/clip\?game=\d+$/;

export interface Start {
  /** When start() was called, and when its sound begins, on the page's clock (ms). */
  at: number;
  sounds: number;
  /** The instant at which the clip's own time 0 plays (before `sounds` when started late). */
  zero: number;
  offset: number;
}

/** A clock sample as the page got it: a pong's device and server times, and when it arrived. */
export interface Sample {
  sent: number;
  server: number;
  received: number;
}

/**
 * Runs in each page before its scripts: every Web Audio start, with when it will sound, and every
 * clock pong the room's socket brings, with when it arrived (a listener added before the game's own).
 */
function recordStarts() {
  const starts: Start[] = [];
  const samples: Sample[] = [];
  (window as unknown as { __starts: Start[] }).__starts = starts;
  (window as unknown as { __samples: Sample[] }).__samples = samples;
  const Socket = window.WebSocket;
  window.WebSocket = class extends Socket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data !== 'string' || !event.data.includes('"pong"')) return;
        const { type, sent, server } = JSON.parse(event.data) as Sample & { type: string };
        if (type === 'pong') samples.push({ sent, server, received: Date.now() });
      });
    }
  };
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

export interface Device {
  name: string;
  touch: boolean;
  page: Page;
  /** Every frame the page received, with when, and every address it asked for. */
  frames: { at: number; text: string }[];
  requests: { at: number; url: string }[];
  /** The room's clip bytes the page fetched, by round. */
  clips: Map<number, Buffer>;
}

export async function openDevice(
  browser: Browser,
  baseURL: string,
  name: string,
  touch: boolean,
  colorScheme: 'light' | 'dark' = 'light',
  /** A desktop's window other than 1280 × 800 (a TV's 1920 × 1080). */
  viewport = { width: 1280, height: 800 },
): Promise<Device> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    colorScheme,
    ...(touch
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport }),
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
    if (!round || !response.ok()) return;
    // A page closed while its clip downloaded (a big screen's laptop shut mid-round) has no body.
    const body = await response.body().catch(() => null);
    if (body) device.clips.set(Number(round), body);
  });
  return device;
}

/** The clips the site serves everyone for free play, by map: what a curious player compares with. */
export async function publicMapClips(request: APIRequestContext) {
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
export function fingerprint(clips: Map<(typeof raw.maps)[number], Buffer>, clip: Buffer) {
  const slice = clip.subarray(Math.floor(clip.length * 0.6), Math.floor(clip.length * 0.6) + 512);
  const found = [...clips].filter(([, bytes]) => bytes.includes(slice));
  expect(found, 'public clips the room clip matches').toHaveLength(1);
  return found[0]![0];
}

export async function guess(device: Device, name: string) {
  const main = device.page.getByRole('main');
  // The gallery takes a guess once the clip has started (Replay is offered from then on; a phone
  // that is a big screen's controller has no Replay, and is told the seconds left from then on).
  await expect(
    main
      .getByRole('button', { name: 'Replay', disabled: false })
      .or(main.getByText(/^\d+ seconds left$/))
      .first(),
  ).toBeAttached({ timeout: ROUND_START_MS });
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
export const phases = (device: Device) =>
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
export async function scoreboard(page: Page, players = 3): Promise<Record<string, string>> {
  const rows = page.getByRole('table', { name: 'Scoreboard' }).locator('tbody tr');
  await expect(rows).toHaveCount(players);
  const scores: Record<string, string> = {};
  for (const row of await rows.all()) {
    const name = (await row.getByRole('rowheader').innerText()).replace(' (you)', '').trim();
    scores[name] = (await row.locator('td').nth(1).innerText()).trim();
  }
  return scores;
}

/** The reveal's guesses as the page lists them, one line a player, "(you)" left out. */
export async function guessLines(page: Page, players = 3): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Guesses' }).getByRole('listitem');
  await expect(items).toHaveCount(players);
  return (await items.allInnerTexts()).map((text) =>
    text.replace(' (you)', '').replace(/\s+/g, ' '),
  );
}

export const startsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __starts: Start[] }).__starts);

export const samplesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);

/** The host makes a room of `rounds` 30-second Map rounds (time to spare on a busy machine): its link. */
export async function createRoom(host: Device, rounds: number): Promise<string> {
  const { page } = host;
  await page.goto('/room');
  await page.getByLabel('Your name').fill(host.name);
  await page.getByRole('radio', { name: 'Map' }).click();
  // A segment is its label to click (its radio is hidden under it).
  await page
    .getByRole('radiogroup', { name: 'Rounds' })
    .getByText(String(rounds), { exact: true })
    .click();
  await page.getByText('30 s', { exact: true }).click();
  await expect(page.getByRole('radio', { name: String(rounds), exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: '30 s' })).toBeChecked();
  await page.getByRole('button', { name: 'Create room' }).click();
  await page.waitForURL(/\/room\/[A-Z0-9]{4,8}$/);
  return page.getByLabel('Room link').inputValue();
}

/** A friend opens the room's link and joins under their name (a tap on a phone). */
export async function joinRoom(friend: Device, link: string) {
  await friend.page.goto(link);
  await friend.page.getByLabel('Your name').fill(friend.name);
  const join = friend.page.getByRole('button', { name: 'Join' });
  await (friend.touch ? join.tap() : join.click());
}

/**
 * The instant a round's clip plays its time 0 on a page, from the page's starts of that round: the
 * start it sounds with is its first, or a later one that replaced it before it sounded (a better
 * clock sample during the count-in reschedules it).
 */
export function soundingZero(starts: Start[]): number {
  return soundingStart(starts).zero;
}

const soundingStart = (starts: Start[]) =>
  starts.filter((start) => start.at <= starts[0]!.sounds).at(-1)!;

/** The samples the game keeps (machines/room/clock.ts, MAX_SAMPLES: three bursts of five). */
const KEPT_SAMPLES = 15;

/**
 * How far a page's start may be from the server's instant: at most half the round trip of the
 * fastest clock sample it had when it scheduled the start, since the server read its clock somewhere
 * in that trip (docs/rooms.md, "Clock sync"). The server and the pages share this machine's clock, so
 * the page's true offset is 0 and its error is seen whole. On a quiet machine a trip is a few ms; on
 * a loaded one, every pong may wait behind other work, and no device could know better.
 */
export function clockBound(starts: Start[], samples: Sample[]): number {
  const scheduled = soundingStart(starts).at;
  const kept = samples.filter((sample) => sample.received <= scheduled).slice(-KEPT_SAMPLES);
  const trips = kept.map((sample) => sample.received - sample.sent);
  return trips.length ? Math.min(...trips) / 2 : Infinity;
}

/** The instant a view of `round` says the round starts, on the server's clock. */
export function startsAtOf(device: Device, round: number): number | null {
  for (const frame of [...device.frames].reverse()) {
    const { room } = JSON.parse(frame.text) as {
      room?: { round: { number: number; startsAt: number | null } | null };
    };
    if (room?.round?.number === round && room.round.startsAt !== null) return room.round.startsAt;
  }
  return null;
}
