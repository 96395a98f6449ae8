import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../../machines/room/protocol.ts';

/** A new room's code: CODE_LENGTH characters of CODE_ALPHABET, each drawn with the kernel's randomness. */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * A player's id in a room: shown to every player of the room (the scoreboard's keys), so it is no
 * secret, only unique; 9 random bytes make a collision in a room of 50 unthinkable.
 */
export const newPlayerId = () => randomBytes(9).toString('base64url');

/** A seat's token: whoever holds it is that player. 32 random bytes, never stored as they are. */
export const newSeat = () => randomBytes(32).toString('base64url');

/**
 * What the registry and the database keep of a seat's token: its SHA-256. A leaked row or a log
 * hands nobody a seat; the token has 256 bits, so no salt or slow hash is needed against guessing.
 */
export const hashSeat = (seat: string) => createHash('sha256').update(seat).digest('base64url');

/** Whether a token's hash (`hashSeat`) is `kept`, in time that does not depend on where they differ. */
export function sameHash(hash: string, kept: string): boolean {
  const a = Buffer.from(hash);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}
