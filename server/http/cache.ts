/**
 * How long a browser or a CDN may reuse numbers: a few seconds for a puzzle still taking results
 * (then served stale while fetched afresh), a day for one whose numbers can no longer change. The
 * reads' ETag and 304 are @fastify/etag's (server/routes/numbers.ts).
 */
export const LIVE_CACHE = 'public, max-age=15, stale-while-revalidate=45';
export const FINAL_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
