import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { puzzleDate } from '../../machines/daily/calendar.ts';
import { DAILY_MODES } from '../../machines/dailyModes.ts';
import { parseCatalogue, itemsOf, ITEM_SECTIONS } from '../../src/content/catalogueFile.ts';
import { expectedClipsOf } from '../../src/content/clips.ts';
import {
  whatsNew,
  listInWords,
  type Edition,
  type EditionsFile,
} from '../../src/content/editionsFile.ts';
import { scanPack } from '../pack/scanPack.ts';
import { addedItems, renamedItems, rerecordedClips } from './changes.ts';
import { checkCatalogue } from './checkCatalogue.ts';
import { hashClips } from './clipHashes.ts';
import { splitNames } from './names.ts';
import { appendRows, firstDay, firstPuzzleFor, missingRows, readLedger } from './ledgerRows.ts';

export interface UpdateOptions {
  /** The new catalogue file. */
  catalogue: string;
  /** The sound pack the new catalogue goes with. */
  pack: string;
  /** Where the embedded content is (src/content). */
  contentDir: string;
  /** The day the update runs. */
  today: Date;
  /** How many days the update's items carry their "New" mark. */
  newForDays: number;
  /** False to check and say what would change, writing nothing. */
  write: boolean;
  /**
   * The game's names in its locales (shared/content/locales/names.json), split into
   * src/content/names/<locale>.json; none leaves the names as they are.
   */
  names?: string;
}

export interface UpdateResult {
  /** What stops the update; nothing is written when there is any. */
  problems: string[];
  /** What it found and did, for the maintainer. */
  report: string[];
}

/** The files of the embedded content that an update writes. */
export const CONTENT_FILES = {
  catalogue: 'catalogue.json',
  editions: 'editions.json',
  ledger: 'daily/dailyLedger.ts',
  clipHashes: 'clipHashes.json',
} as const;

/** Where each locale's names are, in the embedded content (src/i18n/i18n.ts loads them). */
const NAMES_DIR = 'names';

const day = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

async function formatted(file: string, text: string): Promise<string> {
  const config = await prettier.resolveConfig(file);
  return prettier.format(text, { ...config, filepath: file });
}

const readJson = <T>(file: string, fallback: T): T =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;

/**
 * Takes a new catalogue in: checks it and its clips in the pack, copies it over the embedded one,
 * records the update (src/content/editions.json: what it added and renamed, which clips were
 * recorded again, until when its items are marked "New"), appends daily ledger rows for its new
 * items from a puzzle safely after today (ledgerRows.ts), and records the pack's clips' hashes
 * for the next update. Says what changed.
 */
export async function updateContent(options: UpdateOptions): Promise<UpdateResult> {
  const file = (name: keyof typeof CONTENT_FILES) =>
    path.join(options.contentDir, CONTENT_FILES[name]);
  const problems: string[] = [];
  let next;
  try {
    next = parseCatalogue(readFileSync(options.catalogue, 'utf8'));
  } catch (error) {
    return { problems: [(error as Error).message], report: [] };
  }
  const previous = parseCatalogue(readFileSync(file('catalogue'), 'utf8'));
  problems.push(...checkCatalogue(next, previous));
  const clips = expectedClipsOf(next);
  let misnamed: string[] = [];
  try {
    const scan = scanPack(options.pack, clips);
    misnamed = scan.misnamed.map(
      (clip) => `${clip.path} (${clip.name}) is ${clip.format.toUpperCase()}`,
    );
    for (const clip of scan.missing)
      problems.push(`No clip for ${clip.name}: ${clip.path} is not in the pack.`);
    for (const clip of scan.unreadable)
      problems.push(`The clip of ${clip.name} (${clip.path}) ${clip.reason}.`);
  } catch (error) {
    problems.push((error as Error).message);
  }
  const names = options.names ? splitNames(readJson<unknown>(options.names, null), next) : null;
  if (names) problems.push(...names.problems);
  if (problems.length > 0) return { problems, report: [] };

  const added = addedItems(next, previous);
  const renamed = renamedItems(next, previous);
  const hashes = hashClips(options.pack, clips);
  const previousHashes = readJson<Record<string, string> | null>(file('clipHashes'), null);
  const rerecorded = rerecordedClips(hashes, previousHashes);
  const editions = readJson<EditionsFile>(file('editions'), { editions: [] });
  const count = Object.values(added).flat().length;
  const changed = count > 0 || renamed.length > 0 || (rerecorded?.length ?? 0) > 0;
  const sameFile =
    readFileSync(options.catalogue, 'utf8') === readFileSync(file('catalogue'), 'utf8');

  const report: string[] = [];
  const counts = ITEM_SECTIONS.map((section) => `${itemsOf(next, section).length} ${section}`);
  report.push(
    `Checked ${options.catalogue}: ${counts.join(', ')}; ids plain and unique, four abilities per agent, none removed, order kept; ${clips.length} clips in ${options.pack}.`,
  );
  if (misnamed.length > 0) {
    report.push(
      `Of those, ${misnamed.length} are another format than their name says; the build delivers each as its name says:`,
      ...misnamed.map((each) => `  ${each}`),
    );
  }
  if (!changed) {
    report.push(
      sameFile
        ? 'Nothing new: the catalogue is the one the game has.'
        : 'No item added, renamed or recorded again.',
    );
  }

  const since = firstPuzzleFor(options.today);
  const edition: Edition = {
    edition: (editions.editions.at(-1)?.edition ?? 1) + 1,
    date: day(options.today),
    firstPuzzle: since,
    newUntil: day(new Date(Date.parse(day(options.today)) + options.newForDays * DAY_MS)),
    added,
    renamed,
    rerecorded,
  };
  const nameOf = new Map(
    ITEM_SECTIONS.flatMap((section) => itemsOf(next, section).map((item) => [item.id, item.name])),
  );
  // An ability is named with its agent, as the ledger's comments name it.
  const agentOf = new Map<string, string>();
  for (const agent of next.agents) {
    for (const ability of agent.abilities) {
      nameOf.set(ability.id, `${agent.name}: ${ability.name}`);
      agentOf.set(ability.id, `${agent.name}: `);
    }
  }
  if (changed) {
    report.push('', `Content update ${edition.edition} (${edition.date}):`);
    report.push(`New (${count}):`);
    for (const section of ITEM_SECTIONS) {
      if (added[section].length > 0)
        report.push(
          `  ${section.padEnd(10)} ${added[section].map((id) => nameOf.get(id)).join(', ')}`,
        );
    }
    report.push(`Renamed (${renamed.length}):`);
    for (const each of renamed) {
      const agent = agentOf.get(each.id) ?? '';
      report.push(`  ${each.section.padEnd(10)} ${agent}${each.from} -> ${each.to} (${each.id})`);
    }
    if (rerecorded === null) {
      report.push(
        `Re-recorded: not known. There is no record of the previous clips' content (${CONTENT_FILES.clipHashes}); it is written now, so the next update can tell.`,
      );
    } else {
      report.push(`Re-recorded (${rerecorded.length}):`);
      const byPath = new Map(clips.map((clip) => [clip.path, clip.name]));
      for (const clip of rerecorded) report.push(`  ${clip} (${byPath.get(clip)})`);
    }
  }

  const ledgerSource = readFileSync(file('ledger'), 'utf8');
  const ledger = readLedger(ledgerSource);
  const rows = missingRows(next, ledger, since);
  const rowCount = DAILY_MODES.reduce((sum, mode) => sum + rows[mode].length, 0);
  if (rowCount > 0) {
    report.push(
      '',
      `Daily ledger: ${rowCount} rows from puzzle #${since} (${day(puzzleDate(since))}), ${DAILY_MODES.map((mode) => `${mode} ${rows[mode].length}`).join(', ')}; first day each is an answer:`,
    );
    for (const mode of DAILY_MODES) {
      const grown = [...ledger[mode], ...rows[mode]];
      for (const row of rows[mode]) {
        const first = firstDay(mode, row, grown);
        report.push(
          `  ${mode.padEnd(8)} ${row.label}: ${first === null ? 'never' : `#${first} (${day(puzzleDate(first))})`}`,
        );
      }
    }
  }
  if (count > 0) {
    report.push(
      '',
      `"New" marks until ${edition.newUntil} (editions.json's newUntil); the home page says: New: ${whatsNew(edition, next)}.`,
    );
  }

  if (!options.write) {
    report.push('', 'Nothing written (--check).');
    return { problems, report };
  }
  const written: string[] = [];
  if (!sameFile) {
    copyFileSync(options.catalogue, file('catalogue'));
    written.push(CONTENT_FILES.catalogue);
  }
  if (changed) {
    const text = JSON.stringify({ editions: [...editions.editions, edition] }, null, 2);
    writeFileSync(file('editions'), await formatted(file('editions'), text));
    written.push(CONTENT_FILES.editions);
  }
  if (rowCount > 0) {
    const note = `Content update ${edition.edition} (${edition.date}): from puzzle #${since}.`;
    writeFileSync(
      file('ledger'),
      await formatted(file('ledger'), appendRows(ledgerSource, rows, note)),
    );
    written.push(CONTENT_FILES.ledger);
  }
  if (JSON.stringify(hashes) !== JSON.stringify(previousHashes)) {
    writeFileSync(file('clipHashes'), await formatted(file('clipHashes'), JSON.stringify(hashes)));
    written.push(CONTENT_FILES.clipHashes);
  }
  for (const [locale, localeNames] of Object.entries(names?.byLocale ?? {})) {
    const name = `${NAMES_DIR}/${locale}.json`;
    const target = path.join(options.contentDir, name);
    const text = await formatted(target, JSON.stringify(localeNames));
    if (!existsSync(target) || readFileSync(target, 'utf8') !== text) {
      writeFileSync(target, text);
      written.push(name);
    }
  }
  report.push(
    '',
    written.length > 0
      ? `Wrote ${listInWords(written.map((name) => `src/content/${name}`))}.`
      : 'Nothing to write.',
  );
  return { problems, report };
}
