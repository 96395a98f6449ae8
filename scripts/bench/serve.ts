import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import sirv from 'sirv';
import { CLIP_FOLDERS } from '../../src/content/clips.ts';
import { CLIP_CACHE_CONTROL } from '../pack/staticHost.ts';

export interface StaticServer {
  url: string;
  /** Audio bytes (headers and bodies) sent so far, for requests under AUDIO_PREFIXES. */
  audioBytesSent(): number;
  close(): Promise<void>;
}

/** Request paths that carry sound: counted as audio by the measurements, never compressed here. */
export const AUDIO_PREFIXES = CLIP_FOLDERS.map((folder) => `/${folder}/`);

export const isAudioPath = (pathname: string) =>
  AUDIO_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/** Audio from the site itself: the image CDN has paths like /maps/<id>/splash.png too. */
export function isSiteAudioUrl(url: string, siteOrigin: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === siteOrigin && isAudioPath(parsed.pathname);
  } catch {
    return false;
  }
}

const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  // Maximum quality: compressed once and cached, like a host that precompresses its static files.
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

/**
 * Hashed file names never change content; clips keep their spec address and are revalidated after a
 * short while, as the build's `_headers` asks; everything else is revalidated every time.
 */
function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return isAudioPath(pathname) ? CLIP_CACHE_CONTROL : 'public, max-age=0, must-revalidate';
}

function pickEncoding(accept: string | undefined): Encoding | null {
  const offered = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name!.trim());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Bytes (headers and body) the socket has handed to the operating system. Node's public
 * `bytesWritten` also counts data still queued in the stream, which an aborted request never sends.
 */
function bytesDispatched(socket: Socket): number {
  const internal = (socket as Socket & { _bytesDispatched?: number })._bytesDispatched;
  return typeof internal === 'number' ? internal : socket.bytesWritten;
}

function statFile(file: string): Stats | null {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Serves a built site the way a static host would: hashed assets cached for good, text compressed
 * according to Accept-Encoding (so the bench counts what travels, not what is on disk), audio with
 * Range support, and index.html for any route (the app routes on the client).
 */
export async function startStaticServer(distDir: string): Promise<StaticServer> {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (!statFile(index)) throw new Error(`${index} does not exist: build the site first`);

  const files = sirv(root, {
    single: true,
    etag: true,
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', cacheControl(pathname)),
  });
  const compressed = new Map<string, Promise<Buffer>>();
  const compress = (file: string, encoding: Encoding) => {
    const key = `${encoding}:${file}`;
    let body = compressed.get(key);
    if (!body) {
      // The build writes .br and .gz copies beside text files; a host serves those as they are.
      const precompressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      body = statFile(precompressed)
        ? Promise.resolve(readFileSync(precompressed))
        : compressors[encoding](readFileSync(file));
      compressed.set(key, body);
    }
    return body;
  };

  /** The text file a path stands for, following the SPA fallback; null leaves the path to sirv. */
  const textFileFor = (pathname: string): string | null => {
    const file = path.join(root, pathname);
    if (file !== root && !file.startsWith(root + path.sep)) return null;
    for (const candidate of [file, `${file}.html`, path.join(file, 'index.html')]) {
      if (statFile(candidate)) return path.extname(candidate) in TEXT_TYPES ? candidate : null;
    }
    const extension = path.extname(pathname);
    return extension === '' || extension === '.html' ? index : null;
  };

  const sendCompressed = async (
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
    file: string,
    encoding: Encoding,
  ) => {
    const stats = statFile(file)!;
    const etag = `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}-${encoding}"`;
    const headers = {
      'Content-Type': TEXT_TYPES[path.extname(file)]!,
      'Cache-Control': cacheControl(file === index ? '/' : pathname),
      Vary: 'Accept-Encoding',
      ETag: etag,
    };
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    const body = await compress(file, encoding);
    response.writeHead(200, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  // Audio is counted here rather than from DevTools: Chromium's media loader cancels its range
  // requests once it has buffered enough, and DevTools then reports 0 bytes for data that did travel.
  let audioBytesDone = 0;
  const audioInFlight = new Map<ServerResponse, { socket: Socket; start: number }>();
  const countAudio = (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    audioInFlight.set(response, { socket, start: bytesDispatched(socket) });
    const done = () => {
      const entry = audioInFlight.get(response);
      if (!entry) return;
      audioInFlight.delete(response);
      audioBytesDone += bytesDispatched(socket) - entry.start;
    };
    response.once('finish', done);
    response.once('close', done);
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    } catch {
      response.writeHead(400).end('Bad request');
      return;
    }
    if (isAudioPath(pathname)) countAudio(request, response);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const file = isRead && encoding && !isAudioPath(pathname) ? textFileFor(pathname) : null;
    if (!file || !encoding) {
      files(request, response, () => {
        response.writeHead(404).end('Not found');
      });
      return;
    }
    sendCompressed(request, response, pathname, file, encoding).catch((error: unknown) => {
      console.error(`bench server: ${pathname}: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  };

  // Compress up front so that the first measured page load does not wait for brotli.
  const warm = (dir: string): Promise<unknown>[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return isAudioPath(`/${path.relative(root, full)}/`) ? [] : warm(full);
      }
      return path.extname(entry.name) in TEXT_TYPES ? [compress(full, 'br')] : [];
    });
  await Promise.all(warm(root));

  const server = createServer(handle);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    audioBytesSent: () =>
      [...audioInFlight.values()].reduce(
        (sum, { socket, start }) => sum + bytesDispatched(socket) - start,
        audioBytesDone,
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
