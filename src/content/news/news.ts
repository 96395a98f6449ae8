import news from 'virtual:catalogue/news';
import type { News } from '../types.ts';

/** The moment a day (YYYY-MM-DD) begins, UTC: NaN for anything else, which marks nothing. */
const dayStart = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;

/**
 * Whether an item carries its "New" mark on `now`: a content update added it and its `newUntil`
 * (src/content/editions.json, a date in the content) has not come yet.
 */
export function isNew(
  item: { edition?: number },
  now: Date = new Date(),
  updates: readonly News[] = news,
): boolean {
  if (item.edition === undefined) return false;
  const update = updates.find((each) => each.edition === item.edition);
  return update !== undefined && now.getTime() < dayStart(update.newUntil);
}

/**
 * What the home page says arrived: the latest update, while its items are new and until the player
 * dismisses it (`dismissed`: the last update whose notice they dismissed, 0 for none).
 */
export function newsToTell(
  now: Date,
  dismissed: number,
  updates: readonly News[] = news,
): News | null {
  const latest = updates.at(-1);
  if (!latest || latest.edition <= dismissed) return null;
  return now.getTime() < dayStart(latest.newUntil) ? latest : null;
}
