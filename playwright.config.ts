import { defineConfig } from '@playwright/test';
import { BASE_CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Three workers on CI's two cores: a test mostly waits (for the page, its clip, its timers), so
  // two workers left the cores idle half the time (docs/testing.md); every test opens its own
  // browser context, so tests of one file are shared out too.
  workers: 3,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  projects: [
    // What `npm test` runs.
    { name: 'e2e', testIgnore: 'screenshots.spec.ts' },
    // `npm run screens`: every route and finished state shot for a person to look at, on a phone and
    // a desktop in both schemes (docs/testing.md); its checks only make sure each state was reached,
    // which the e2e project's tests of those states check too.
    { name: 'screens', testMatch: 'screenshots.spec.ts' },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Debian's Chromium, started as this machine and CI need it (see scripts/chromium.ts).
    launchOptions: { executablePath: CHROMIUM_PATH, args: BASE_CHROMIUM_ARGS },
    // Recording a trace costs a test about a third more time (its snapshots and screencast): CI,
    // which retries a failed test once, records the retry's; a run here keeps a failed test's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 900 },
    // Without the service worker, a test's page.route sees every request the page makes; the tests
    // of the offline-first site (pwa.spec.ts, headers.spec.ts) turn it on.
    serviceWorkers: 'block',
  },
  webServer: {
    // The production build, as players get it: `vite build` alone, since `npm test` has type-checked
    // the project just before (`npm run build` would run tsc a second time, half a minute on CI).
    command: `npx vite build && npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    // The preview serves the community API at /api too (server/vitePlugin.ts), on a database in
    // memory, gone with the server; every test's page comes from 127.0.0.1, so the per-address limits
    // are lifted. Tests that count use an API of their own (tests/e2e/communityApi.ts).
    env: {
      EARSHOT_API_DATA: 'memory://',
      EARSHOT_API_RESULTS_PER_MINUTE: '100000',
      EARSHOT_API_RESULTS_PER_PUZZLE: '100000',
      EARSHOT_API_READS_PER_MINUTE: '100000',
    },
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    // A fresh clone's first build encodes the whole sound pack (minutes on two cores, more on a busy
    // machine) before the server starts.
    timeout: 900_000,
    stdout: 'pipe',
  },
});
