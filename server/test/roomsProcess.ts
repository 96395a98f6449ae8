import { buildApi } from '../api.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import { openPostgres } from '../db/postgres.ts';

/**
 * One API process of a deployment for the rooms' cluster tests (rooms.cluster.test.ts): on the
 * PostgreSQL server DATABASE_URL names (already migrated), with the bus on (over Redis when
 * EARSHOT_TEST_REDIS names one), the clips of
 * EARSHOT_TEST_CLIPS and short room waits. It prints its port on a line of its own once it listens,
 * and stops on SIGTERM as `npm run api` does (its rooms written and let go); SIGKILL is a crash.
 */
const url = process.env.DATABASE_URL!;
const db = openPostgres(url, { timeoutMs: 2000, poolSize: 4 });
const app = await buildApi({
  db,
  salt: process.env.EARSHOT_API_SALT!,
  limits: { ...DEFAULT_LIMITS, roomsPer10Minutes: 1000, roomJoinsPerMinute: 1000 },
  clipsDir: process.env.EARSHOT_TEST_CLIPS!,
  roomDelays: { readyWait: 2000, revealWait: 60_000 },
  roomsBusUrl: url,
  // Redis's pub/sub as the bus (and the limits' counts there) when the test names one.
  redisUrl: process.env.EARSHOT_TEST_REDIS || null,
});
app.addHook('onClose', () => db.close());
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
process.stdout.write(`port ${port}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
