/**
 * `npm run content:update [catalogue.json] [--pack folder] [--check] [--new-for days]`: takes a new
 * catalogue in (scripts/content/update.ts), with the game's names in its locales (--names, by default
 * ../shared/content/locales/names.json). The catalogue defaults to ../shared/content/catalogue.json,
 * the pack to the SOUND_PACK setting; --check says what would change and writes nothing. Exits
 * non-zero, writing nothing, when the catalogue or its clips do not hold.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { updateContent } from './content/update.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pack: { type: 'string' },
    names: { type: 'string' },
    check: { type: 'boolean', default: false },
    'new-for': { type: 'string', default: '28' },
  },
});
const pack = values.pack ?? process.env.SOUND_PACK ?? loadEnv('development', root, '').SOUND_PACK;
const newForDays = Number(values['new-for']);
if (!pack) {
  console.error('Name the sound pack the catalogue goes with: SOUND_PACK, or --pack <folder>.');
  process.exit(2);
}
if (!Number.isInteger(newForDays) || newForDays < 0) {
  console.error('--new-for takes a whole number of days.');
  process.exit(2);
}
const { problems, report } = await updateContent({
  catalogue: path.resolve(
    process.cwd(),
    positionals[0] ?? path.join(root, '../shared/content/catalogue.json'),
  ),
  pack: path.resolve(values.pack ? process.cwd() : root, pack),
  contentDir: path.join(root, 'src/content'),
  today: new Date(),
  newForDays,
  write: !values.check,
  names: path.resolve(
    process.cwd(),
    values.names ?? path.join(root, '../shared/content/locales/names.json'),
  ),
});
if (problems.length > 0) {
  console.error(
    `The catalogue cannot be taken in; nothing was written:\n${problems.map((each) => `  - ${each}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(report.join('\n'));
