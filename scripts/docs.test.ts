import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const docsDir = path.join(root, 'docs');

/** A player or deployer reads the README in two minutes; the rest is docs/'s. */
const README_MAX_LINES = 200;

/**
 * Docs pages that other branches of the same change are writing, which the index and other pages
 * already link to. A link to one passes while the page is missing; once it has arrived it must leave
 * this list, so that its links are checked like any other.
 */
const AWAITED: string[] = [];

const markdownFiles = [
  'README.md',
  ...readdirSync(docsDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The text without its fenced code blocks (commands, examples, diagrams). */
function withoutFences(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** The text with fenced code blocks and inline code blanked out: a link there is an example. */
function withoutCode(text: string): string {
  return withoutFences(text).replace(/`[^`\n]*`/g, '');
}

/** Every inline link's target (`[text](target)`), as written. */
function linkTargets(text: string): string[] {
  return [...withoutCode(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1],
  );
}

/**
 * The anchor GitHub gives a heading: its text as rendered (no code marks, emphasis or link
 * syntax), lower case, anything but letters, digits, spaces, hyphens and underscores dropped, each
 * space a hyphen; a repeated heading gets -1, -2, ...
 */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const rendered = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_~]/g, '');
    const slug = rendered
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with a relative link from `file` (a repository path), or null when it resolves. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved = pathPart
    ? path.relative(root, path.resolve(path.dirname(path.join(root, file)), decodeURI(pathPart)))
    : file;
  if (resolved.startsWith('..')) return `${target} leaves the repository`;
  if (!existsSync(path.join(root, resolved))) {
    return AWAITED.includes(resolved) ? null : `${target}: no ${resolved}`;
  }
  if (anchor === undefined) return null;
  if (!resolved.endsWith('.md') || statSync(path.join(root, resolved)).isDirectory()) {
    return `${target}: an anchor into ${resolved}, which is no Markdown page`;
  }
  return headingAnchors(read(resolved)).has(anchor) ? null : `${target}: no heading #${anchor}`;
}

/**
 * The repository's top-level folders a code path starts from; a path from anywhere else (`dist/`,
 * `.data/`, `../shared/`, outside the repository) is build output, data or another checkout's.
 */
const CODE_ROOTS = ['src', 'machines', 'server', 'scripts', 'tests', 'public', 'docs', '.ci'];

const ROOTED_PATH = new RegExp(
  `^(?:${CODE_ROOTS.map((name) => name.replace('.', '\\.')).join('|')})/\\S*$`,
);

/** A source file's bare name (`handoff.ts`), which the sentence around it places in a folder. */
const BARE_SOURCE = /^[\w.-]+\.tsx?$/;

/**
 * The code paths a page names in backticks, outside fenced blocks: a whole code span that is a path
 * from the repository's root (`src/room/`, `server/rules/guessables.ts`) or a source file's bare
 * name. Commands (`npx vitest run server/rooms`), routes (`/map`), packages (`wavesurfer.js`) and
 * build output (`dist/_headers`, `sw.js`) are none.
 */
function codePaths(text: string): string[] {
  return [...withoutFences(text).matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1])
    .filter((span) => ROOTED_PATH.test(span) || BARE_SOURCE.test(span));
}

/**
 * A segment's pattern when it holds a placeholder: `*` (any characters, as a glob's) or a name in
 * braces (`{id}Mode.ts`: at least one character); null for a plain name.
 */
function placeholderPattern(segment: string): RegExp | null {
  if (!/[*{]/.test(segment)) return null;
  const parts = segment.split(/(\*|\{[^}/]*\})/).map((part) => {
    if (part === '*') return '.*';
    if (/^\{[^}]*\}$/.test(part)) return '.+';
    return part.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
}

const isFolder = (file: string) => existsSync(file) && statSync(file).isDirectory();

/**
 * Whether a path from the repository's root names something there: a folder when it ends in `/`,
 * and, with placeholders, at least one file or folder that fits.
 */
function pathExists(codePath: string): boolean {
  const wantsFolder = codePath.endsWith('/');
  let found = [root];
  for (const segment of codePath.replace(/\/$/, '').split('/')) {
    const pattern = placeholderPattern(segment);
    found = found.flatMap((dir) => {
      if (!pattern) return existsSync(path.join(dir, segment)) ? [path.join(dir, segment)] : [];
      if (!isFolder(dir)) return [];
      return readdirSync(dir)
        .filter((name) => pattern.test(name))
        .map((name) => path.join(dir, name));
    });
  }
  return found.some((file) => !wantsFolder || isFolder(file));
}

/** The names of the files at the repository's root and of every file under the code's folders. */
function sourceNames(): Set<string> {
  const atRoot = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set([
    ...atRoot.map((entry) => entry.name),
    ...CODE_ROOTS.filter((name) => isFolder(path.join(root, name))).flatMap((name) =>
      readdirSync(path.join(root, name), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.basename(file),
      ),
    ),
  ]);
}

/** Whether a code path a page names is here: from the root, or a bare name found anywhere. */
function codePathExists(codePath: string, names: Set<string>): boolean {
  return codePath.includes('/') ? pathExists(codePath) : names.has(codePath);
}

/** A line of the architecture page's layout: the path it names from the root, and what it says. */
interface LayoutEntry {
  path: string;
  says: string;
}

/**
 * The layout in docs/architecture.md ("How the code is laid out"), an indented block that names
 * each folder or file at the start of a line, indented under its parent, with what it holds beside
 * it; a line indented as far as those descriptions is one continued.
 */
function layoutEntries(text: string): LayoutEntry[] {
  const section = text.split(/^## How the code is laid out$/m)[1]?.split(/^## /m)[0] ?? '';
  const lines = section.split('\n').filter((line) => /^ {4,}\S/.test(line));
  // Where the descriptions start: after the first name on a line and two spaces or more.
  const descriptionColumn = Math.min(
    ...lines.flatMap((line) => /^( *\S+ {2,})\S/.exec(line)?.[1].length ?? []),
  );
  const entries: LayoutEntry[] = [];
  const parents: { indent: number; path: string }[] = [];
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    if (indent >= descriptionColumn) {
      if (entries.length > 0) entries[entries.length - 1].says += ` ${line.trim()}`;
      continue;
    }
    const [, name, says = ''] = /^(\S+)\s*(.*)$/.exec(line.trim()) ?? [];
    while (parents.length > 0 && parents[parents.length - 1].indent >= indent) parents.pop();
    const entryPath = `${parents[parents.length - 1]?.path ?? ''}${name}`;
    entries.push({ path: entryPath, says });
    if (name.endsWith('/')) parents.push({ indent, path: entryPath });
  }
  return entries;
}

describe('the docs', () => {
  it('keeps the README short enough to read in two minutes', () => {
    const lines = read('README.md').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('has every relative link in the README and docs/ resolve, anchors included', () => {
    const broken = markdownFiles.flatMap((file) =>
      linkTargets(read(file)).flatMap((target) => {
        const problem = brokenLink(file, target);
        return problem ? [`${file}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('indexes every docs page in docs/README.md', () => {
    const indexed = new Set(
      linkTargets(read('docs/README.md')).map((target) => target.split('#')[0]),
    );
    const pages = markdownFiles
      .filter((file) => file.startsWith('docs/') && file !== 'docs/README.md')
      .map((file) => path.basename(file));
    expect(pages.filter((page) => !indexed.has(page))).toEqual([]);
  });

  it('awaits only docs pages that have not arrived yet', () => {
    const arrived = AWAITED.filter((file) => existsSync(path.join(root, file)));
    // Once a page is here, take it off AWAITED so that links to it are checked.
    expect(arrived).toEqual([]);
  });

  it('finds the links and anchors it checks', () => {
    const page = [
      '# Why `/ability` plays later',
      '## The log',
      '## The log',
      '### 2026-11-25 · 7f0e39f · the clips’ delivery',
      'See [a](a.md), [b](b.md#the-log "title") and `[not](code.md)`.',
      '```sh',
      '[nor](fenced.md)',
      '```',
    ].join('\n');
    expect(linkTargets(page)).toEqual(['a.md', 'b.md#the-log']);
    expect([...headingAnchors(page)]).toEqual([
      'why-ability-plays-later',
      'the-log',
      'the-log-1',
      '2026-11-25--7f0e39f--the-clips-delivery',
    ]);
    expect(brokenLink('docs/README.md', 'no-such-page.md')).not.toBeNull();
    expect(brokenLink('docs/README.md', 'benchmark.md#no-such-heading')).not.toBeNull();
    expect(brokenLink('docs/README.md', 'benchmark.md#budgets')).toBeNull();
    expect(brokenLink('README.md', 'docs/README.md')).toBeNull();
  });

  it('names in backticks, in the README and docs/, only code paths that exist', () => {
    const names = sourceNames();
    const missing = markdownFiles.flatMap((file) =>
      codePaths(read(file))
        .filter((codePath) => !codePathExists(codePath, names))
        .map((codePath) =>
          codePath.includes('/')
            ? `${file} names \`${codePath}\`, which is not in the repository`
            : `${file} names \`${codePath}\`, and no file in the repository has that name`,
        ),
    );
    expect(missing).toEqual([]);
  });

  it('names every top-level folder of src/, machines/ and server/ in the architecture page’s layout, with what it holds', () => {
    const said = new Map(
      layoutEntries(read('docs/architecture.md')).map((entry) => [entry.path, entry.says]),
    );
    const unnamed = ['src', 'machines', 'server']
      .flatMap((top) =>
        readdirSync(path.join(root, top), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${top}/${entry.name}/`),
      )
      .filter((folder) => !said.get(folder))
      .map((folder) => `docs/architecture.md: the layout says nothing of ${folder}`);
    expect(unnamed).toEqual([]);
  });

  it('names only what exists in the architecture page’s layout', () => {
    const missing = layoutEntries(read('docs/architecture.md'))
      .filter((entry) => !pathExists(entry.path))
      .map((entry) => `docs/architecture.md: the layout names ${entry.path}, which is not there`);
    expect(missing).toEqual([]);
  });

  it('finds the code paths and the layout it checks', () => {
    const page = [
      '## How the code is laid out',
      '',
      '    machines/      the rules: no React',
      '      room/        the room, continued',
      '                   on this line',
      '      modes.ts     the modes',
      '    src/',
      '      room/        the screens',
      '        deal/      deals',
      '    tests/e2e/     Playwright',
      '',
      '## Next',
      '',
      'See `src/room/`, `server/rules/guessables.ts`, `handoff.ts`, `src/modes/{id}Mode.ts`,',
      '`npx vitest run server/rooms`, `/map`, `wavesurfer.js`, `dist/_headers`, `../shared/STYLE.md`.',
      '```sh',
      '`src/fenced.ts`',
      '```',
    ].join('\n');
    expect(codePaths(page)).toEqual([
      'src/room/',
      'server/rules/guessables.ts',
      'handoff.ts',
      'src/modes/{id}Mode.ts',
    ]);
    expect(layoutEntries(page)).toEqual([
      { path: 'machines/', says: 'the rules: no React' },
      { path: 'machines/room/', says: 'the room, continued on this line' },
      { path: 'machines/modes.ts', says: 'the modes' },
      { path: 'src/', says: '' },
      { path: 'src/room/', says: 'the screens' },
      { path: 'src/room/deal/', says: 'deals' },
      { path: 'tests/e2e/', says: 'Playwright' },
    ]);
    const names = new Set(['handoff.ts']);
    expect(codePathExists('src/modes/{id}Mode.ts', names)).toBe(true);
    expect(codePathExists('scripts/content/*.test.ts', names)).toBe(true);
    expect(codePathExists('src/room/', names)).toBe(true);
    expect(codePathExists('handoff.ts', names)).toBe(true);
    expect(codePathExists('src/modes/{id}Moed.ts', names)).toBe(false);
    expect(codePathExists('src/main.tsx/', names)).toBe(false);
    expect(codePathExists('src/no-such-folder/', names)).toBe(false);
    expect(codePathExists('loadPlan.ts', names)).toBe(false);
  });
});
