import { availableParallelism } from 'node:os';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import packageJson from './package.json' with { type: 'json' };
import { soundPackPlugin } from './scripts/pack/soundPackPlugin.ts';
import { routePreloadPlugin } from './scripts/routePreload.ts';
import { bootShellPlugin } from './scripts/bootShell.ts';
import { linkPreviewPlugin } from './scripts/preview/linkPreviews.ts';
import { catalogueSectionsPlugin } from './scripts/catalogueSections.ts';
import { communityApiDefinePlugin } from './scripts/communityApi.ts';
import { communityApiPlugin } from './server/vitePlugin.ts';
import { chunkGroups } from './scripts/chunkGroups.ts';
import { messagesPlugin } from './scripts/i18n/messagesPlugin.ts';
import { mantineThemePlugin } from './scripts/mantineThemeCss.ts';
import { pwaOptions } from './scripts/pwa.ts';
import { viteLogger } from './scripts/viteLogger.ts';
import { shortNamesPlugin } from './scripts/shortNames.ts';
import { theme } from './src/app/theme.ts';

/** The zones 8 hours behind UTC (for most of the year) and 14 hours ahead of it. */
const FAR_TIME_ZONES = ['America/Los_Angeles', 'Pacific/Kiritimati'];

/**
 * The rules' tests that deal with days: the statecharts, and the first paint's script, which works out
 * the day's puzzle. The build's own scripts (delivery, pack, chunks, service worker) do not, nor do the
 * rooms' (machines/room/: their times are the server's milliseconds, never a day).
 */
const DATED_RULES_TESTS = [
  'machines/*.test.ts',
  'machines/!(room)/**/*.test.ts',
  'scripts/bootShell*.test.ts',
];

/** The community API's tests that deal with days: which puzzle counts, and when. */
const DATED_SERVER_TESTS = ['server/rules/recompute.test.ts', 'server/privacy.test.ts'];

/** The screens' tests that deal with days, dates and the countdown. */
const DATED_UI_TESTS = [
  'src/daily/**/*.test.{ts,tsx}',
  'src/storage/**/*.test.ts',
  'src/content/daily/dailyLedger.test.ts',
];

/**
 * The unit projects run under one time zone: the rules (node) and the screens (jsdom); only those of
 * `rules` and `ui` when given.
 */
function unitProjects(
  timeZone: string,
  {
    rules = ['machines/**/*.test.ts', 'scripts/**/*.test.ts'],
    ui = ['src/**/*.test.{ts,tsx}'],
    server = ['server/**/*.test.ts'],
  } = {},
): TestProjectInlineConfiguration[] {
  const suffix = timeZone === 'UTC' ? '' : ` ${timeZone}`;
  return [
    {
      extends: true,
      test: {
        name: `server${suffix}`,
        environment: 'node',
        include: server,
        env: { TZ: timeZone },
        setupFiles: ['./scripts/test/timeZone.ts'],
        // The integration suites start a database first (PGlite creates one; PostgreSQL runs initdb).
        hookTimeout: 180_000,
      },
    },
    {
      extends: true,
      test: {
        name: `rules${suffix}`,
        environment: 'node',
        include: rules,
        env: { TZ: timeZone },
        setupFiles: ['./scripts/test/timeZone.ts'],
      },
    },
    {
      extends: true,
      test: {
        name: `ui${suffix}`,
        environment: 'jsdom',
        include: ui,
        env: { TZ: timeZone },
        setupFiles: ['./scripts/test/timeZone.ts', './src/test/setup.ts'],
      },
    },
  ];
}

export default defineConfig({
  customLogger: viteLogger(),
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __SOURCE_URL__: JSON.stringify(packageJson.repository.url),
  },
  resolve: {
    alias: [
      // The router's and @xstate/react's selector hook, without the shim for React before 18 that
      // it wraps React's own useSyncExternalStore in (the same package's entry for React 18 and up).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    // One stylesheet: a lazily loaded route would otherwise wait for its own CSS before rendering.
    cssCodeSplit: false,
    // A source map beside each script, which the script does not name (browsers download none): an
    // error's place in the source can be found, and the e2e tests tell which source files a chunk
    // holds (tests/e2e/firstVisit.spec.ts).
    sourcemap: 'hidden',
    rolldownOptions: {
      // Rolldown's report of where a build spent its time names our own plugins whenever they do their
      // work (a fresh clone's first build encodes the whole sound pack): nothing a reader can act on.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
  plugins: [
    // The router plugin must come before react() so that route files are split before transforming.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    mantineThemePlugin(theme),
    messagesPlugin(),
    bootShellPlugin(),
    linkPreviewPlugin(),
    soundPackPlugin(),
    catalogueSectionsPlugin(),
    routePreloadPlugin(),
    shortNamesPlugin(),
    // The game's build-time address of the community API, and the API itself at /api in the dev and
    // preview servers (docs/community-api.md).
    communityApiDefinePlugin(),
    communityApiPlugin(),
    VitePWA(pwaOptions()),
  ],
  test: {
    // The machine is shared with encoding and browser runs: leave room for the ability gallery's cards.
    testTimeout: 15_000,
    // Vitest's default is one worker per core but one: a single worker on CI's two cores, which ran
    // the unit files one after the other. Two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...unitProjects('UTC'),
      // The day turns at 00:00 UTC wherever the player is: the rules, screens and storage that deal
      // with days run again in the zones furthest either side of UTC.
      ...FAR_TIME_ZONES.flatMap((zone) =>
        unitProjects(zone, {
          rules: DATED_RULES_TESTS,
          ui: DATED_UI_TESTS,
          server: DATED_SERVER_TESTS,
        }),
      ),
    ],
  },
});
