/**
 * A share in whole percent that never overstates: 0 only when `part` is none of `whole`, 100 only
 * when it is all of it ("fewer tries than 100 %" with one solver left out would be false).
 */
export function roundedPercent(part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0;
  if (part >= whole) return 100;
  return Math.min(99, Math.max(1, Math.round((part / whole) * 100)));
}
