import { Type, type Static } from 'typebox';
import { DAILY_TRIES } from '../../machines/dailyModes.ts';

/**
 * The shapes the API answers, as JSON Schema (TypeBox): Fastify serialises each answer by its route's
 * schema, so a field no schema lists is never sent, and the routes' types are these schemas'.
 */

const count = Type.Integer({ minimum: 0 });

/** How a puzzle went for everyone (server/store.ts's PuzzleNumbers). */
export const NumbersSchema = Type.Object(
  {
    players: count,
    solved: count,
    missed: count,
    distribution: Type.Array(count, { minItems: DAILY_TRIES, maxItems: DAILY_TRIES }),
  },
  { additionalProperties: false },
);

/** Every refusal's body (server/http/errors.ts). */
export const ErrorSchema = Type.Object(
  { error: Type.Object({ code: Type.String(), message: Type.String() }) },
  { additionalProperties: false },
);

/** The refusals every route may answer. */
export const ERROR_RESPONSES = { '4xx': ErrorSchema, '5xx': ErrorSchema } as const;

/** A day as YYYY-MM-DD. */
export const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export type NumbersBody = Static<typeof NumbersSchema>;
