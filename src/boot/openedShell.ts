import { puzzleDay } from '../../machines/daily/calendar';
import type { ModeId } from '../../machines/modes';
import { attemptsFor, type AttemptRules, type Difficulty } from '../../machines/rules/attempts';
import { difficultyToPlay, playsOn, readDifficulty, readSavedRound } from '../storage/freePlay';
import { playKey } from '../shared/playFormats';
import { createGameStore, type GameStore } from '../storage/store';
import { openedRoute } from './openedRoute';

/**
 * The first paint's screens, written at build time from the screens' words (scripts/bootShell.ts):
 * each screen's markup by its address. A daily puzzle's (`/daily/map`, and `/daily/map/$number` for
 * its archive) holds `{n}` for its number and, in the archive, `{date}` for its day; an infinite
 * run's is keyed by its choice (`/infinite?choice=ace`); a mode with a choice of difficulty holds
 * `{intro}` where its opening sentence goes, and has its entry in `difficulties`.
 */
export interface BootShells {
  screens: Record<string, string>;
  /** The player's box, written in a screen as `{player}`, holding `{play}` for its play's key. */
  player: string;
  difficulties: Record<
    string,
    {
      mode: ModeId;
      difficulties: readonly Difficulty[];
      attemptRules: AttemptRules;
      /** Each difficulty's opening sentence, as markup. */
      intros: Partial<Record<Difficulty, string>>;
    }
  >;
}

/** Where free play keeps the round in progress (the tab's storage) and the difficulty last chosen. */
export interface KeptPlay {
  tab: () => Pick<Storage, 'getItem'> | null;
  local: () => Pick<Storage, 'getItem'> | null;
}

/** The game's store over the browser's storage, read only: the app sets aside what is corrupt. */
export const readOnly = (storage: () => Pick<Storage, 'getItem'> | null): GameStore =>
  createGameStore({
    backend: () => {
      const kept = storage();
      return kept && { getItem: (key) => kept.getItem(key), setItem() {}, removeItem() {} };
    },
    report() {},
  });

/**
 * The markup of the screen an address opens, for the first paint, by the app's own rules: an
 * address the app shows as the 404 page (an unknown mode, a puzzle that has not come yet or never
 * will) has none; a daily puzzle gets its number and date; a mode with a choice of difficulty states
 * the attempts of the difficulty its round will be played on (src/engine/roundSession.ts).
 */
export function openedShell(
  shells: BootShells,
  address: { pathname: string; search: string },
  now: Date,
  kept: KeptPlay,
): string | null {
  const { route, path, play } = openedRoute(address, now);
  // Each screen's key: its path; a daily puzzle's with its mode (`/daily/map/$number` from the
  // archive), an infinite run's with its choice.
  let key = path;
  if (play?.format === 'daily') key = route.replace('$mode', play.mode);
  else if (play?.format === 'infinite') key = `${path}?choice=${play.choice}`;
  let shell = Object.prototype.hasOwnProperty.call(shells.screens, key)
    ? shells.screens[key]
    : undefined;
  // A player with nothing to play (today's puzzle of a mode not started yet) is the 404 page's.
  if (shell === undefined || (play === null && shell.includes('{player}'))) return null;
  const choice = shells.difficulties[path];
  if (choice) {
    const rules = {
      difficulties: choice.difficulties,
      maxAttempts: (difficulty: Difficulty) => attemptsFor(choice.attemptRules, difficulty),
    };
    const saved = readSavedRound(choice.mode, readOnly(kept.tab));
    const difficulty = difficultyToPlay(
      playsOn(saved, rules) ? saved : null,
      readDifficulty(choice.mode, choice.difficulties, readOnly(kept.local)),
    );
    shell = shell.replace('{intro}', () => choice.intros[difficulty] ?? '');
  }
  if (play?.format === 'daily') {
    // The date is formatted only where a shell shows one: a page's first `toLocaleDateString` loads
    // the locale's data, which costs a slow phone tens of milliseconds before the first paint.
    if (shell.includes('{date}')) shell = shell.replace('{date}', () => puzzleDay(play.number));
    shell = shell.replaceAll('{n}', String(play.number));
  }
  // The player's box names what its session plays (src/boot/firstRound.ts starts it there).
  return play === null
    ? shell
    : shell.replace('{player}', () => shells.player.replace('{play}', playKey(play)));
}
