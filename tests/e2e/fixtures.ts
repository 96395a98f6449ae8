import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

const image = readFileSync(path.join(import.meta.dirname, 'fixtures', 'item.png'));
export const MEDIA_SERVICE = 'https://media.valorant-api.com/**';

/**
 * Answers the media service's image requests locally (this machine has no internet): for a page, or
 * for a whole context, which also covers what a service worker fetches.
 */
export async function serveMediaImages(page: Page | BrowserContext) {
  await page.route(MEDIA_SERVICE, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: image }),
  );
}

export const test = base.extend<{ mediaImages: void }>({
  mediaImages: [
    async ({ page }, use) => {
      await serveMediaImages(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
