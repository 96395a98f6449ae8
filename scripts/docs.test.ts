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

/** The text with fenced code blocks and inline code blanked out: a link there is an example. */
function withoutCode(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
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
  const withoutFences = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
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
});
