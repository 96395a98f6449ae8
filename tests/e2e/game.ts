import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };

const agents = raw.agents;
const abilities = agents.flatMap((agent) => agent.abilities);
const SOURCE_CLIP = /\/(maps|aces|abilities\/[^/]+)\/([^/.]+)\.(mp3|wav)$/;
const DELIVERY_CLIP = /\/clips\/[0-9a-f]+\.m4a$/;

export type ModePath = '/map' | '/ability' | '/ace';

export interface Answer {
  id: string;
  name: string;
}

let deliveryOwners: Map<string, string> | undefined;

/**
 * Delivery files are named by their content, so the item one belongs to is looked up where a curious
 * player would find it: in the site's own JavaScript, which lists each item's clip.
 */
function deliveryClipOwner(pathname: string): string | undefined {
  if (!deliveryOwners) {
    deliveryOwners = new Map();
    const assets = path.resolve(import.meta.dirname, '../../dist/assets');
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      for (const [, id, url] of code.matchAll(/"([0-9a-f-]{36})":\{url:[`"'](\/clips\/[^`"']+)/g)) {
        deliveryOwners.set(url, id);
      }
    }
  }
  return deliveryOwners.get(pathname);
}

/** The item a clip URL belongs to, the way a curious player could work it out. */
export function answerOf(url: string): Answer {
  const pathname = new URL(url).pathname;
  const id = SOURCE_CLIP.exec(pathname)?.[2] ?? deliveryClipOwner(pathname);
  const item = [...raw.maps, ...raw.bundles, ...abilities].find((candidate) => candidate.id === id);
  if (!item) throw new Error(`No catalogue item for clip ${url}`);
  return { id: item.id, name: item.name };
}

export function isClipUrl(url: string | URL) {
  const { pathname } = new URL(url);
  return SOURCE_CLIP.test(pathname) || DELIVERY_CLIP.test(pathname);
}

export function isClipRequest(request: Request) {
  return isClipUrl(request.url());
}

/** Opens a mode and returns the round's answer, learnt from the clip the page requests. */
export async function openMode(page: Page, path: ModePath): Promise<Answer> {
  const clip = page.waitForRequest(isClipRequest);
  await page.goto(path);
  return answerOf((await clip).url());
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

/** Picks an item from the gallery by its button's name (names are unique within a mode). */
export async function guess(page: Page, item: Answer) {
  await page.getByRole('main').getByRole('button', { name: item.name, exact: true }).click();
}

export function wrongGuesses(path: ModePath, answer: Answer, count: number): Answer[] {
  return itemsOf(path)
    .filter((item) => item.id !== answer.id)
    .slice(0, count);
}
