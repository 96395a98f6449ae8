import {
  puzzleNumbersOf,
  todayNumbersOf,
  type PuzzleNumbers,
  type TodayNumbers,
} from '../../../machines/community/numbers';
import type { DailyMode } from '../../../machines/dailyModes';

/**
 * The community API as the game calls it (docs/community-api.md): at `__COMMUNITY_API__`, fixed at
 * build time; null is a build without one, which makes no request at all.
 */
export const COMMUNITY_API: string | null = __COMMUNITY_API__;

/** An answer of the API: its status, its error's code, and whether it came from the API at all. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  code: string | null;
  /** False for what a host without the API answers (its HTML page): not the API's JSON. */
  fromApi: boolean;
}

/** How long a request may take before the game gives up on it for now (a slow database is a 503). */
const TIMEOUT_MS = 8000;

/** One request to the API; 'unreachable' when it cannot be made or answered in time (offline, down). */
export async function callApi(
  path: string,
  init: RequestInit = {},
  base: string | null = COMMUNITY_API,
): Promise<ApiAnswer | 'unreachable'> {
  if (base === null) return 'unreachable';
  try {
    const response = await fetch(`${base}/v1${path}`, {
      ...init,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = /\bjson\b/.test(response.headers.get('content-type') ?? '');
    const body: unknown = json ? await response.json() : null;
    const error = body && typeof body === 'object' && 'error' in body ? body.error : null;
    const code =
      error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
        ? error.code
        : null;
    return { status: response.status, body, code, fromApi: json };
  } catch {
    return 'unreachable';
  }
}

/** One puzzle's numbers (today's, or an archive puzzle's own day's), or null when there are none. */
export async function readPuzzleNumbers(
  mode: DailyMode,
  puzzle: number,
): Promise<PuzzleNumbers | null> {
  const answer = await callApi(`/puzzles/${mode}/${puzzle}`);
  return answer !== 'unreachable' && answer.status === 200 ? puzzleNumbersOf(answer.body) : null;
}

/** Today's numbers of every mode, and yesterday's answers, or null when there are none. */
export async function readTodayNumbers(): Promise<TodayNumbers | null> {
  const answer = await callApi('/today');
  return answer !== 'unreachable' && answer.status === 200 ? todayNumbersOf(answer.body) : null;
}
