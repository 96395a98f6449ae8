import type { Page } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { answerOf, isClipRequest } from './game';

// Puzzle #23 is the puzzle of 2026-11-23 (UTC).
const DAY_23 = new Date('2026-11-23T10:00:00Z');

const agentOf = (id: string) =>
  raw.agents.find((agent) => agent.abilities.some((ability) => ability.id === id))?.name;

/** Solves the daily puzzle the page is loading, at the first try, from the clip it requests. */
async function solve(page: Page, clip: Promise<{ url(): string }>) {
  const answer = answerOf((await clip).url());
  await page.getByRole('combobox', { name: 'Your guess' }).fill(answer.name);
  const agent = agentOf(answer.id);
  await page
    .getByRole('option', { name: agent ? `${answer.name} (${agent})` : answer.name, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Solved in 1/6' })).toBeVisible();
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("a finished daily leads on to the next of today's puzzles, then to the hub", async ({
  page,
}, testInfo) => {
  await page.clock.setFixedTime(DAY_23);
  let clip = page.waitForRequest(isClipRequest);
  await page.goto('/daily/map');
  await solve(page, clip);
  const onward = page.getByRole('navigation', { name: 'Onward' });
  await expect(onward.getByRole('link', { name: 'All daily puzzles' })).toHaveAttribute(
    'href',
    '/daily',
  );
  await onward.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('daily-onward-390.png') });

  clip = page.waitForRequest(isClipRequest);
  await onward.getByRole('link', { name: 'Next: Daily Ability #23' }).tap();
  await expect(page).toHaveURL(/\/daily\/ability$/);
  await solve(page, clip);

  clip = page.waitForRequest(isClipRequest);
  await onward.getByRole('link', { name: 'Next: Daily Ace #23' }).tap();
  await expect(page).toHaveURL(/\/daily\/ace$/);
  await solve(page, clip);
  // Map, Ability and Ace played: next comes the one left, Voice.
  await expect(onward.getByRole('link', { name: /^Next: Daily Voice/ })).toBeVisible();
  await onward.getByRole('link', { name: 'All daily puzzles' }).tap();
  await expect(page).toHaveURL(/\/daily$/);
});

test('the result heading that takes focus after a tap shows no focus box', async ({ page }) => {
  await page.clock.setFixedTime(DAY_23);
  const clip = page.waitForRequest(isClipRequest);
  await page.goto('/daily/ace');
  await solve(page, clip);
  const heading = page.getByRole('heading', { name: 'Solved in 1/6' });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
});
