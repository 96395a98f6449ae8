import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';

export const DIST = path.resolve(import.meta.dirname, '../../dist');

interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** Reads a `_headers` file as Netlify and Cloudflare Pages do: a path pattern, then its headers. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

export interface HostedSite {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a built site as a static host that reads its `_headers` would: every rule whose pattern
 * matches the path adds its headers, and any path without a file gets index.html. Files are looked
 * up at every request, so a test can swap in a new build while it runs.
 */
export async function hostSite(dir = DIST): Promise<HostedSite> {
  const files = sirv(dir, { single: true, dev: true, etag: true });
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://site').pathname;
    const rules = parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8'));
    for (const rule of rules.filter(({ pattern }) => pattern.test(pathname))) {
      for (const [name, value] of rule.headers) response.setHeader(name, value);
    }
    files(request, response, () => {
      response.writeHead(404).end('Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
