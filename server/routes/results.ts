import type { FastifyInstance } from 'fastify';
import { msUntilNextPuzzle } from '../../machines/daily/calendar.ts';
import type { ApiContext } from '../context.ts';
import { DatabaseUnavailable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { addressKey, playerKey, QUOTA_PREFIX } from '../privacy.ts';
import { recomputeResult } from '../rules/recompute.ts';
import {
  addResult,
  readPuzzleNumbers,
  ResultMaybeKept,
  type CountedPlay,
  type PuzzleNumbers,
} from '../store.ts';
import type { Verdict } from '../../machines/rules/verdict.ts';

/** The most a result's body may weigh: six item ids and a browser id fit in a quarter of it. */
export const RESULT_BODY_LIMIT = 2048;

/** POST /api/v1/results: a finished daily puzzle of today. */
export interface ResultRequest {
  mode: string;
  puzzle: number;
  /** The browser's random id (a UUID the game makes once and keeps). */
  browserId: string;
  /** Item ids in the order guessed; null for a skip. */
  guesses: (string | null)[];
  /** Whether the game says it was solved; optional, refused when the guesses say otherwise. */
  solved?: boolean;
}

export interface ResultResponse {
  /** False for a repeat: this browser's result for the puzzle was counted before. */
  counted: boolean;
  /**
   * The result that counts for this browser: the one just sent, as the server worked it out from its
   * guesses, or for a repeat the one counted before (its verdicts null when it was counted before the
   * server kept them).
   */
  result: { solved: boolean; tries: number; verdicts: Verdict[] | null };
  /** The puzzle's numbers, this result included; null when they could not be read just then. */
  numbers: PuzzleNumbers | null;
}

const ITEM_ID = '^[0-9A-Za-z-]{1,64}$';
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const resultBodySchema = {
  type: 'object',
  required: ['mode', 'puzzle', 'browserId', 'guesses'],
  additionalProperties: false,
  properties: {
    mode: { type: 'string', maxLength: 32 },
    puzzle: { type: 'integer', minimum: 1, maximum: 999_999 },
    browserId: { type: 'string', pattern: UUID },
    // More than six is the rules' refusal (too-many-tries), with their words; far more is malformed.
    guesses: {
      type: 'array',
      minItems: 1,
      maxItems: 16,
      items: { type: ['string', 'null'], pattern: ITEM_ID },
    },
    solved: { type: 'boolean' },
  },
} as const;

/** How soon a result whose fate is unknown may be sent again: the database was not answering. */
export const MAYBE_KEPT_RETRY_SECONDS = 10;

export function resultRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db, salt, limits, now, dayKeys } = context;
  app.post<{ Body: ResultRequest }>(
    '/api/v1/results',
    {
      bodyLimit: RESULT_BODY_LIMIT,
      schema: { body: resultBodySchema },
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
}
