import type { Page } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, MEDIA_SERVICE, test } from './fixtures';
import { answerOf, guess, isClipRequest, type Answer } from './game';

// Issue #16's smaller things, each as a player meets it on the production build.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DAY_23 = new Date('2026-11-23T10:00:00Z');

/** Plays an Infinite run of `choice` that misses its first three clips: Game Over. */
async function missThree(page: Page, choice: 'Map') {
  const firstClip = page.waitForRequest(isClipRequest);
  await page.goto('/infinite');
  await page.getByRole('link', { name: new RegExp(`^${choice}`) }).click();
  let answer: Answer = answerOf((await firstClip).url());
  for (let i = 0; i < 3; i++) {
    const next =
      i < 2
        ? page.waitForRequest(
            (request) => isClipRequest(request) && answerOf(request.url()).id !== answer.id,
          )
        : null;
    await guess(
      page,
      raw.maps.find((map) => map.id !== answer.id)!,
    );
    if (next) answer = answerOf((await next).url());
  }
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Game Over' })).toBeVisible();
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test("Infinite's Share opens the share sheet with the choice played; Listen's Missed counts the mode shown", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      navigator.share = async (data?: ShareData) => void shared.push(data ?? {});
      navigator.canShare = () => true;
    });
    await missThree(page, 'Map');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Shared' })).toBeVisible();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0].text).toMatch(/^Earshot Infinite · Map · 0 · /);
    expect(shared[0].text).toMatch(/\/infinite\?choice=map$/);

    // Three maps missed, no ability: each mode's box counts its own misses.
    await dialog.getByRole('button', { name: 'Practise in Listen' }).click();
    await expect(page.getByRole('heading', { name: 'Listen' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Missed (3)' })).toBeChecked();
    await page
      .getByRole('group', { name: 'Mode' })
      .getByRole('button', { name: 'Ability' })
      .click();
    await expect(page.getByRole('checkbox', { name: /^Missed/ })).toHaveAccessibleName(
      'Missed (0)',
    );
    await expect(page.getByText('No missed clips in this mode.')).toBeVisible();
  });

  test('names in the try list wrap between words, never inside one', async ({ page }) => {
    await page.clock.setFixedTime(DAY_23);
    const clip = page.waitForRequest(isClipRequest);
    await page.goto('/daily/ability');
    const answer = answerOf((await clip).url());
    const long = raw.agents
      .flatMap((agent) => agent.abilities.map((ability) => ({ ...ability, agent: agent.name })))
      .filter((ability) => ability.id !== answer.id)
      .filter((ability) =>
        [
          'FRAG/ment',
          'Astral Form / Cosmic Divide',
          'Dimensional Drift',
          'Convergent Paths',
        ].includes(ability.name),
      );
    const box = page.getByRole('combobox', { name: 'Your guess' });
    for (const ability of long) {
      await box.fill(ability.name);
      await page
        .getByRole('option', { name: `${ability.name} (${ability.agent})`, exact: true })
        .click();
    }
    const tries = page.getByRole('list', { name: 'Your tries' }).getByRole('listitem');
    await expect(tries.nth(long.length - 1)).toContainText(long.at(-1)!.name);
    // Every word of every name sits on one line: its characters' boxes share one top.
    const split = await page.getByRole('list', { name: 'Your tries' }).evaluate((list) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        for (const word of node.data.matchAll(/\S+/g)) {
          const tops = new Set<number>();
          for (let i = word.index; i < word.index + word[0].length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getBoundingClientRect();
            if (rect.width > 0) tops.add(Math.round(rect.top / 4));
          }
          if (tops.size > 1) broken.push(word[0]);
        }
      }
      return broken;
    });
    expect(split).toEqual([]);
  });
});

test('"Copied" stays on screen, announced, after Share copies a run', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await missThree(page, 'Map');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Share' }).click();
  const copied = dialog.getByRole('status').filter({ hasText: 'Copied' });
  await expect(copied).toBeVisible();
  await expect(copied).toHaveAttribute('aria-live', 'polite');
  // Long enough to read: still there seconds later.
  await page.clock.runFor(5000);
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/infinite\?choice=map$/,
  );
});

test('with images failing, ability icons show their key beside the initials', async ({ page }) => {
  await page.route(MEDIA_SERVICE, (route) => route.abort());
  await page.goto('/ability');
  const first = raw.agents[0];
  const keys = { Ability1: 'Q', Ability2: 'E', Grenade: 'C', Ultimate: 'X' } as const;
  for (const ability of first.abilities) {
    const icon = page
      .getByRole('group', { name: first.name })
      .getByRole('button', { name: ability.name, exact: true });
    await expect(icon.getByTestId('image-fallback')).toContainText(
      keys[ability.slot as keyof typeof keys],
    );
  }
});
