import type { Browser, Page } from '@playwright/test';
import { INIT_SCRIPT } from './instrumentation.ts';

export const VIEWPORT = { width: 1280, height: 900 };

/**
 * Runs `work` in a page of a brand-new browser context (empty cache, storage and cookies) with the
 * bench's instrumentation, and closes the context afterwards. Past `timeoutMs` the context is
 * closed under the work, which makes whatever it awaits fail at once instead of hanging the bench.
 */
export async function withFreshPage<T>(
  browser: Browser,
  timeoutMs: number,
  work: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  let timer: NodeJS.Timeout | undefined;
  try {
    await context.addInitScript({ content: INIT_SCRIPT });
    const page = await context.newPage();
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`gave up after ${timeoutMs / 1000} s`)), timeoutMs);
    });
    return await Promise.race([work(page), deadline]);
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => {});
  }
}
