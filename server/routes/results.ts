import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type, type Static } from 'typebox';
import { msUntilNextPuzzle } from '../../machines/daily/calendar.ts';
import type { ApiContext } from '../context.ts';
import { DatabaseUnavailable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { ERROR_RESPONSES, NumbersSchema } from '../http/schemas.ts';
import { addressKey, playerKey, QUOTA_PREFIX } from '../privacy.ts';
import { recomputeResult } from '../rules/recompute.ts';
import { addResult, readPuzzleNumbers, ResultMaybeKept, type CountedPlay } from '../store.ts';
import type { Verdict } from '../../machines/rules/verdict.ts';

/** The most a result's body may weigh: six item ids and a browser id fit in a quarter of it. */
export const RESULT_BODY_LIMIT = 2048;

/** Every verdict a result's guess may get (machines/rules/verdict.ts). */
const VerdictSchema = Type.Union([
  Type.Literal('correct'),
  Type.Literal('partial'),
  Type.Literal('wrong'),
  Type.Literal('skipped'),
]);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The typecheck fails when the schema and the rules' verdicts part. */
export const VERDICTS_MATCH: Same<Static<typeof VerdictSchema>, Verdict> = true;

const ITEM_ID = '^[0-9A-Za-z-]{1,64}$';
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** POST /api/v1/results: a finished daily puzzle of today. */
export const ResultBodySchema = Type.Object(
  {
    mode: Type.String({ maxLength: 32 }),
    puzzle: Type.Integer({ minimum: 1, maximum: 999_999 }),
    /** The browser's random id (a UUID the game makes once and keeps). */
    browserId: Type.String({ pattern: UUID }),
    /**
     * Item ids in the order guessed; null for a skip. More than six is the rules' refusal
     * (too-many-tries), with their words; far more is malformed.
     */
    guesses: Type.Array(Type.Union([Type.String({ pattern: ITEM_ID }), Type.Null()]), {
      minItems: 1,
      maxItems: 16,
    }),
    /** Whether the game says it was solved; optional, refused when the guesses say otherwise. */
    solved: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ResultRequest = Static<typeof ResultBodySchema>;

const ResultResponseSchema = Type.Object(
  {
    /** False for a repeat: this browser's result for the puzzle was counted before. */
    counted: Type.Boolean(),
    /**
     * The result that counts for this browser: the one just sent, as the server worked it out from
     * its guesses, or for a repeat the one counted before (its verdicts null when it was counted
     * before the server kept them).
     */
    result: Type.Object(
      {
        solved: Type.Boolean(),
        tries: Type.Integer({ minimum: 0 }),
        verdicts: Type.Union([Type.Array(VerdictSchema), Type.Null()]),
      },
      { additionalProperties: false },
    ),
    /** The puzzle's numbers, this result included; null when they could not be read just then. */
    numbers: Type.Union([NumbersSchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type ResultResponse = Static<typeof ResultResponseSchema>;

/** How soon a result whose fate is unknown may be sent again: the database was not answering. */
export const MAYBE_KEPT_RETRY_SECONDS = 10;

const results: FastifyPluginAsyncTypebox<{ context: ApiContext }> = async (app, { context }) => {
  const { db, salt, limits, now, dayKeys } = context;
  app.post(
    '/api/v1/results',
    {
      bodyLimit: RESULT_BODY_LIMIT,
      schema: {
        body: ResultBodySchema,
        response: { 200: ResultResponseSchema, 201: ResultResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: { max: limits.resultsPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const at = now();
      const result = recomputeResult(request.body, at, context.graceMs);
      if (!result.ok) throw new ApiError(422, result.code, result.message);
      const { mode, puzzle } = result;
      const dayKey = await dayKeys.keyOf(puzzle);
      const added = await addResult(
        db,
        {
          puzzle,
          mode,
          player: playerKey(salt, mode, puzzle, request.body.browserId),
          address: addressKey(dayKey, request.ip, QUOTA_PREFIX),
          solved: result.solved,
          tries: result.tries,
          verdicts: result.verdicts,
        },
        limits.resultsPerPuzzle,
      ).catch((error: unknown) => {
        if (!(error instanceof ResultMaybeKept)) throw error;
        request.log.warn({ reason: error.reason }, 'result may have been kept');
        throw new ApiError(
          503,
          'maybe-kept',
          'The result may have been kept: send it again; a repeat never counts twice.',
          MAYBE_KEPT_RETRY_SECONDS,
        );
      });
      if (added.outcome === 'overQuota') {
        throw new ApiError(
          429,
          'puzzle-quota',
          'This network has sent as many results for this puzzle as it may.',
          Math.ceil(msUntilNextPuzzle(at) / 1000),
        );
      }
      // A repeat reads the numbers afterwards: its result is kept, so a database that fails now costs
      // the answer its numbers, not its truth.
      const numbers =
        added.outcome === 'counted'
          ? added.numbers
          : await readPuzzleNumbers(db, puzzle, mode).catch((error: unknown) => {
              if (!(error instanceof DatabaseUnavailable)) throw error;
              return null;
            });
      const counted: CountedPlay =
        added.outcome === 'repeat'
          ? added.counted
          : { solved: result.solved, tries: result.tries, verdicts: result.verdicts };
      const body: ResultResponse = {
        counted: added.outcome === 'counted',
        result: counted,
        numbers,
      };
      return reply
        .code(added.outcome === 'counted' ? 201 : 200)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};

/** POST /api/v1/results: a finished daily puzzle of today. */
export const resultRoutes = fp(results, { name: 'earshot-results', fastify: '5.x' });
