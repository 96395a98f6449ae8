import { CLIP_FOLDERS } from '../../src/content/clips.ts';
import { PREVIEW_PAGES } from '../preview/previewPages.ts';
import { securityHeaders } from './securityHeaders.ts';

/**
 * Clips keep their spec address (`maps/{mapId}.mp3`, ...) from one deploy to the next, so they are not
 * immutable: a browser reuses one for five minutes, then asks whether it changed (ETag / Last-Modified)
 * and gets a 304 unless a deploy replaced it.
 */
export const CLIP_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/**
 * The files a static host needs beside the site: cache and security headers (Netlify and Cloudflare
 * Pages read `_headers`), the single-page-app fallback (`_redirects` for those hosts; `404.html` for GitHub Pages
 * and hosts that serve it for unknown paths), so that a deep link like /ability loads the app.
 * `apiOrigin` is the community API's origin where the build names one (scripts/communityApi.ts).
 */
export function staticHostFiles(
  indexHtml: string,
  apiOrigin: string | null = null,
): Record<string, string> {
  const forever = 'Cache-Control: public, max-age=31536000, immutable';
  const clips = `Cache-Control: ${CLIP_CACHE_CONTROL}`;
  return {
    _headers: [
      '/*',
      ...Object.entries(securityHeaders(indexHtml, apiOrigin)).map(
        ([name, value]) => `  ${name}: ${value}`,
      ),
      '/assets/*',
      `  ${forever}`,
      ...[...CLIP_FOLDERS].sort().flatMap((folder) => [`/${folder}/*`, `  ${clips}`]),
      '/index.html',
      '  Cache-Control: no-cache',
      // Its copies for shared links (a challenge's, a daily's), at the address each is served from
      // and by its name.
      ...PREVIEW_PAGES.flatMap(({ path, page }) => [
        path,
        '  Cache-Control: no-cache',
        `/${page}`,
        '  Cache-Control: no-cache',
      ]),
      // The service worker and what it precaches are looked for afresh at every visit.
      '/sw.js',
      '  Cache-Control: no-cache',
      '',
    ].join('\n'),
    // A challenge's or a daily's link is served its own page, with its own preview
    // (scripts/preview/previewPages.ts).
    _redirects: [
      ...PREVIEW_PAGES.map(({ path, page }) => `${path}    /${page}    200`),
      '/*    /index.html    200',
      '',
    ].join('\n'),
    '404.html': indexHtml,
  };
}
