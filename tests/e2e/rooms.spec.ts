import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, test } from './fixtures';
import {
  clockBound,
  createRoom,
  fingerprint,
  guess,
  guessLines,
  joinRoom,
  openDevice,
  publicMapClips,
  ROUND_START_MS,
  samplesOf,
  scoreboard,
  soundingZero,
  startsAtOf,
  startsOf,
} from './roomPlay';

/*
 * A live room played by three browsers, as three friends would: the host on a desktop makes it, a
 * friend on a desktop and one on a 390 × 844 touch phone join by its link, and they play three Map
 * rounds, observed from outside the game (roomPlay.ts).
 */

const ROUNDS = 3;
const SYNC_MS = 50;
/** Who guesses right in each round (the others a wrong map); Mia reloads mid-round 2. */
const RIGHT: Record<number, string[]> = {
  1: ['Ana', 'Mia'],
  2: ['Kai', 'Mia'],
  3: ['Ana', 'Kai', 'Mia'],
};

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

  // Ana makes a room of three 30-second Map rounds (time for a reload on a busy machine); Kai and
  // Mia open its link and join.
  const link = await createRoom(ana, ROUNDS);
  for (const friend of [kai, mia]) await joinRoom(friend, link);
  const players = ana.page.getByRole('list', { name: 'Players' }).getByRole('listitem');
  await expect(players).toHaveCount(3);
  const copy = await mia.page.getByRole('button', { name: 'Copy link' }).boundingBox();
  expect(copy!.height).toBeGreaterThanOrEqual(44);
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
    await expect
      .poll(() => devices.every((device) => device.clips.has(round)), { timeout: ROUND_START_MS })
      .toBe(true);
    const clip = ana.clips.get(round)!;
    for (const device of devices) expect(device.clips.get(round)!.equals(clip)).toBe(true);
    const answer = fingerprint(publicClips, clip);

    // Each page starts the clip once; the three start it at one instant.
    await expect
      .poll(
        async () =>
          Promise.all(
            devices.map(async (device, k) => (await startsOf(device.page)).length > seen[k]!),
          ),
        { timeout: ROUND_START_MS },
      )
      .toEqual([true, true, true]);
    const rounds = await Promise.all(
      devices.map(async (device, k) => (await startsOf(device.page)).slice(seen[k])),
    );
    const zeros = rounds.map(soundingZero);
    const spread = Math.max(...zeros) - Math.min(...zeros);
    spreads.push(spread);
    // Each page against the server's instant: within SYNC_MS / 2 (so the three within SYNC_MS of each
    // other), or within what its clock samples allow when this machine was too busy to give one
    // that good (clockBound).
    const samples = await Promise.all(devices.map((device) => samplesOf(device.page)));
    const startsAt = startsAtOf(ana, round)!;
    expect(startsAt, `round ${round}'s start in the host's views`).not.toBeNull();
    const each = devices.map((device, k) => {
      const bound = Math.max(SYNC_MS / 2, clockBound(rounds[k]!, samples[k]!) + 1);
      return {
        name: device.name,
        error: Math.abs(zeros[k]! - startsAt),
        bound,
        line: `${device.name} ${(zeros[k]! - startsAt).toFixed(1)} ms (may be ${bound.toFixed(1)}; ${rounds[k]!.length} starts)`,
      };
    });
    const report = `round ${round}: each page's start against the server's: ${each.map((e) => e.line).join(', ')}`;
    for (const { name, error, bound } of each) {
      expect(error, `${name} in ${report}`).toBeLessThanOrEqual(bound);
    }

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
      // A finger's size on the phone: Replay, as every control the player taps.
      const replay = await mia.page.getByRole('button', { name: 'Replay' }).boundingBox();
      expect(replay!.height).toBeGreaterThanOrEqual(44);
      await mia.page.screenshot({ path: testInfo.outputPath('round-phone.png') });
      await ana.page.screenshot({ path: testInfo.outputPath('round-desktop.png') });
    }
    for (const device of devices) {
      await guess(device, RIGHT[round]!.includes(device.name) ? answer.name : wrong.name);
    }

    // The reveal: the same answer, guesses and scoreboard on every page.
    const revealHeading = `${heading}: the answer`;
    for (const device of devices) {
      // The last guess brings the reveal at once; a page recording a trace on a busy machine is slow.
      await expect(device.page.getByRole('heading', { name: revealHeading })).toBeVisible({
        timeout: ROUND_START_MS,
      });
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
