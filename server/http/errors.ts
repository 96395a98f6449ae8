import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseUnavailable } from '../db/database.ts';

/** Every error the API answers has this body: a code a program can act on, a sentence a person can read. */
export interface ErrorBody {
  error: { code: string; message: string };
}

/** A refusal the API means to give, with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** How long a client should wait before asking again while the database is unavailable. */
export const UNAVAILABLE_RETRY_SECONDS = 30;

/** The longest address (path and query) the API reads: its own are under 50 characters. */
export const MAX_URL_LENGTH = 1024;

/** Refusals of a request the API gives before any route has seen it. */
export const REFUSALS = {
  badUrl: new ApiError(400, 'malformed-url', 'The address is not valid.'),
  urlTooLong: new ApiError(414, 'url-too-long', 'The address is too long.'),
  headersTooLarge: new ApiError(431, 'headers-too-large', 'The request’s headers are too large.'),
  timeout: new ApiError(408, 'timeout', 'The request did not arrive in time.'),
  malformedRequest: new ApiError(400, 'malformed-request', 'The request is not valid HTTP.'),
  methodNotAllowed: new ApiError(405, 'method-not-allowed', 'The API takes GET, HEAD and POST.'),
  closing: new ApiError(503, 'unavailable', 'The API is restarting; try again in a moment.', 5),
} as const;

/** Fastify's own refusals of a request's address or body, in the API's words. */
const FRAMEWORK_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_BAD_URL: [400, REFUSALS.badUrl.code, REFUSALS.badUrl.message],
  FST_ERR_MAX_PARAM_LENGTH: [414, REFUSALS.urlTooLong.code, REFUSALS.urlTooLong.message],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'too-large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported-media-type', 'Send JSON (application/json).'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed-json', 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed-json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'malformed-request', 'The request’s length is wrong.'],
};

function answer(error: FastifyError | ApiError | Error): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof DatabaseUnavailable) {
    return new ApiError(
      503,
      'unavailable',
      'The community numbers are unavailable right now; try again later.',
      UNAVAILABLE_RETRY_SECONDS,
    );
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return new ApiError(400, 'invalid-request', `The request is not valid: ${error.message}.`);
  }
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) return new ApiError(...known);
  // The JSON parser's own syntax errors, and secure-json-parse's refusal of __proto__ keys.
  if (fastifyError.statusCode === 400) {
    return new ApiError(400, 'malformed-json', 'The request body is not valid JSON.');
  }
  return null;
}

/**
 * Answers every error as JSON with no stack, SQL or echo of the input. Faults the API did not mean
 * (a bug) are logged with their stack and answered 500; an unavailable database is logged by its
 * reason alone (a driver's message may quote a statement's values).
 */
export function handleError(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const known = answer(error);
  if (known?.code === 'unavailable') {
    request.log.warn({ reason: (error as DatabaseUnavailable).reason }, 'database unavailable');
  } else if (!known) {
    request.log.error({ err: error }, 'unexpected error');
  }
  const refusal =
    known ?? new ApiError(500, 'internal', 'Something went wrong on our side; try again later.');
  reply.code(refusal.statusCode).header('Cache-Control', 'no-store');
  if (refusal.retryAfterSeconds !== undefined) {
    reply.header('Retry-After', String(refusal.retryAfterSeconds));
  }
  const body: ErrorBody = { error: { code: refusal.code, message: refusal.message } };
  return reply.send(body);
}

/** The methods the API answers; OPTIONS is CORS's preflight. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!METHODS.has(request.method)) {
    reply.header('Allow', 'GET, HEAD, POST');
    return handleError(REFUSALS.methodNotAllowed, request, reply);
  }
  const body: ErrorBody = { error: { code: 'not-found', message: 'There is no such endpoint.' } };
  return reply.code(404).header('Cache-Control', 'no-store').send(body);
}

/**
 * A refusal as a whole HTTP/1.1 response, for a socket that no request object stands for (Node's
 * parser refused the request, or it never arrived whole). The connection is closed after it.
 */
export function rawErrorResponse(refusal: ApiError): string {
  const body = JSON.stringify({
    error: { code: refusal.code, message: refusal.message },
  } satisfies ErrorBody);
  return [
    `HTTP/1.1 ${refusal.statusCode} ${STATUS_CODES[refusal.statusCode]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Node's refusals of a request it could not parse or that did not arrive in time, in the API's words. */
export function clientErrorRefusal(error: Error & { code?: string }): ApiError {
  if (error.code === 'HPE_HEADER_OVERFLOW') return REFUSALS.headersTooLarge;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return REFUSALS.timeout;
  return REFUSALS.malformedRequest;
}
