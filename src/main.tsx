import './app/styles';
// The theme's CSS variables, generated at build time (scripts/mantineThemeCss.ts).
import 'virtual:mantine-theme.css';
// The page's colours in each colour scheme, over the theme's.
import './app/colours.css';
import { MantineProvider } from '@mantine/core';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDevInspector } from './shared/inspector';
import { keepEarlyFetches } from './app/keepEarlyFetches';
import { RouteError } from './app/RouteError';
import { theme } from './app/theme';
import { routeTree } from './routeTree.gen';
import { colourSchemeManager } from './storage/colourScheme';
import { gameStore } from './storage/gameStore';
import { startLocale } from './app/startLocale';
import { textsReady } from './i18n/i18n';

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  // A page that fails shows its error inside the layout, header and all.
  defaultErrorComponent: RouteError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** A page shown without the site's header and footer (a room's big screen). */
    bare?: boolean;
  }
}

// Started from a function rather than with top-level await: chunks loaded later import from the
// entry chunk, and would wait forever for an entry module that is itself waiting for them.
async function start() {
  keepEarlyFetches();
  await startDevInspector();
  // On a game route, the round has started and is drawing its waveform in the first paint's
  // player box (src/boot/firstRound.ts); its code is loaded only there: the home page does not need it.
  const firstRound = document.getElementById('boot-waveform')
    ? import('./boot/firstRound').then((module) => module.firstRound).catch(() => {})
    : null;
  // Resolve the opened route (its code is already on the way, see scripts/routePreload.ts) before
  // the first render, so that the page renders once, whole, instead of a shell first and the route
  // after. A failure here (a chunk that did not download) is rendered by the root route's error page.
  // The player's language (its core texts, where it is not English) arrives while the route's code
  // does; then the texts and names of the route's own parts (docs/languages.md).
  await Promise.all([router.load().catch(() => {}), startLocale(gameStore)]);
  // In another language, the texts of the route's code, which arrived with it.
  await textsReady();
  await firstRound;

  // Rendered as a transition, so React renders the page in short slices instead of one long task
  // that would keep the browser from answering input while the app starts.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <MantineProvider
          theme={theme}
          defaultColorScheme="auto"
          colorSchemeManager={colourSchemeManager(gameStore)}
          withCssVariables={false}
        >
          <RouterProvider router={router} />
        </MantineProvider>
      </StrictMode>,
    );
  });
}

void start();
