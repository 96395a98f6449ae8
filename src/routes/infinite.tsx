import { createFileRoute } from '@tanstack/react-router';
import { isInfiniteChoice, type InfiniteChoice } from '../../machines/infiniteChoices';
import { textsFor } from '../i18n/i18n';
import { InfinitePage } from '../infinite/InfinitePage';

export const Route = createFileRoute('/infinite')({
  // An unknown choice in the address opens the picker rather than an error.
  validateSearch: (search: Record<string, unknown>): { choice?: InfiniteChoice } =>
    isInfiniteChoice(search.choice) ? { choice: search.choice } : {},
  // The modes the choice deals, and only those (each a chunk of its own); the picker needs none.
  loaderDeps: ({ search }) => ({ choice: search.choice }),
  loader: ({ deps }) =>
    Promise.all([
      deps.choice
        ? import('../engine/infinite/runModes').then((module) => module.loadRunModes(deps.choice!))
        : undefined,
      textsFor('infinite'),
    ]).then(([modes]) => modes),
  component: function InfiniteRoute() {
    const { choice } = Route.useSearch();
    return <InfinitePage choice={choice} modes={Route.useLoaderData()} />;
  },
});
