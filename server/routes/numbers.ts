import type { FastifyInstance } from 'fastify';
import { dailyAnswerId } from '../../machines/daily/schedule.ts';
import { puzzleDate, puzzleNumber } from '../../machines/daily/calendar.ts';
import {
  dailyModesOn,
  firstPuzzle,
  isDailyMode,
  type DailyMode,
} from '../../machines/dailyModes.ts';
import { dailyLedger } from '../../src/content/daily/dailyLedger.ts';
import type { ApiContext } from '../context.ts';
import { FINAL_CACHE, LIVE_CACHE, sendCacheable } from '../http/cache.ts';
import { ApiError } from '../http/errors.ts';
import { isFinal } from '../../machines/community/countingDay.ts';
import { NO_NUMBERS, readNumbers, readPuzzleNumbers, type PuzzleNumbers } from '../store.ts';

/** GET /api/v1/puzzles/:mode/:puzzle */
export interface PuzzleResponse extends PuzzleNumbers {
  mode: DailyMode;
  puzzle: number;
  /** The puzzle's UTC day, YYYY-MM-DD. */
  date: string;
  /** True once its day (and the grace after it) is over: the numbers will not change. */
  final: boolean;
}

/** Yesterday's answer of a mode and how many found it. */
export interface YesterdayAnswer {
  /** The answer's item id: public once its day is over. */
  answer: string;
  players: number;
  solved: number;
  /** solved / players (0 to 1), or null when nobody played it. */
  share: number | null;
}

/** GET /api/v1/today */
export interface TodayResponse {
  puzzle: number;
  date: string;
  /** Today's numbers of every mode with a puzzle today. */
  modes: Partial<Record<DailyMode, PuzzleNumbers>>;
  /** Yesterday's answers and shares; null on the first day. */
  yesterday: {
    puzzle: number;
    date: string;
    final: boolean;
    modes: Partial<Record<DailyMode, YesterdayAnswer>>;
  } | null;
}

const dayOf = (puzzle: number) => puzzleDate(puzzle).toISOString().slice(0, 10);

/** Every read's per-address limit (the health check's too). */
export const readRateLimit = (context: ApiContext) => ({
  // Reads are counted in batches (server/rateLimits.ts): a shared count a read would double its cost.
  rateLimit: { max: context.limits.readsPerMinute, timeWindow: 60_000, batched: true },
});

export function numbersRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db, now } = context;

  app.get<{ Params: { mode: string; puzzle: string } }>(
    '/api/v1/puzzles/:mode/:puzzle',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            mode: { type: 'string', maxLength: 32 },
            puzzle: { type: 'string', pattern: '^[0-9]{1,6}$' },
          },
        },
      },
      config: readRateLimit(context),
    },
    async (request, reply) => {
      const { mode } = request.params;
      const puzzle = Number(request.params.puzzle);
      if (!isDailyMode(mode)) {
        throw new ApiError(404, 'unknown-mode', 'There is no daily puzzle of that mode.');
      }
      const at = now();
      if (puzzle < firstPuzzle(mode) || puzzle > puzzleNumber(at)) {
        throw new ApiError(404, 'no-such-puzzle', 'That puzzle has not been played (yet).');
      }
      const numbers = await readPuzzleNumbers(db, puzzle, mode);
      const final = isFinal(puzzle, at, context.graceMs);
      const body: PuzzleResponse = { mode, puzzle, date: dayOf(puzzle), final, ...numbers };
      return sendCacheable(request, reply, body, final ? FINAL_CACHE : LIVE_CACHE);
    },
  );

  app.get('/api/v1/today', { config: readRateLimit(context) }, async (request, reply) => {
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
    return sendCacheable(request, reply, body, LIVE_CACHE);
  });
}
