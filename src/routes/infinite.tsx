import { createFileRoute } from '@tanstack/react-router';
import { INFINITE_CHOICES, type InfiniteChoice } from '../../machines/infiniteChoices';
import { InfinitePage } from '../infinite/InfinitePage';

export const Route = createFileRoute('/infinite')({
  // An unknown choice in the address opens the picker rather than an error.
  validateSearch: (search: Record<string, unknown>): { choice?: InfiniteChoice } =>
    INFINITE_CHOICES.includes(search.choice as InfiniteChoice)
      ? { choice: search.choice as InfiniteChoice }
      : {},
  // The modes the choice deals, and only those (each a chunk of its own); the picker needs none.
  loaderDeps: ({ search }) => ({ choice: search.choice }),
  loader: ({ deps }) =>
    deps.choice
      ? import('../engine/infinite/runModes').then((module) => module.loadRunModes(deps.choice!))
      : undefined,
  component: function InfiniteRoute() {
    const { choice } = Route.useSearch();
    return <InfinitePage choice={choice} modes={Route.useLoaderData()} />;
  },
});
