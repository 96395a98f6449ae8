import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render as testingRender, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../app/theme';

function Providers({ children }: { children: ReactNode }) {
  // env="test" turns off transitions and portals, as Mantine recommends for tests.
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

export function render(ui: ReactElement, options?: RenderOptions) {
  return { user: userEvent.setup(), ...testingRender(ui, { wrapper: Providers, ...options }) };
}

/** Renders `ui` as the page at `/play` of a memory router, with a home page at `/`. */
export function renderInRouter(ui: ReactElement) {
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <h1>Home page</h1>,
  });
  const play = createRoute({ getParentRoute: () => root, path: '/play', component: () => ui });
  const router = createRouter({
    routeTree: root.addChildren([home, play]),
    history: createMemoryHistory({ initialEntries: ['/play'] }),
  });
  return { router, ...render(<RouterProvider router={router} />) };
}
