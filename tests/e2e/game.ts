import { expect, type Page, type Request } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { scrollEnded } from './settle';

const agents = raw.agents;
const abilities = agents.flatMap((agent) => agent.abilities);
/** The clip addresses: the only ones the game requests. */
const CLIP = /^\/(maps|aces|footsteps|abilities\/[^/]+)\/([^/.]+)\.(mp3|wav)$/;
/** A voice line's address: its agent, then its line. */
const VOICE_LINE = /^\/voicelines\/([^/]+)\/([^/.]+)\.wav$/;

export type ModePath = '/map' | '/ability' | '/ace';

export interface Answer {
  id: string;
  name: string;
}

/** The item a clip URL belongs to, the way a curious player could work it out. */
export function answerOf(url: string): Answer {
  const pathname = new URL(url).pathname;
  const id = CLIP.exec(pathname)?.[2] ?? VOICE_LINE.exec(pathname)?.[1];
  const item = [...raw.maps, ...raw.bundles, ...abilities, ...raw.footsteps, ...agents].find(
    (candidate) => candidate.id === id,
  );
  if (!item) throw new Error(`No catalogue item for clip ${url}`);
  return { id: item.id, name: item.name };
}

export function isClipUrl(url: string | URL) {
  const { pathname, search } = new URL(url);
  return (CLIP.test(pathname) || VOICE_LINE.test(pathname)) && !search;
}

/** The line a voice line's address plays (`death`, `hello`, `pickme`), or null for another clip. */
export function lineOf(url: string): string | null {
  return VOICE_LINE.exec(new URL(url).pathname)?.[2] ?? null;
}

export function isClipRequest(request: Request) {
  return isClipUrl(request.url());
}

const CLIP_FOLDER: Record<ModePath, string> = {
  '/map': '/maps/',
  '/ability': '/abilities/',
  '/ace': '/aces/',
};

/**
 * Opens a mode and returns the round's answer, learnt from the clip the page requests (one of that
 * mode's: the page left behind may still be fetching its next round's clip).
 */
export async function openMode(page: Page, path: ModePath): Promise<Answer> {
  const clip = page.waitForRequest(
    (request) =>
      isClipRequest(request) && new URL(request.url()).pathname.startsWith(CLIP_FOLDER[path]),
  );
  await page.goto(path);
  const answer = answerOf((await clip).url());
  // The first paint plays the clip before the app's code arrives (src/boot/bootPlay.ts): the
  // screen is the app's once its footer is there.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return answer;
}

/** Every item the player could pick in a mode, for choosing wrong guesses. */
export function itemsOf(path: ModePath): Answer[] {
  if (path === '/map') return raw.maps;
  if (path === '/ace') return raw.bundles;
  return abilities;
}

/** Every ability, with its agent. */
export function abilitiesOf(): { id: string; name: string; agentId: string }[] {
  return agents.flatMap((agent) =>
    agent.abilities.map((ability) => ({ id: ability.id, name: ability.name, agentId: agent.id })),
  );
}

/**
 * Picks an item from the gallery by its button's name (names are unique within a mode), once the
 * page has stopped scrolling from the guess before.
 */
export async function guess(page: Page, item: Answer) {
  await scrollEnded(page);
  await page.getByRole('main').getByRole('button', { name: item.name, exact: true }).click();
}

export function wrongGuesses(path: ModePath, answer: Answer, count: number): Answer[] {
  return itemsOf(path)
    .filter((item) => item.id !== answer.id)
    .slice(0, count);
}

/**
 * The modes whose data (`src/modes/{id}Mode.ts`, a chunk each) the page downloads from now on, in
 * the order asked for; the array fills as requests go out.
 */
export function recordModeData(page: Page): string[] {
  const modes: string[] = [];
  page.on('request', (request) => {
    const found = /\/assets\/(\w+)Mode-[\w-]+\.js$/.exec(request.url());
    if (found) modes.push(found[1]);
  });
  return modes;
}

/** What the service worker keeps in its clip cache: the clips' addresses, and their peaks files'. */
export async function cachedClipFiles(page: Page): Promise<{ clips: string[]; peaks: string[] }> {
  const paths = await page.evaluate(async () =>
    (await (await caches.open('earshot-clips')).keys()).map((key) => new URL(key.url).pathname),
  );
  const isPeaks = (path: string) => path.endsWith('.peaks.json');
  return { clips: paths.filter((path) => !isPeaks(path)), peaks: paths.filter(isPeaks) };
}

/** How many clips the service worker has cached. */
export async function cachedClips(page: Page): Promise<number> {
  return (await cachedClipFiles(page)).clips.length;
}
