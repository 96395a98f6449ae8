import { isPlayablePuzzle, puzzleNumber, puzzleNumberParam } from '../../machines/daily/calendar';
import { firstPuzzle, isDailyMode } from '../../machines/daily/verdict';
import { isInfiniteChoice, type InfiniteChoice } from '../../machines/infinite/run';
import { isModeId } from '../../machines/modes';

/** What an address opens, as the app's routes (src/routes/) tell it, before the app has loaded. */
export interface OpenedRoute {
  /**
   * Its route's path as the router names it (`/`, `/$mode`, `/daily/$mode/$number`); an address that
   * is no route keeps its own path, which no route's table holds.
   */
  route: string;
  /** The address without a trailing slash: `/daily/map/7`. */
  path: string;
  /** A daily puzzle's number: today's, or the archive's from the address (NaN: not a number). */
  number?: number;
  /**
   * Whose clips the screen's player plays first: a mode, or an infinite run's choice; null where the
   * screen has no player, or the app shows the 404 page (an unknown mode, a puzzle that has not come
   * yet or never will).
   */
  play: InfiniteChoice | null;
}

/**
 * The route an address opens, by the app's own checks: what the first paint writes
 * (src/boot/openedShell.ts) and what a first visit downloads first (scripts/routePreload.ts) both
 * follow from it.
 */
export function openedRoute(address: { pathname: string; search: string }, now: Date): OpenedRoute {
  const path = address.pathname.replace(/\/+$/, '') || '/';
  const [, section, mode, archived, ...rest] = path.split('/');
  if (section === 'daily' && isDailyMode(mode) && rest.length === 0) {
    const number = archived === undefined ? puzzleNumber(now) : puzzleNumberParam(archived);
    const playable = isPlayablePuzzle(number, now) && number >= firstPuzzle(mode);
    const route = archived === undefined ? '/daily/$mode' : '/daily/$mode/$number';
    return { route, path, number, play: playable ? mode : null };
  }
  if (path === '/infinite') {
    const choice = new URLSearchParams(address.search).get('choice');
    return { route: path, path, play: isInfiniteChoice(choice) ? choice : null };
  }
  if (mode === undefined && isModeId(section)) return { route: '/$mode', path, play: section };
  return { route: path, path, play: null };
}
