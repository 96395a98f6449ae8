import { describe, expect, it } from 'vitest';
import { DEFAULT_NAME, seatName } from './names.ts';

describe('a seat’s name', () => {
  it('keeps a name nobody in the room has', () => {
    expect(seatName('Kai', ['Ana'])).toBe('Kai');
  });

  it('numbers a name already taken, whatever its case, from 2', () => {
    expect(seatName('Kai', ['kai'])).toBe('Kai 2');
    expect(seatName('KAI', ['Kai', 'kai 2'])).toBe('KAI 3');
  });

  it('takes the lowest number free again once a player has left', () => {
    expect(seatName('Kai', ['Kai', 'Kai 3'])).toBe('Kai 2');
  });

  it('drops what a reader cannot see: control, bidi and zero-width characters', () => {
    expect(seatName('\u202eKai\u200b\u0007', [])).toBe('Kai');
  });

  it('calls a name of nothing visible Player', () => {
    expect(seatName(' \u200b\u2028 ', [])).toBe(DEFAULT_NAME);
    expect(seatName('', [DEFAULT_NAME])).toBe(`${DEFAULT_NAME} 2`);
  });

  it('shortens a long name so that its number still fits', () => {
    const long = 'Abcdefghijklmnopqrst';
    expect(seatName(long, [long])).toBe('Abcdefghijklmnopqr 2');
    expect(new TextEncoder().encode(seatName(long, [long])).length).toBeLessThanOrEqual(20);
  });
});
