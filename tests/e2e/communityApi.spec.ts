import { randomUUID } from 'node:crypto';
import { answerOf } from '../../server/test/plays.ts';
import { expect, test } from './communityApi.ts';

// The infrastructure the game's community numbers are tested on: the production build's preview
// serves the API at /api, and a test can have an API of its own to count on, stop and start again.

const today = () => Math.floor((Date.now() - Date.UTC(2026, 10, 1)) / 86_400_000) + 1;

test('the production build’s server answers the community API at /api', async ({ request }) => {
  // The preview creates its in-memory database as it starts: the first request waits for it.
  const health = await request.get('/api/v1/health', { timeout: 120_000 });
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const numbers = await request.get('/api/v1/today');
  expect((await numbers.json()).puzzle).toBe(today());
});

test('a test’s own API counts what the page sends, and can be stopped and started', async ({
  page,
  communityApi,
}) => {
  await page.goto('/');
  const post = (browserId: string) =>
    page.evaluate(
      async (body) => {
        try {
          const response = await fetch('/api/v1/results', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: await response.json() };
        } catch {
          return { status: 0, body: null };
        }
      },
      { mode: 'map', puzzle: today(), browserId, guesses: [answerOf('map', today())] },
    );
  const first = await post(randomUUID());
  expect(first.status).toBe(201);
  expect(first.body.numbers.players).toBe(1);
  await communityApi.stop();
  expect((await post(randomUUID())).status).toBe(0);
  await communityApi.start();
  const again = await post(randomUUID());
  expect(again.status).toBe(201);
  expect(again.body.numbers.players).toBe(2);
  expect(communityApi.requests.filter((each) => each.startsWith('POST'))).toHaveLength(2);
});
