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

/** Fastify's own refusals of a request's body, in the API's words. */
const FRAMEWORK_ERRORS: Record<string, [number, string, string]> = {
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

export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body: ErrorBody = { error: { code: 'not-found', message: 'There is no such endpoint.' } };
  return reply.code(404).header('Cache-Control', 'no-store').send(body);
}
