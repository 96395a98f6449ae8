import { describe, expect, it } from 'vitest';
import { isRecord } from './isRecord';

describe('isRecord', () => {
  it('takes a plain object, empty or not', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ v: 1, data: [] })).toBe(true);
  });

  it('refuses null, arrays and every value that is not an object', () => {
    for (const value of [null, undefined, [], [{ v: 1 }], 'text', 3, true]) {
      expect(isRecord(value)).toBe(false);
    }
  });
});
