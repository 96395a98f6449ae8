import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a browser or a CDN may reuse numbers: a few seconds for a puzzle still taking results
 * (then served stale while fetched afresh), a day for one whose numbers can no longer change.
 */
export const LIVE_CACHE = 'public, max-age=15, stale-while-revalidate=45';
export const FINAL_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** Whether an If-None-Match header names `etag` (or any, `*`); weak and strong tags compare alike. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sends a read's body with its cache headers and an ETag made of the body, or 304 with no body when
 * the client already holds it.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  cacheControl: string,
): FastifyReply {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
  reply.header('Cache-Control', cacheControl).header('ETag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
