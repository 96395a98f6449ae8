import type { Locator, Page } from '@playwright/test';
import { playerReady } from './instrumentation.ts';

const STEP_TIMEOUT = 15_000;
/** A round allows 3 attempts; more clicks than this means the UI is not reacting. */
const MAX_GUESSES = 10;

export async function waitForRoundPlayer(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(playerReady('body'), undefined, { timeout, polling: 50 });
}

/**
 * Guesses until the round ends, without knowing the answer: any not-yet-tried item will do, and
 * the round ends on a right guess or when the attempts run out. Resolves with the popup open.
 */
export async function guessUntilRoundEnds(page: Page, names: ReadonlySet<string>): Promise<void> {
  const dialog = page.getByRole('dialog');
  const tried = new Set<string>();
  for (let guess = 0; guess < MAX_GUESSES; guess++) {
    if (await dialog.isVisible()) break;
    let choice: Locator | undefined;
    for (const name of names) {
      if (tried.has(name)) continue;
      const button = page.getByRole('main').getByRole('button', { name, exact: true });
      if ((await button.count()) === 1 && (await button.isEnabled())) {
        tried.add(name);
        choice = button;
        break;
      }
    }
    // None left to tap: the round is over (its last guess disabled the gallery) and its popup,
    // whose code may still be downloading, is on its way; waited for below.
    if (!choice) break;
    await choice.click({ timeout: STEP_TIMEOUT });
    // Either the popup opens or the guess is recorded (its button disabled) before the next one.
    await Promise.race([
      dialog.waitFor({ state: 'visible', timeout: STEP_TIMEOUT }),
      choice.and(page.locator('[disabled]')).waitFor({ timeout: STEP_TIMEOUT }),
    ]);
  }
  await dialog
    .getByRole('heading', { name: /You Won!|Game Over/ })
    .waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
}

/** Waits, within limits, for the popup's own player; its clip counts towards the round's bytes. */
export async function settlePopupPlayer(page: Page): Promise<void> {
  await page
    .waitForFunction(playerReady('[role="dialog"]'), undefined, { timeout: 10_000, polling: 100 })
    .catch(() => {});
}

/** Closes the popup with "Play again" and waits until the next round's player is ready. */
export async function startNextRound(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Play again' }).click({ timeout: STEP_TIMEOUT });
  await dialog.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT });
  // Until the gallery is reset the old round's player may still read as ready.
  await page.waitForFunction(
    () => document.querySelector('main button[data-guessed]') === null,
    undefined,
    { timeout: STEP_TIMEOUT, polling: 50 },
  );
  await waitForRoundPlayer(page);
}
