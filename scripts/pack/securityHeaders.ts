import { createHash } from 'node:crypto';

/** Where the page may load from besides itself: the catalogue's images (scripts/pwa.ts caches them). */
const MEDIA_SERVICE = 'https://media.valorant-api.com';

/** The contents of index.html's inline scripts (the first paint's and the route preload's). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
}

/** A CSP source allowing exactly one inline script. */
export const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The site's Content-Security-Policy for a page whose markup is `html`. Scripts come from the site
 * only, plus the inline scripts of this very build, by hash. Styles allow inline: Mantine sets style
 * attributes and wavesurfer puts a <style> in its shadow root. Audio may be a blob (wavesurfer plays a
 * clip it had to download whole from one); the service worker fetches the media service's images. The
 * page may call the community API at `apiOrigin` where it is not the site's own (scripts/communityApi.ts).
 */
export function contentSecurityPolicy(html: string, apiOrigin: string | null = null): string {
  const hashes = inlineScripts(html).map(scriptHash);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${MEDIA_SERVICE}`,
    "media-src 'self' blob:",
    `connect-src 'self' ${MEDIA_SERVICE}${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response of the site carries. */
export function securityHeaders(
  html: string,
  apiOrigin: string | null = null,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(html, apiOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // A game that only plays sound: no camera, microphone, location, payment or sensors.
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()',
  };
}
