import { createFileRoute } from '@tanstack/react-router';
import { textsFor } from '../i18n/i18n';
import { ListenPage } from '../listen/ListenPage';

export const Route = createFileRoute('/listen')({
  validateSearch: (search: Record<string, unknown>): { filter?: 'missed' } =>
    search.filter === 'missed' ? { filter: 'missed' } : {},
  // The first tab's mode alone; the others load when picked.
  loaderDeps: ({ search }) => ({ missedOnly: search.filter === 'missed' }),
  loader: ({ deps }) =>
    Promise.all([
      import('../listen/listenStart').then((module) => module.loadListenStart(deps.missedOnly)),
      textsFor('listen'),
    ]).then(([start]) => start),
  component: function ListenRoute() {
    const { filter } = Route.useSearch();
    return <ListenPage missedOnly={filter === 'missed'} start={Route.useLoaderData()} />;
  },
});
