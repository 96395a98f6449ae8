import { expect, serveMediaImages, test } from './fixtures';
import { hostSite, type HostedSite } from './hostedSite';

// The service worker's registration is under the policy too.
test.use({ serviceWorkers: 'allow' });

let site: HostedSite;
test.beforeAll(async () => {
  site = await hostSite();
});
test.afterAll(() => site.close());

const ROUTES = [
  { path: '/', text: 'Choose wich mode you want to play' },
  { path: '/map', text: "What's the map?", game: true },
  { path: '/ability', text: "What's the ability?", game: true },
  { path: '/ace', text: "What's the skin bundle?", game: true },
  { path: '/no/such/page', text: 'This page does not exist (yet)' },
  // A challenge's link is served its own copy of the page (its link preview): the same scripts.
  { path: '/challenge?c=AAAA', text: 'This challenge link is damaged' },
  // So is a daily's link (its own card), at a nested path.
  { path: '/daily/map', text: /^Daily Map #\d+$/, game: true },
];

for (const route of ROUTES) {
  test(`${route.path} works under the site's security headers, with no policy violation`, async ({
    page,
    context,
  }) => {
    // Once the service worker runs, it fetches the images: answered for the whole context.
    await serveMediaImages(context);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    page.on('pageerror', (error) => violations.push(error.message));
    // Reported by the browser itself for anything the policy blocks, console or not.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );

    const response = await page.goto(site.url + route.path);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
    expect(headers['permissions-policy']).toContain('microphone=()');

    await expect(page.getByText(route.text)).toBeVisible();
    if (route.game) {
      // The app ran (its controls are up) and the clip plays.
      const seek = page.getByRole('slider', { name: 'Seek' }).first();
      await expect(seek).toHaveAttribute('aria-disabled', 'false');
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(seek).not.toHaveAttribute('aria-valuenow', '0');
    }
    // Give late work (the second pass, images, the service worker's registration) time to run.
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });
}
