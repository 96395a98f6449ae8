import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { roomsSuite } from './roomsSuite.ts';

roomsSuite('PGlite', async () => {
  const db = await openPglite('memory://', 2000);
  await migrate(db);
  return { db, close: () => db.close() };
});
