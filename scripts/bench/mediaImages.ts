import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { placeholderPng } from './png.ts';

export interface MediaImageServer {
  port: number;
  close(): Promise<void>;
}

/** The host the app's artwork comes from; it does not resolve on this machine. */
export const MEDIA_HOST = 'media.valorant-api.com';

function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const keyPath = path.join(dir, 'key.pem');
  const certPath = path.join(dir, 'cert.pem');
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '2',
      '-subj',
      `/CN=${MEDIA_HOST}`,
      '-addext',
      `subjectAltName=DNS:${MEDIA_HOST}`,
    ],
    { stdio: 'ignore', timeout: 30_000 },
  );
  return { key: readFileSync(keyPath), cert: readFileSync(certPath) };
}

/**
 * Stands in for the image CDN so that pages load the same number of images as in production:
 * every path gets one 512x512 PNG, cacheable like the CDN's.
 */
export async function startMediaImageServer(): Promise<MediaImageServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'earshot-bench-cert-'));
  try {
    const png = placeholderPng(512, 512);
    // HTTP/2 like the real CDN: over HTTP/1.1, a gallery of a hundred images would queue on six
    // connections, and Lighthouse's simulation would blame the app for it.
    const server = createSecureServer(
      { ...selfSignedCertificate(dir), allowHTTP1: true },
      (request, response) => {
        response.writeHead(200, {
          'Content-Type': 'image/png',
          'Content-Length': png.length,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Access-Control-Allow-Origin': '*',
        });
        if (request.method === 'HEAD') response.end();
        else response.end(png);
      },
    );
    const sockets = new Set<TLSSocket>();
    server.on('secureConnection', (socket: TLSSocket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    return {
      port: (server.address() as AddressInfo).port,
      close: () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          server.close(() => resolve());
          rmSync(dir, { recursive: true, force: true });
        }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
