import { expect, type Page } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { answerOf, isClipRequest, type Answer } from './game';

export type DailyMode = 'map' | 'ability' | 'ace';

const abilities = raw.agents.flatMap((agent) =>
  agent.abilities.map((ability) => ({ ...ability, agent: agent.name })),
);

/** Today's puzzle number by the real clock (#1 was 2026-11-01 UTC), as the community API counts. */
export const todaysPuzzle = () => Math.floor((Date.now() - Date.UTC(2026, 10, 1)) / 86_400_000) + 1;

/** Opens a daily puzzle and returns its answer, learnt from the clip the page requests. */
export async function openPuzzle(page: Page, path: string): Promise<Answer> {
  // The page left behind may still fetch a clip (/daily saves today's clips as it opens, a puzzle
  // the other modes' after a while): the answer is learnt from the new page's own request only.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  const clip = page.waitForRequest(isClipRequest);
  await page.goto(path);
  return answerOf((await clip).url());
}

/** Types an item's name into the guess box and picks its suggestion. */
export async function guessDaily(page: Page, mode: DailyMode, item: Answer) {
  const box = page.getByRole('combobox', { name: 'Your guess' });
  await box.fill(item.name);
  const agent = mode === 'ability' ? abilities.find((each) => each.id === item.id)?.agent : null;
  const label = agent ? `${item.name} (${agent})` : item.name;
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Items of the mode that are wrong, not partial: for an ability, one of another agent. */
export function wrongItems(mode: DailyMode, answer: Answer, count: number): Answer[] {
  if (mode === 'map') return raw.maps.filter((map) => map.id !== answer.id).slice(0, count);
  if (mode === 'ace') {
    return raw.bundles.filter((bundle) => bundle.id !== answer.id).slice(0, count);
  }
  const agent = abilities.find((ability) => ability.id === answer.id)!.agent;
  return abilities.filter((ability) => ability.agent !== agent).slice(0, count);
}

/** The list of a puzzle's tries. */
export const tries = (page: Page) =>
  page.getByRole('list', { name: 'Your tries' }).getByRole('listitem');

/** Waits until the puzzle's clip can play: its guess box is in. */
export async function puzzleReady(page: Page) {
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  await expect(page.getByRole('combobox', { name: 'Your guess' })).toBeVisible();
}
