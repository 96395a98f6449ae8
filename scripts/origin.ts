/**
 * A build setting that names a web origin (`https://earshot.example`, a trailing slash allowed):
 * that origin, or null for anything else (a path, another scheme, a typo).
 */
export function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, '')
    ? url.origin
    : null;
}
