import { createRootRoute } from '@tanstack/react-router';
import { Layout } from '../app/Layout';
import { NotFound } from '../app/NotFound';
import { RouteError } from '../app/RouteError';

export const Route = createRootRoute({
  component: Layout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
