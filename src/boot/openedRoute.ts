import { isPuzzleOf, puzzleNumber, puzzleNumberParam } from '../../machines/daily/calendar';
import { isDailyMode } from '../../machines/dailyModes';
import { isInfiniteChoice } from '../../machines/infiniteChoices';
import { isModeId } from '../../machines/modes';
import type { Play } from '../shared/playFormats';

/** What an address opens, as the app's routes (src/routes/) tell it, before the app has loaded. */
export interface OpenedRoute {
  /**
   * Its route's path as the router names it (`/`, `/$mode`, `/daily/$mode/$number`); an address that
   * is no route keeps its own path, which no route's table holds.
   */
  route: string;
  /** The address without a trailing slash: `/daily/map/7`. */
  path: string;
  /**
   * What the screen's player plays first; null where the screen has no player, or where the app
   * shows the 404 page (an unknown mode, a puzzle that has not come yet or never will).
   */
  play: Play | null;
}

/**
 * The route an address opens, by the checks the app's routes and screens make (`isModeId`,
 * `isDailyMode` and `isPuzzleOf`, `isInfiniteChoice`): what the page's first script downloads
 * (src/boot/preload.ts) and what the first paint writes (src/boot/openedShell.ts) both follow from it.
 */
export function openedRoute(address: { pathname: string; search: string }, now: Date): OpenedRoute {
  const path = address.pathname.replace(/\/+$/, '') || '/';
  const [, section, mode, archived, ...rest] = path.split('/');
  if (section === 'daily' && isDailyMode(mode) && rest.length === 0) {
    const number = archived === undefined ? puzzleNumber(now) : puzzleNumberParam(archived);
    const route = archived === undefined ? '/daily/$mode' : '/daily/$mode/$number';
    const play: Play | null = isPuzzleOf(mode, number, now)
      ? { format: 'daily', mode, number }
      : null;
    return { route, path, play };
  }
  if (path === '/infinite') {
    const choice = new URLSearchParams(address.search).get('choice');
    return {
      route: path,
      path,
      play: isInfiniteChoice(choice) ? { format: 'infinite', choice } : null,
    };
  }
  if (mode === undefined && isModeId(section)) {
    return { route: '/$mode', path, play: { format: 'free', mode: section } };
  }
  return { route: path, path, play: null };
}
