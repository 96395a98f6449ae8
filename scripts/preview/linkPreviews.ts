import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { loadEnv, type Plugin } from 'vite';
import { DAILY_TRIES } from '../../machines/dailyModes.ts';
import { dark, valorant } from '../../src/shared/palette.ts';
import { originOf } from '../origin.ts';
import {
  PREVIEW_KINDS,
  PREVIEW_SIZE,
  PREVIEWS,
  type Preview,
  type PreviewKind,
} from './previewPages.ts';

/**
 * Link previews: what Discord, WhatsApp, iMessage or X show for a shared Earshot link. Crawlers run
 * no script, so the tags are in the served HTML: index.html carries the game's, and copies of it
 * carry the others' (scripts/preview/previewPages.ts): `challenge.html` a challenge's, `daily.html`
 * the daily hub's and `daily/map.html` (one per daily mode) a daily result's, which static hosts
 * serve for `/challenge`, `/daily` and `/daily/map` (Cloudflare Pages, GitHub Pages and Vite's
 * preview serve `x.html` for `/x`; `_redirects` says so for Netlify). The pictures are drawn here at
 * build time, from SVG in the game's colours and its font (Inter, from @fontsource/inter), by resvg.
 */

/** The placeholder in index.html's head where the game's tags go. */
export const PLACEHOLDER = '<!--link-preview-->';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The site's own address (`EARSHOT_SITE_URL`, e.g. https://earshot.example), for the absolute
 * addresses that Open Graph asks for; unset, the addresses are the site's paths, which some apps
 * resolve and others ignore (docs/offline-and-deploying.md).
 */
export function siteUrl(value: string | undefined): string {
  if (value === undefined || value === '') return '';
  const origin = originOf(value);
  if (!origin) {
    throw new Error(
      `EARSHOT_SITE_URL must be the site's origin, such as https://earshot.example, not "${value}".`,
    );
  }
  return origin;
}

/**
 * What a build without the site's address says: its previews' addresses are the site's paths,
 * which some apps resolve and others ignore (no picture in the preview).
 */
export function siteUrlWarning(site: string): string | null {
  return site
    ? null
    : 'EARSHOT_SITE_URL is not set: link previews will have relative addresses (og:image ' +
        `${PREVIEWS.game.image}), and some apps then show no picture. Set it to the site's origin, ` +
        'such as https://earshot.example (docs/offline-and-deploying.md).';
}

/** The Open Graph and Twitter card tags of a preview, one a line, as the head holds them. */
export function metaTags(preview: Preview, site: string): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Earshot'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', `${site}${preview.path}`],
    ['property', 'og:image', `${site}${preview.image}`],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(PREVIEW_SIZE.width)],
    ['property', 'og:image:height', String(PREVIEW_SIZE.height)],
    ['property', 'og:image:alt', preview.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', `${site}${preview.image}`],
    ['name', 'twitter:image:alt', preview.imageAlt],
  ];
  return tags
    .map(
      ([key, name, content]) => `<meta ${key}="${name}" content="${escapeAttribute(content)}" />`,
    )
    .join('\n    ');
}

/**
 * A page for another kind of link: the built index.html with that kind's tags and tab title in
 * place of the game's, and nothing else changed (its inline scripts are the same, so the CSP's
 * hashes, computed from index.html, hold for it too).
 */
export function pageFor(indexHtml: string, kind: PreviewKind, site: string): string {
  const game = metaTags(PREVIEWS.game, site);
  if (!indexHtml.includes(game))
    throw new Error("index.html does not hold the game's preview tags");
  return indexHtml
    .replace(game, () => metaTags(PREVIEWS[kind], site))
    .replace(
      `<title>${PREVIEWS.game.tabTitle}</title>`,
      () => `<title>${PREVIEWS[kind].tabTitle}</title>`,
    );
}

// ---------------------------------------------------------------------------------------------
// The pictures.

const RED = valorant[6];
const INK = dark[0];
const NAVY = '#0f1923';

/** The logo (public/logo.svg) at `size`, at (x, y). */
function logo(x: number, y: number, size: number): string {
  const svg = readFileSync(path.resolve(import.meta.dirname, '../../public/logo.svg'), 'utf8');
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<g transform="translate(${x} ${y}) scale(${size / 64})">${inner}</g>`;
}

/** A waveform's bars, as the game's player draws them, in the game's red. */
function waveform(x: number, y: number, width: number, height: number): string {
  const bars: string[] = [];
  const step = 20;
  for (let i = 0; i * step < width; i++) {
    // A clip's loudness: a swell and fall, with the ripple of a sound's beats.
    const t = i / (width / step);
    const level =
      0.18 + 0.82 * Math.sin(Math.PI * t) ** 0.8 * (0.55 + 0.45 * Math.abs(Math.sin(i * 1.7)));
    const bar = Math.max(12, Math.round(height * level));
    const opacity = t < 0.42 ? 1 : 0.35;
    bars.push(
      `<rect x="${x + i * step}" y="${y + (height - bar) / 2}" width="12" height="${bar}" rx="6" fill="${RED}" fill-opacity="${opacity}"/>`,
    );
  }
  return bars.join('');
}

const text = (
  content: string,
  x: number,
  y: number,
  size: number,
  options: { bold?: boolean; fill?: string; spacing?: number; middle?: boolean } = {},
) =>
  `<text x="${x}" y="${y}" font-family="${options.bold ? 'Inter ExtraBold' : 'Inter'}" font-size="${size}" fill="${options.fill ?? INK}"${
    options.spacing ? ` letter-spacing="${options.spacing}"` : ''
  }${options.middle ? ' text-anchor="middle"' : ''}>${content.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>`;

/** A daily puzzle's tries, not yet played: an empty square each, as the result's squares are drawn. */
function emptyTries(right: number, y: number): string {
  const size = 44;
  const gap = 12;
  const left = right - DAILY_TRIES * size - (DAILY_TRIES - 1) * gap;
  return Array.from(
    { length: DAILY_TRIES },
    (_, i) =>
      `<rect x="${left + i * (size + gap) + 2}" y="${y + 2}" width="${size - 4}" height="${size - 4}" rx="8" fill="none" stroke="${dark[2]}" stroke-width="4"/>`,
  ).join('');
}

/** A preview's picture as SVG: the logo and name, its tag, headline and line, and a waveform. */
export function previewSvg(kind: PreviewKind): string {
  const { width, height } = PREVIEW_SIZE;
  const { tag, headline, line } = PREVIEWS[kind].picture;
  // The tag's pill fits its letters (28px, spaced by 2).
  const pill = 47 + 21 * (tag?.length ?? 0);
  const tagged = tag
    ? `<rect x="72" y="178" width="${pill}" height="52" rx="26" fill="${RED}"/>` +
      text(tag, 72 + pill / 2, 214, 28, { bold: true, fill: NAVY, spacing: 2, middle: true })
    : '';
  const top = tag ? 316 : 270;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark[6]}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<rect width="${width}" height="10" fill="${RED}"/>`,
    logo(72, 64, 80),
    text('Earshot', 172, 126, 56, { bold: true }),
    kind.startsWith('daily') ? emptyTries(width - 72, 82) : '',
    tagged,
    text(headline[0], 72, top, 84, { bold: true }),
    text(headline[1], 72, top + 96, 84, { bold: true }),
    text(line, 72, top + 160, 34, { fill: dark[1] }),
    waveform(72, 520, width - 144, 72),
    '</svg>',
  ].join('');
}

/** @fontsource/inter's latin files, for a weight: WOFF, which resvg cannot read as it is. */
function interWoff(weight: 400 | 800): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
}

/**
 * A WOFF font's tables back in a plain TrueType/OpenType file (WOFF 1.0 holds the same tables, each
 * zlib-compressed where that made it smaller), for resvg's font loader.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const data = woff.subarray(offset, offset + stored);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored < length ? inflateSync(data) : data,
    };
  });
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const entry = 12 + 16 * i;
    table.tag.copy(header, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * Draws SVG pictures with the game's font only (no system font: the same pixels on every machine),
 * each as its PNG and its raw RGBA pixels.
 */
export function render(svgs: string[]): { png: Buffer; pixels: Buffer }[] {
  const work = mkdtempSync(path.join(tmpdir(), 'earshot-preview-'));
  try {
    const fontFiles = ([400, 800] as const).map((weight) => {
      const file = path.join(work, `inter-${weight}.ttf`);
      writeFileSync(file, woffToSfnt(interWoff(weight)));
      return file;
    });
    return svgs.map((svg) => {
      const image = new Resvg(svg, {
        font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter' },
      }).render();
      return { png: image.asPng(), pixels: image.pixels };
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Every preview's picture: PNG files by their site paths. */
export function renderPreviews(): Record<string, Buffer> {
  const images = render(PREVIEW_KINDS.map(previewSvg));
  return Object.fromEntries(PREVIEW_KINDS.map((kind, i) => [PREVIEWS[kind].image, images[i].png]));
}

/**
 * Writes the game's preview tags into index.html (in the dev server too), and at build time the
 * pictures and the other kinds' pages beside it.
 */
export function linkPreviewPlugin(): Plugin {
  let site = '';
  let building = false;
  let pictures: Record<string, Buffer> | null = null;
  const drawn = () => (pictures ??= renderPreviews());
  return {
    name: 'earshot-link-preview',
    config(config, { command, mode }) {
      const env = { ...loadEnv(mode, config.root ?? process.cwd(), 'EARSHOT_'), ...process.env };
      site = siteUrl(env.EARSHOT_SITE_URL);
      building = command === 'build';
    },
    configResolved(config) {
      const warning = siteUrlWarning(site);
      if (building && warning) config.logger.warn(warning);
    },
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
      return html.replace(PLACEHOLDER, () => metaTags(PREVIEWS.game, site));
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const picture = drawn()[request.url?.split('?')[0] ?? ''];
        if (!picture) return next();
        response.setHeader('Content-Type', 'image/png');
        response.end(picture);
      });
    },
    generateBundle: {
      // After Vite's own HTML plugin has written index.html, with every other plugin's changes.
      order: 'post',
      handler(_, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') return;
        const html = String(index.source);
        for (const [image, png] of Object.entries(drawn())) {
          this.emitFile({ type: 'asset', fileName: image.slice(1), source: png });
        }
        for (const kind of PREVIEW_KINDS.filter((each) => each !== 'game')) {
          this.emitFile({
            type: 'asset',
            fileName: PREVIEWS[kind].page,
            source: pageFor(html, kind, site),
          });
        }
      },
    },
  };
}
