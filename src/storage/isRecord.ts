/**
 * Whether a stored or imported value is a plain object whose fields can be checked one by one: not
 * null, not an array (what `typeof` alone would let through).
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
