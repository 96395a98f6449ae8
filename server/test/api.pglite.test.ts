import { openPglite } from '../db/pglite.ts';
import { migrate } from '../db/migrate.ts';
import { apiSuite } from './apiSuite.ts';

const TIMEOUT_MS = 1000;

apiSuite(
  'PGlite',
  async () => {
    const db = await openPglite('memory://', TIMEOUT_MS);
    await migrate(db);
    return {
      db,
      // A session (a migration, say) holds the embedded database: every statement waits for it.
      stall: async () => {
        let finish = () => {};
        const held = db.session(() => new Promise<void>((resolve) => (finish = resolve)));
        return async () => {
          finish();
          await held;
        };
      },
      unreachable: async () => {
        const closed = await openPglite('memory://', TIMEOUT_MS);
        await closed.close();
        return closed;
      },
      // A session runs outside the statement timeout.
      bulk: (script) => db.session((session) => session.script(script)),
      bulkRows: 100_000,
      close: () => db.close(),
    };
  },
  TIMEOUT_MS,
);
