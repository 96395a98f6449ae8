import { CODE_PATTERN } from '../../../machines/room/protocol';
import type { EntryDefinition } from '../store.ts';
import { isRecord } from '../isRecord';

/**
 * What the player keeps of live rooms: the name they go by in a room, and the seats they hold (by
 * room code), so that a reload or a phone that slept returns them to their seat and score. A seat is
 * a secret token: it stays on this device and goes only to the room's own server.
 */
export interface KeptSeat {
  seat: string;
  playerId: string;
  /** When it was last used (ms), to keep the latest. */
  at: number;
}

export interface KeptRooms {
  name: string;
  seats: Record<string, KeptSeat>;
}

export const MAX_KEPT_SEATS = 20;
export const MAX_NAME_LENGTH = 24;

const isSeat = (value: unknown): value is KeptSeat =>
  isRecord(value) &&
  typeof value.seat === 'string' &&
  value.seat.length >= 16 &&
  value.seat.length <= 64 &&
  typeof value.playerId === 'string' &&
  value.playerId.length <= 80 &&
  typeof value.at === 'number';

export const roomsEntry: EntryDefinition<KeptRooms> = {
  key: 'earshot.rooms',
  version: 1,
  validate: (data) => {
    if (!isRecord(data) || typeof data.name !== 'string' || !isRecord(data.seats)) return null;
    if (data.name.length > 64) return null;
    const seats = Object.entries(data.seats);
    if (seats.length > MAX_KEPT_SEATS * 2) return null;
    if (!seats.every(([code, seat]) => CODE_PATTERN.test(code) && isSeat(seat))) return null;
    return data as unknown as KeptRooms;
  },
  initial: () => ({ name: '', seats: {} }),
};

/** Keeps a room's seat (the latest MAX_KEPT_SEATS only). */
export function keepSeat(kept: KeptRooms, code: string, seat: KeptSeat): KeptRooms {
  const seats = Object.entries({ ...kept.seats, [code]: seat })
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_KEPT_SEATS);
  return { ...kept, seats: Object.fromEntries(seats) };
}

export function forgetSeat(kept: KeptRooms, code: string): KeptRooms {
  const seats = { ...kept.seats };
  delete seats[code];
  return { ...kept, seats };
}
