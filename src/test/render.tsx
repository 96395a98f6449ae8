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

interface ProviderOptions {
  /** Mantine's transitions and portals as players get them (tests turn them off by default). */
  transitions?: boolean;
}

function providers({ transitions = false }: ProviderOptions) {
  return function Providers({ children }: { children: ReactNode }) {
    // env="test" turns off transitions and portals, as Mantine recommends for tests.
    return (
      <MantineProvider theme={theme} env={transitions ? 'default' : 'test'}>
        {children}
      </MantineProvider>
    );
  };
}

export function render(ui: ReactElement, options?: RenderOptions & ProviderOptions) {
  return {
    user: userEvent.setup(),
    ...testingRender(ui, { wrapper: providers(options ?? {}), ...options }),
  };
}

/** Renders `ui` as the page at `/play` of a memory router, with a home page at `/`. */
export function renderInRouter(ui: ReactElement, options: ProviderOptions = {}) {
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
  return { router, ...render(<RouterProvider router={router} />, options) };
}
