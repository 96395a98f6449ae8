/**
 * Which of a locale's files each part's texts travel in (docs/languages.md), so that a player in
 * another language downloads the texts of what they open, not of the whole game:
 * - `core`, with the locale's first file: what the app's shell, the home page and a free-play round
 *   show (the entry's parts and the free-play screen's);
 * - `daily`: what a daily puzzle's screen loads with it (its rules and the rules' chunk, which the
 *   keyboard's shortcuts and what the game sends come in, its count of players, the
 *   banner of a challenge and the notice of a browser that keeps nothing);
 * - `more`: everything else (the header's dialogs, the daily hub and end panel, rooms, Listen,
 *   Infinite, challenges, Move), fetched when the first of its parts' code is.
 * A part not listed is in `more`. The catalogue's names travel by section (agents, abilities, maps,
 * bundles), each with the chunk of the modes that show it.
 */
export const MESSAGE_GROUPS: Record<'core' | 'daily', readonly string[]> = {
  core: [
    'app',
    'home',
    'modes',
    'roles',
    'play',
    'player',
    'game',
    'help',
    'clip',
    'voice',
    'footsteps',
    'dailyStrip',
    'puzzleState',
  ],
  daily: [
    'daily',
    'dailyRules',
    'rules',
    'community',
    'challengeWords',
    'challengeBanner',
    'storageNotice',
  ],
};

export const NAME_SECTIONS = ['agents', 'abilities', 'maps', 'bundles'] as const;
export type NameSection = (typeof NAME_SECTIONS)[number];

/**
 * Parts whose texts only the build uses: `news`, the words of the home page's "What's new" line,
 * which the build writes whole in each locale (scripts/i18n/messagesPlugin.ts).
 */
export const BUILD_PARTS: readonly string[] = ['news'];

/** The group a part's texts travel in (`build` for a part no page downloads). */
export const groupOfPart = (part: string): string =>
  BUILD_PARTS.includes(part)
    ? 'build'
    : ((Object.keys(MESSAGE_GROUPS) as (keyof typeof MESSAGE_GROUPS)[]).find((group) =>
        MESSAGE_GROUPS[group].includes(part),
      ) ?? 'more');
