import { DAILY_MODE_LABELS } from '../../machines/daily/share.ts';
import { DAILY_MODES, DAILY_TRIES, type DailyMode } from '../../machines/dailyModes.ts';
import { dailyWords, modeWords } from '../screenWords.ts';

/**
 * What each kind of shared link unfurls with, and the page of `dist/` that carries it: the game's
 * (index.html), a challenge's, the daily hub's and one per daily mode (`/daily/map`, the link a daily
 * result shares). A crawler sees only the page, never the player's result: a daily's words and
 * picture name the mode, not its answer or a score. Static hosts serve `x.html` for `/x`
 * (scripts/preview/linkPreviews.ts draws the pictures and writes the pages).
 */

export type PreviewKind = 'game' | 'challenge' | 'daily' | `daily-${DailyMode}`;

export interface Preview {
  /** The page that carries it, in `dist/`. */
  page: string;
  /** The browser tab's title there. */
  tabTitle: string;
  title: string;
  description: string;
  /** The picture's address on the site, and what it shows in words. */
  image: string;
  imageAlt: string;
  /** Its path: og:url, the site's address before it where that is known. */
  path: string;
  /** What its picture says: a tag above the headline (the kind of link), the headline, a line. */
  picture: { tag: string | null; headline: [string, string]; line: string };
}

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** A daily mode's puzzle, in the words its card uses: "Earshot Daily Map", "today's map". */
function dailyPreview(mode: DailyMode): Preview {
  const label = DAILY_MODE_LABELS[mode];
  const what = modeWords(mode).what;
  return {
    page: `daily/${mode}.html`,
    tabTitle: `Daily ${label} · Earshot`,
    title: `Earshot Daily ${label}: can you name today's ${what}?`,
    description:
      `Today's VALORANT sound, the same for everyone: name the ${what} in ${DAILY_TRIES} tries, ` +
      'hearing a little more after each miss. A new one every day at 00:00 UTC. Free, no account.',
    image: `/previews/daily-${mode}.png`,
    imageAlt: `Earshot Daily ${label}: can you name today's ${what} by its sound?`,
    path: `/daily/${mode}`,
    picture: {
      tag: `DAILY ${label.toUpperCase()}`,
      headline: ['Can you name', `today’s ${what}?`],
      line: `The same sound for everyone. ${DAILY_TRIES} tries. New every day.`,
    },
  };
}

/** What the daily modes' puzzles ask for: "map, ability, skin bundle and agent". */
function dailyWhats(): string {
  const whats = DAILY_MODES.map((mode) => modeWords(mode).what);
  return whats.length > 1 ? `${whats.slice(0, -1).join(', ')} and ${whats.at(-1)}` : whats.join('');
}

export const PREVIEWS = {
  game: {
    page: 'index.html',
    tabTitle: 'Earshot',
    title: 'Earshot: guess VALORANT by ear',
    description:
      'Hear a VALORANT clip and name its map, ability, skin bundle or agent. Daily puzzles, endless runs and challenges for your friends. Free, no account.',
    image: '/previews/earshot.png',
    imageAlt: 'Earshot: guess VALORANT maps, abilities and skins by ear',
    path: '/',
    picture: {
      tag: null,
      headline: ['Guess VALORANT', 'by ear'],
      line: 'Maps, abilities, skins and agents, by their sound.',
    },
  },
  challenge: {
    page: 'challenge.html',
    tabTitle: 'Challenge · Earshot',
    title: 'A challenge on Earshot: can you beat it?',
    description:
      'A friend played a VALORANT sound and dares you to name it in fewer tries. Same clip, same rules: beat their score, then pass it on.',
    image: '/previews/challenge.png',
    imageAlt: 'A challenge on Earshot: can you beat your friend?',
    path: '/challenge',
    picture: {
      tag: 'CHALLENGE',
      headline: ['Can you beat', 'your friend?'],
      line: 'Same clip, same tries. Beat their score.',
    },
  },
  daily: {
    page: 'daily.html',
    tabTitle: `${dailyWords.heading} · Earshot`,
    title: "Earshot Daily: today's VALORANT sounds",
    description:
      `Name today's VALORANT sounds by ear: one clip per mode (${dailyWhats()}), the same for ` +
      `everyone, ${DAILY_TRIES} tries each, new every day at 00:00 UTC. Free, no account.`,
    image: '/previews/daily.png',
    imageAlt: "Earshot Daily: name today's VALORANT sounds",
    path: '/daily',
    picture: {
      tag: 'DAILY',
      headline: ['Name today’s', 'VALORANT sounds'],
      line: `One clip per mode, ${DAILY_TRIES} tries, new at 00:00 UTC.`,
    },
  },
  ...(Object.fromEntries(
    DAILY_MODES.map((mode) => [`daily-${mode}`, dailyPreview(mode)]),
  ) as Record<`daily-${DailyMode}`, Preview>),
} satisfies Record<PreviewKind, Preview>;

export const PREVIEW_KINDS = Object.keys(PREVIEWS) as PreviewKind[];

/** The pages beside index.html, each served for its path by static hosts. */
export const PREVIEW_PAGES: readonly { path: string; page: string }[] = PREVIEW_KINDS.filter(
  (kind) => kind !== 'game',
).map((kind) => ({ path: PREVIEWS[kind].path, page: PREVIEWS[kind].page }));
