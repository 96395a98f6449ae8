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

/**
 * Waits in the page until it has not scrolled for three frames (at most 90 frames): a guess scrolls
 * the page to the top, smoothly, and a tap while it moves lands where its target was a frame ago.
 */
export async function scrollEnded(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = window.scrollY;
    for (let frames = 0, still = 0; still < 3 && frames < 90; frames++) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
  });
}
