/**
 * Renders the app's install icons (public/icons/) from public/logo.svg, with ffmpeg's SVG decoder
 * (librsvg). Run once after changing the logo: `npx tsx scripts/icons/renderIcons.ts`; the PNGs are
 * committed, so a build needs neither this script nor librsvg.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const logo = readFileSync(path.join(root, 'public/logo.svg'), 'utf8');
const outDir = path.join(root, 'public/icons');

/**
 * A maskable icon is cropped by the platform to any shape within its central 80 % circle: the logo's
 * red fills the whole square, and its bars are drawn at 60 % size in the middle.
 */
function maskableSvg(): string {
  const bars = /<g[\s\S]*<\/g>/.exec(logo)?.[0];
  if (!bars) throw new Error('public/logo.svg has no <g> of bars to place in the maskable icon');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="#ff4655"/>` +
    `<g transform="translate(12.8 12.8) scale(0.6)">${bars}</g></svg>`
  );
}

function render(svg: string, size: number, file: string) {
  const work = mkdtempSync(path.join(tmpdir(), 'earshot-icon-'));
  try {
    const input = path.join(work, 'icon.svg');
    writeFileSync(input, svg);
    // librsvg draws the vector at the asked size (a scale filter would blur a small raster).
    const size_ = String(size);
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-width',
      size_,
      '-height',
      size_,
      '-i',
      input,
      file,
    ]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

mkdirSync(outDir, { recursive: true });
for (const size of [192, 512]) render(logo, size, path.join(outDir, `icon-${size}.png`));
render(maskableSvg(), 512, path.join(outDir, 'maskable-512.png'));
// iOS fills transparent corners with black: its icon is the full-bleed one, rounded by the system.
render(maskableSvg(), 180, path.join(outDir, 'apple-touch-icon.png'));
