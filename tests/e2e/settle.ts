import type { Page } from '@playwright/test';

/**
 * Waits in the page for its fonts, and for every running animation or transition that ends (a
 * popup's entrance, a colour's change, the rank's rise) to end, then for `frames` frames laid out
 * after that. At most 120 frames for the animations: one that another holds back must not hang the
 * test.
 */
export async function animationsEnded(page: Page, frames = 2) {
  await page.evaluate(async (after) => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // getAnimations() brings the styles up to date first: a transition just set off is among them.
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    await Promise.race([
      Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
      (async () => {
        for (let i = 0; i < 120; i++) await frame();
      })(),
    ]);
    for (let i = 0; i < after; i++) await frame();
  }, frames);
}
