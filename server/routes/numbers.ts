import etag from '@fastify/etag';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { Type, type Static, type TSchema } from 'typebox';
import { dailyAnswerId } from '../../machines/daily/schedule.ts';
import { isPuzzleOf, puzzleDate, puzzleNumber } from '../../machines/daily/calendar.ts';
import {
  DAILY_MODES,
  dailyModesOn,
  isDailyMode,
  type DailyMode,
} from '../../machines/dailyModes.ts';
import { dailyLedger } from '../../src/content/daily/dailyLedger.ts';
import type { ApiContext } from '../context.ts';
import { FINAL_CACHE, LIVE_CACHE } from '../http/cache.ts';
import { ApiError } from '../http/errors.ts';
import { DaySchema, ERROR_RESPONSES, NumbersSchema } from '../http/schemas.ts';
import { isFinal } from '../../machines/community/countingDay.ts';
import { NO_NUMBERS, readNumbers, readPuzzleNumbers } from '../store.ts';

/** An object with at most one `each` per daily mode, and nothing else. */
const byMode = <T extends TSchema>(each: T) =>
  Type.Object(
    Object.fromEntries(DAILY_MODES.map((mode) => [mode, Type.Optional(each)])) as Record<
      DailyMode,
      ReturnType<typeof Type.Optional<T>>
    >,
    { additionalProperties: false },
  );

/** GET /api/v1/puzzles/:mode/:puzzle */
const PuzzleSchema = Type.Object(
  {
    mode: Type.String(),
    puzzle: Type.Integer(),
    /** The puzzle's UTC day, YYYY-MM-DD. */
    date: DaySchema,
    /** True once its day (and the grace after it) is over: the numbers will not change. */
    final: Type.Boolean(),
    ...NumbersSchema.properties,
  },
  { additionalProperties: false },
);
export type PuzzleResponse = Static<typeof PuzzleSchema>;

/** Yesterday's answer of a mode and how many found it. */
const YesterdayAnswerSchema = Type.Object(
  {
    /** The answer's item id: public once its day is over. */
    answer: Type.String(),
    players: Type.Integer({ minimum: 0 }),
    solved: Type.Integer({ minimum: 0 }),
    /** solved / players (0 to 1), or null when nobody played it. */
    share: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type YesterdayAnswer = Static<typeof YesterdayAnswerSchema>;

/** GET /api/v1/today */
const TodaySchema = Type.Object(
  {
    puzzle: Type.Integer(),
    date: DaySchema,
    /** Today's numbers of every mode with a puzzle today. */
    modes: byMode(NumbersSchema),
    /** Yesterday's answers and shares; null on the first day. */
    yesterday: Type.Union([
      Type.Object(
        {
          puzzle: Type.Integer(),
          date: DaySchema,
          final: Type.Boolean(),
          modes: byMode(YesterdayAnswerSchema),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type TodayResponse = Static<typeof TodaySchema>;

const PuzzleParams = Type.Object(
  {
    mode: Type.String({ maxLength: 32 }),
    // A path's number, converted by the schema (server/api.ts): 27, never "27x" or "-1".
    puzzle: Type.Integer({ minimum: 0, maximum: 999_999 }),
  },
  { additionalProperties: false },
);

/**
 * A read's ETag: a hash of the body it answers (@fastify/etag answers 304 to a matching
 * If-None-Match). Only the numbers' routes have one: a room's clip must carry none (server/rooms/routes.ts).
 */
const etagOf = (payload: string | Buffer) =>
  createHash('sha256').update(payload).digest('base64url').slice(0, 22);

const dayOf = (puzzle: number) => puzzleDate(puzzle).toISOString().slice(0, 10);

/** Every read's per-address limit (the health check's too). */
export const readRateLimit = (context: ApiContext) => ({
  // Reads are counted in batches (server/rateLimits.ts): a shared count a read would double its cost.
  rateLimit: { max: context.limits.readsPerMinute, timeWindow: 60_000, batched: true },
});

/** The community numbers' reads: a puzzle's, and today's with yesterday's answers. */
const numbers: FastifyPluginAsyncTypebox<{ context: ApiContext }> = async (app, { context }) => {
  const { db, now } = context;
  await app.register(etag, { hashFn: etagOf });

  app.get(
    '/api/v1/puzzles/:mode/:puzzle',
    {
      schema: { params: PuzzleParams, response: { 200: PuzzleSchema, ...ERROR_RESPONSES } },
      config: readRateLimit(context),
    },
    async (request, reply) => {
      const { mode, puzzle } = request.params;
      if (!isDailyMode(mode)) {
        throw new ApiError(404, 'unknown-mode', 'There is no daily puzzle of that mode.');
      }
      const at = now();
      if (!isPuzzleOf(mode, puzzle, at)) {
        throw new ApiError(404, 'no-such-puzzle', 'That puzzle has not been played (yet).');
      }
      const numbers = await readPuzzleNumbers(db, puzzle, mode);
      const final = isFinal(puzzle, at, context.graceMs);
      const body: PuzzleResponse = { mode, puzzle, date: dayOf(puzzle), final, ...numbers };
      return reply.header('Cache-Control', final ? FINAL_CACHE : LIVE_CACHE).send(body);
    },
  );

  const today = { response: { 200: TodaySchema, ...ERROR_RESPONSES } };
  app.get('/api/v1/today', { schema: today, config: readRateLimit(context) }, async (_, reply) => {
    const at = now();
    const today = puzzleNumber(at);
    const yesterday = today - 1;
    const numbers = await readNumbers(db, yesterday >= 1 ? [today, yesterday] : [today]);
    const of = (puzzle: number, mode: DailyMode) => numbers.get(puzzle)?.get(mode) ?? NO_NUMBERS;
    const body: TodayResponse = {
      puzzle: today,
      date: dayOf(today),
      modes: Object.fromEntries(dailyModesOn(today).map((mode) => [mode, of(today, mode)])),
      yesterday:
        yesterday < 1
          ? null
          : {
              puzzle: yesterday,
              date: dayOf(yesterday),
              final: isFinal(yesterday, at, context.graceMs),
              modes: Object.fromEntries(
                dailyModesOn(yesterday).flatMap((mode) => {
                  const answer = dailyAnswerId(mode, yesterday, dailyLedger[mode]);
                  if (answer === null) return [];
                  const { players, solved } = of(yesterday, mode);
                  const share = players === 0 ? null : Math.round((solved / players) * 1e4) / 1e4;
                  return [[mode, { answer, players, solved, share }]];
                }),
              ),
            },
    };
    return reply.header('Cache-Control', LIVE_CACHE).send(body);
  });
};

/**
 * Encapsulated on purpose (the ETag hook stays with these routes); fastify-plugin names it for the
 * API's registration.
 */
export const numbersRoutes = fp(
  async (app, options: { context: ApiContext }) => {
    await app.register(numbers, options);
  },
  { name: 'earshot-numbers', fastify: '5.x' },
);
