import {
  CODE_PATTERN,
  type CreateRoomResponse,
  type RoomSettings,
} from '../../machines/room/protocol';
import { t } from './texts';

/**
 * Where the rooms' server is: the community API's base (`/api` on the site's own origin, or another
 * origin's `/api`), or null on a build without it (EARSHOT_API_ORIGIN=off): no rooms then.
 */
export const ROOMS_API: string | null = __COMMUNITY_API__;

/** The WebSocket address of a room: the API's base with ws: or wss: for http: or https:. */
export function socketUrl(base: string, code: string, page: string): string {
  const url = new URL(`${base}/v1/rooms/${code}/socket`, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

export type CreateFailure = 'offline' | 'busy' | 'unavailable' | 'invalid' | 'failed';

export type CreateResult =
  { ok: true; room: CreateRoomResponse } | { ok: false; why: CreateFailure };

/** Why a room could not be made, in a player's words. */
export function createFailureWords(why: CreateFailure): string {
  switch (why) {
    case 'offline':
      return t('createOffline');
    case 'busy':
      return t('createBusy');
    case 'unavailable':
      return t('refusalUnavailable');
    case 'invalid':
      return t('createInvalid');
    case 'failed':
      return t('createFailed');
  }
}

function isCreated(value: unknown): value is CreateRoomResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { code, seat, playerId } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    CODE_PATTERN.test(code) &&
    typeof seat === 'string' &&
    seat.length >= 16 &&
    seat.length <= 64 &&
    typeof playerId === 'string' &&
    playerId.length > 0
  );
}

/** Makes a room (POST /v1/rooms): its code and the creator's seat, or why not. */
export async function createRoom(
  base: string,
  name: string,
  settings: RoomSettings,
  fetcher: typeof fetch = fetch,
): Promise<CreateResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return { ok: false, why: 'offline' };
  }
  let response: Response;
  try {
    response = await fetcher(`${base}/v1/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, settings }),
    });
  } catch {
    return { ok: false, why: navigator.onLine === false ? 'offline' : 'failed' };
  }
  if (response.status === 429) return { ok: false, why: 'busy' };
  if (response.status === 503) return { ok: false, why: 'unavailable' };
  if (response.status === 400) return { ok: false, why: 'invalid' };
  if (!response.ok) return { ok: false, why: 'failed' };
  const body: unknown = await response.json().catch(() => null);
  return isCreated(body) ? { ok: true, room: body } : { ok: false, why: 'failed' };
}
