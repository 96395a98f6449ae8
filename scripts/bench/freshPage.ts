import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { INIT_SCRIPT } from './instrumentation.ts';

export const VIEWPORT = { width: 1280, height: 900 };

/** A phone's screen, as the Lighthouse mobile run and the e2e phone tests use. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/**
 * Runs `work` in a page of a brand-new browser context (empty cache, storage and cookies) with the
 * bench's instrumentation, and closes the context afterwards. Past `timeoutMs` the context is
 * closed under the work, which makes whatever it awaits fail at once instead of hanging the bench.
 */
export const withFreshPage = freshPages({ viewport: VIEWPORT });

/** The same on a phone's screen. */
export const withFreshPhonePage = freshPages(PHONE);

function freshPages(contextOptions: BrowserContextOptions) {
  return async function <T>(
    browser: Browser,
    timeoutMs: number,
    work: (page: Page) => Promise<T>,
    locale?: string,
  ): Promise<T> {
    const context = await browser.newContext({ ...contextOptions, ...(locale ? { locale } : {}) });
    let timer: NodeJS.Timeout | undefined;
    try {
      await context.addInitScript({ content: INIT_SCRIPT });
      const page = await context.newPage();
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`gave up after ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
      });
      return await Promise.race([work(page), deadline]);
    } finally {
      clearTimeout(timer);
      await context.close().catch(() => {});
    }
  };
}
