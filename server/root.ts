import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder: the nearest one above this module with a package.json. The same from
 * server/ (tsx, the dev server) and from its build in dist-server/server/ (`npm run api`).
 */
function projectRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}.`);
  }
}

export const ROOT = projectRoot();
