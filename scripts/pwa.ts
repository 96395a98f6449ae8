import type { VitePWAOptions } from 'vite-plugin-pwa';
import { MODE_IDS } from '../machines/modes.ts';
import { PREVIEW_PAGES } from './preview/previewPages.ts';
import { CLIP_KINDS, expectedClips } from '../src/content/clips.ts';
import { PEAKS_SUFFIX } from '../src/content/peaks.ts';

/** The media service the catalogue's images come from. */
export const MEDIA_URL = /^https:\/\/media\.valorant-api\.com\//;

const ANY = '\u0000';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The spec's clip paths (src/content/clips.ts), with any id. */
const SPEC_PATHS = MODE_IDS.map((mode) =>
  escapeRegExp(CLIP_KINDS[mode].pattern.replaceAll('*', ANY)).replaceAll(ANY, '[^/]+'),
);

/**
 * Request paths of the site's clips: the spec's addresses, where the delivery build writes them, and
 * each one's peaks file beside it, kept with it so that a round offline draws its waveform. Anchored
 * at the path's start so that the media service's images (/maps/<id>/splash.png) never match.
 */
export const CLIP_PATH = new RegExp(
  `^\\/(?:${SPEC_PATHS.join('|')})(?:${escapeRegExp(PEAKS_SUFFIX)})?$`,
);

/**
 * The same, on a whole URL: Workbox writes these patterns into the service worker as they are, so
 * they are regular expressions rather than functions that would refer to anything here.
 */
export const CLIP_URL = new RegExp(`^https?://[^/]+${CLIP_PATH.source.slice(1)}`);

/** The folders clips are served from: opened on their own, they are files, not pages of the app. */
const CLIP_FOLDERS = new RegExp(
  `^\\/(?:${SPEC_PATHS.map((path) => path.split('\\/')[0]).join('|')})\\/`,
);

/**
 * Answers a Range request that the worker had to fetch whole from the network (its cache did not hold
 * the clip yet) with the range asked for, as a 206, the way Workbox's RangeRequestsPlugin answers it
 * from the cache. Handing the media element the whole file instead (a 200 starting at byte 0 where
 * it asked for, say, bytes 32768 onwards) feeds it the wrong bytes: Chromium then fails the clip with
 * `PIPELINE_ERROR_READ` ("data source error") on a healthy file. It asks for a later range when it
 * resumes a download it had paused, or reuses what an earlier page of the same tab had loaded.
 *
 * A Workbox plugin's `handlerWillRespond`, written into the service worker as its source text: it
 * refers to nothing outside itself.
 */
export async function answerRange({
  request,
  response,
}: {
  request: Request;
  response: Response;
}): Promise<Response> {
  const range = request.headers.get('range')?.trim();
  // The whole file from its start is what a 200 is: it streams to the element as it arrives.
  if (range === undefined || range === 'bytes=0-' || response.status !== 200) return response;
  const body = await response.blob();
  const size = body.size;
  const bounds = /^bytes=(\d*)-(\d*)$/.exec(range);
  let start = NaN;
  let end = size - 1;
  if (bounds && bounds[1] !== '') {
    start = Number(bounds[1]);
    if (bounds[2] !== '') end = Math.min(Number(bounds[2]), size - 1);
  } else if (bounds && bounds[2] !== '') {
    // The last n bytes.
    start = Math.max(0, size - Number(bounds[2]));
  }
  if (!(start >= 0 && start <= end)) {
    return new Response(null, {
      status: 416,
      statusText: 'Range Not Satisfiable',
      headers: { 'Content-Range': `bytes */${size}` },
    });
  }
  const headers = new Headers(response.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(body.slice(start, end + 1), {
    status: 206,
    statusText: 'Partial Content',
    headers,
  });
}

/**
 * The installable, offline-first site (vite-plugin-pwa generating a Workbox service worker):
 * - the app shell and every route's chunks are precached, so that after one visit every route opens
 *   offline (navigations fall back to the precached index.html, which routes on the client);
 * - clips and their peaks are cached as they are fetched, by the player or by the next round's prefetch, and served
 *   from that cache while the network is asked for a newer copy (a clip a deploy changed is picked up
 *   on the next play);
 * - the media service's images are cached as they are shown, in a bounded cache;
 * - a new version waits until the player accepts it (the game offers to reload, see UpdatePrompt).
 */
export function pwaOptions(): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    // Registered by the app itself (src/app/serviceWorker.ts), after the page has loaded.
    injectRegister: false,
    // Everything the site owns is precached by the glob below, icons included.
    includeAssets: [],
    includeManifestIcons: false,
    manifest: {
      name: 'Earshot',
      short_name: 'Earshot',
      description: 'Guess the VALORANT map, ability or skin bundle by its sound.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#141d27',
      theme_color: '#0f1923',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
        { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      // The GitHub Pages copy of index.html and the copies for shared links' previews (a
      // challenge's, the dailies'): the navigation fallback below does their job, so that they are
      // no app shells of their own. The previews' pictures are for link crawlers.
      globIgnores: ['404.html', ...PREVIEW_PAGES.map(({ page }) => page), 'previews/**'],
      navigateFallback: '/index.html',
      // The community API answers its own addresses, even opened as a page.
      navigateFallbackDenylist: [CLIP_FOLDERS, /^\/api\//],
      cleanupOutdatedCaches: true,
      // The first visit's page is taken over as soon as the worker is active, so that the clips it
      // plays are cached too. A new version still waits for the player (no skipWaiting).
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: CLIP_URL,
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'earshot-clips',
            // Only whole files are cached; a Range request (the media element's) is answered from
            // the whole file by slicing it: the cached file by Workbox's RangeRequestsPlugin, one
            // fetched from the network by answerRange.
            cacheableResponse: { statuses: [200] },
            rangeRequests: true,
            // Room for every clip of the catalogue with its peaks file, so that a player who has
            // heard them all keeps them all offline; a content update makes room for its own.
            expiration: { maxEntries: 2 * expectedClips.length, purgeOnQuotaError: true },
            plugins: [
              {
                // The media element asks for a range and gets 206 from the host, which a cache cannot
                // keep: the worker fetches the whole file instead (a clip is small), caches it and
                // answers the element with it.
                requestWillFetch: async ({ request }) =>
                  request.headers.has('range')
                    ? new Request(request.url, { credentials: 'same-origin' })
                    : request,
                handlerWillRespond: answerRange,
              },
            ],
          },
        },
        {
          urlPattern: MEDIA_URL,
          handler: 'CacheFirst',
          options: {
            cacheName: 'earshot-images',
            // The images are requested without CORS: their responses are opaque (status 0).
            cacheableResponse: { statuses: [0, 200] },
            expiration: {
              maxEntries: 300,
              maxAgeSeconds: 30 * 24 * 60 * 60,
              purgeOnQuotaError: true,
            },
          },
        },
      ],
    },
  };
}
