import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGE_SCHEMA, CODE_LENGTH, CODE_PATTERN } from '../../machines/room/protocol.ts';
import { hashSeat, newCode, newPlayerId, newSeat, sameHash } from './tokens.ts';

describe('a room’s codes and seats', () => {
  it('makes codes of the room alphabet, all different over many', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    for (const code of codes) {
      expect(code).toMatch(CODE_PATTERN);
      expect(code).toHaveLength(CODE_LENGTH);
    }
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it('makes seat tokens a hello may carry, and player ids a kick may name', () => {
    type Field = { minLength: number; maxLength: number; pattern: string };
    const fields = CLIENT_MESSAGE_SCHEMA.oneOf.map(
      (message) => message.properties as unknown as Record<string, Field>,
    );
    const hello = fields[0]!.seat!;
    const kick = fields[7]!.playerId!;
    const seat = newSeat();
    expect(seat.length).toBeGreaterThanOrEqual(hello.minLength);
    expect(seat.length).toBeLessThanOrEqual(hello.maxLength);
    expect(newPlayerId()).toMatch(new RegExp(kick.pattern));
    expect(newSeat()).not.toBe(seat);
  });

  it('keeps a token’s hash, which matches it alone', () => {
    const seat = newSeat();
    expect(hashSeat(seat)).not.toContain(seat);
    expect(sameHash(hashSeat(seat), hashSeat(seat))).toBe(true);
    expect(sameHash(hashSeat(newSeat()), hashSeat(seat))).toBe(false);
    expect(sameHash('short', hashSeat(seat))).toBe(false);
  });
});
