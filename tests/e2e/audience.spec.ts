import WebSocket from 'ws';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import type { RoomView, ServerMessage } from '../../machines/room/protocol';
import { expect, test } from './fixtures';
import { fingerprint, guess, openDevice, publicMapClips, ROUND_START_MS } from './roomPlay';

/*
 * A streamer's audience: the streamer hosts from a desktop (1280 × 800) without playing, 50 viewers
 * play from simulated devices (real WebSockets, each from a loopback address of its own, as viewers
 * at home are) and one more from a phone's browser (390 × 844, touch). Observed from outside the
 * game: what the pages show and what their sockets receive.
 */

const VIEWERS = 50;
/** Simulated viewers who find the answer; the others pick another map. */
const RIGHT = 30;

/** A simulated viewer: joins, says ready for each round, and guesses when told to. */
class Viewer {
  readonly views: RoomView[] = [];
  readonly errors: string[] = [];
  private readonly ws: WebSocket;
  private readied = 0;
  readonly opened: Promise<void>;

  constructor(url: string, name: string, localAddress: string) {
    this.ws = new WebSocket(url, { localAddress });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => {
        this.send({ type: 'hello' });
        resolve();
      });
      this.ws.once('error', reject);
    });
    this.ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.type === 'welcome' && message.you === null) this.send({ type: 'join', name });
      if (message.type === 'error') this.errors.push(message.code);
      if (message.type !== 'room') return;
      this.views.push(message.room);
      const { round, phase } = message.room;
      if (phase === 'loading' && round && round.number > this.readied) {
        this.readied = round.number;
        this.send({ type: 'ready', round: round.number });
      }
    });
  }

  get latest(): RoomView | undefined {
    return this.views.at(-1);
  }

  send(message: unknown) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  close() {
    this.ws.terminate();
  }
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

test('an audience of 50 simulated viewers and a phone: the share who found it and each one’s own place, the code off the streamer’s screen', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const baseURL = testInfo.project.use.baseURL!;
  const streamer = await openDevice(browser, baseURL, 'Streamer', false);
  const sam = await openDevice(browser, baseURL, 'Sam', true);
  const publicClips = await publicMapClips(request);
  const viewers: Viewer[] = [];

  try {
    // The streamer makes a room for an audience, and does not play.
    const host = streamer.page;
    await host.goto('/room');
    await host.getByLabel('Your name').fill('Streamer');
    await host.getByRole('radio', { name: 'Map' }).click();
    await host.getByText('30 s', { exact: true }).click();
    await host.getByRole('checkbox', { name: /For an audience/ }).check();
    await expect(host.getByRole('checkbox', { name: 'I play too' })).not.toBeChecked();
    await host.getByRole('button', { name: 'Create room' }).click();
    await host.waitForURL(/\/room\/[A-Z0-9]{4,8}$/);
    const code = host.url().split('/').pop()!;

    // What a stream of the streamer's screen shows: no code, no link, no QR code; Copy link works.
    await expect(host.getByRole('heading', { level: 1, name: 'Audience room' })).toBeVisible();
    await expect(host).not.toHaveTitle(new RegExp(code));
    await expect(host.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(host.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    expect(await host.locator('body').innerText()).not.toContain(code);

    // Fifty viewers arrive, each from an address of its own; a phone joins by the link.
    const socket = `${baseURL.replace('http', 'ws')}/api/v1/rooms/${code}/socket`;
    for (let k = 0; k < VIEWERS; k++) {
      viewers.push(
        new Viewer(socket, `Viewer ${k + 1}`, `127.0.${10 + Math.floor(k / 200)}.${(k % 200) + 1}`),
      );
    }
    await Promise.all(viewers.map((viewer) => viewer.opened));
    await sam.page.goto(`/room/${code}`);
    await sam.page.getByLabel('Your name').fill('Sam');
    await sam.page.getByRole('button', { name: 'Join' }).tap();
    await expect(host.getByRole('heading', { name: `Players (${VIEWERS + 2})` })).toBeVisible();
    await expect(sam.page.getByText(`Showing 12 of ${VIEWERS + 2}.`)).toBeVisible();
    await host.screenshot({ path: testInfo.outputPath('streamer-lobby-1280.png'), fullPage: true });
    await sam.page.screenshot({ path: testInfo.outputPath('viewer-lobby-390.png') });

    // The streamer closes the room to newcomers before starting: a late viewer is told so.
    const letIn = host.getByRole('checkbox', { name: 'Let new players join' });
    await letIn.click();
    await expect(letIn).not.toBeChecked();
    const late = new Viewer(socket, 'Late', '127.0.9.1');
    viewers.push(late);
    await expect.poll(() => late.errors).toContain('joins-closed');

    await host.getByRole('button', { name: 'Start' }).click();
    await expect(host.getByText('You host this room: you do not play.')).toBeVisible({
      timeout: ROUND_START_MS,
    });
    await expect
      .poll(() => sam.clips.get(1)?.length ?? 0, { timeout: ROUND_START_MS })
      .toBeGreaterThan(0);
    const answer = fingerprint(publicClips, sam.clips.get(1)!);
    const other = raw.maps.find((map) => map.id !== answer.id)!;

    // Once the clip plays, 30 viewers find it and 20 do not; the phone answers right after them.
    const crowd = viewers.slice(0, VIEWERS);
    await expect
      .poll(() => crowd.every((viewer) => viewer.latest?.phase === 'playing'), {
        timeout: ROUND_START_MS,
      })
      .toBe(true);
    crowd.forEach((viewer, k) =>
      viewer.send({ type: 'guess', round: 1, itemId: k < RIGHT ? answer.id : other.id }),
    );
    await expect(
      host.getByRole('heading', { name: `Answered: ${VIEWERS} of ${VIEWERS + 1}` }),
    ).toBeVisible();
    await guess(sam, answer.name);

    // The reveal: the share who found it, the fastest, and Sam's own place under the top ten.
    await expect(sam.page.getByRole('heading', { name: /: the answer$/ })).toBeVisible();
    const found = `${Math.round(((RIGHT + 1) / (VIEWERS + 1)) * 100)}% found it (${RIGHT + 1} of ${VIEWERS + 1})`;
    await expect(sam.page.getByText(found)).toBeVisible();
    await expect(host.getByText(found)).toBeVisible();
    const last = [...sam.frames]
      .reverse()
      .map((frame) => JSON.parse(frame.text) as ServerMessage)
      .find((message) => message.type === 'room' && message.room.phase === 'reveal');
    const view = (last as Extract<ServerMessage, { type: 'room' }>).room;
    const me = view.players.find((player) => player.id === view.you)!;
    await expect(
      sam.page.getByText(new RegExp(`^You: ${ordinal(me.rank)} of ${VIEWERS + 1} · \\+\\d+`)),
    ).toBeVisible();
    const fastest = sam.page
      .getByRole('list', { name: 'Fastest right answers' })
      .getByRole('listitem');
    await expect(fastest).toHaveCount(me.rank <= 10 ? 10 : 11);
    const rows = sam.page.getByRole('table', { name: 'Scoreboard' }).locator('tbody tr');
    await expect(rows).toHaveCount(me.rank <= 10 ? 10 : 11);
    await expect(rows.last()).toContainText('Sam');
    await sam.page.screenshot({
      path: testInfo.outputPath('viewer-reveal-390.png'),
      fullPage: true,
    });
    await host.screenshot({
      path: testInfo.outputPath('streamer-reveal-1280.png'),
      fullPage: true,
    });

    // Every viewer was sent its own rank with the same share; nobody's device was sent a list of
    // everyone, nor the answer before the reveal.
    for (const viewer of crowd) {
      const reveal = viewer.views.find((each) => each.phase === 'reveal')!;
      expect(reveal.reveal).toMatchObject({ found: RIGHT + 1, of: VIEWERS + 1 });
      const own = reveal.players.find((player) => player.id === reveal.you)!;
      expect(own.rank).toBeGreaterThan(0);
      expect(Math.max(...viewer.views.map((each) => each.players.length))).toBeLessThanOrEqual(22);
      // Until its own guess (which the view gives back to it), nothing names the answer.
      const guessed = viewer.views.findIndex((each) => each.round?.yourGuess);
      const before = JSON.stringify(viewer.views.slice(0, guessed));
      expect(before.includes(answer.id), 'the answer in a view before the guess').toBe(false);
    }
    const samFrames = sam.frames.map((frame) => frame.text);
    const samGuessed = samFrames.findIndex((text) => text.includes('"yourGuess":"'));
    const samBefore = samFrames.slice(0, samGuessed).join('\n');
    expect(samBefore.includes(answer.id), 'the answer on the phone before its guess').toBe(false);
  } finally {
    viewers.forEach((viewer) => viewer.close());
    await Promise.all([streamer.page.context().close(), sam.page.context().close()]);
  }
});
