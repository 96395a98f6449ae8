/** Debian's Chromium, for the browser tests and the benchmark: Playwright's and Lighthouse's own browser downloads cannot be fetched here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Root without a sandbox, and no background traffic that would pollute the byte counts. */
export const BASE_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/** Sends the image CDN's host to the local stand-in, whose self-signed certificate Chromium must accept. */
export function mediaHostArgs(mediaPort: number): string[] {
  return [
    `--host-resolver-rules=MAP media.valorant-api.com 127.0.0.1:${mediaPort}`,
    '--ignore-certificate-errors',
  ];
}
