import { isDailyMode, type DailyMode } from '../../machines/dailyModes.ts';
import { isInfiniteChoice, type InfiniteChoice } from '../../machines/infiniteChoices.ts';
import { isModeId, type ModeId } from '../../machines/modes.ts';

/**
 * The table of play formats, as the first round reads it (docs/first-round.md): what each format's
 * session plays, the app's routes whose first paint holds its player box, and the module that starts
 * its session. The first paint (src/boot/openedShell.ts), the build's load plan
 * (scripts/routePreload.ts), the first round (src/boot/firstRound.ts) and the handoff to the screens
 * (src/engine/handoff.ts) all read it. Plain data: the build reads it in Node.
 */

/** What one session plays: a mode's free play, one daily puzzle, or an infinite run. */
export type Play =
  | { format: 'free'; mode: ModeId }
  | { format: 'daily'; mode: DailyMode; number: number }
  | { format: 'infinite'; choice: InfiniteChoice };

export type PlayFormat = Play['format'];

export const PLAY_FORMATS: Record<
  PlayFormat,
  {
    /** The routes, as the router names them, whose first paint holds this format's player box. */
    routes: readonly string[];
    /** Its session's module (it exports `startFirstRound`), from the project's root. */
    session: string;
  }
> = {
  free: { routes: ['/$mode'], session: '/src/engine/roundSession.ts' },
  daily: {
    routes: ['/daily/$mode', '/daily/$mode/$number'],
    session: '/src/engine/daily/dailySession.ts',
  },
  infinite: { routes: ['/infinite'], session: '/src/engine/infinite/infiniteSession.ts' },
};

/**
 * A play as one word: `free:map`, `daily:map/12`, `infinite:mixed`. The first paint writes it in its
 * player box (`data-play`), the first round reads it there, and the handoff matches a screen's play
 * to the session started first by it.
 */
export function playKey(play: Play): string {
  switch (play.format) {
    case 'free':
      return `free:${play.mode}`;
    case 'daily':
      return `daily:${play.mode}/${play.number}`;
    case 'infinite':
      return `infinite:${play.choice}`;
  }
}

/** The play a key names, or null for any text `playKey` does not write. */
export function readPlayKey(key: string | undefined): Play | null {
  const [, format, name, number] = /^(\w+):(\w+)(?:\/(\d{1,6}))?$/.exec(key ?? '') ?? [];
  if (format === 'free' && number === undefined && isModeId(name)) return { format, mode: name };
  if (format === 'daily' && number !== undefined && isDailyMode(name)) {
    return { format, mode: name, number: Number(number) };
  }
  if (format === 'infinite' && number === undefined && isInfiniteChoice(name)) {
    return { format, choice: name };
  }
  return null;
}
