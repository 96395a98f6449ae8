import { createFileRoute } from '@tanstack/react-router';
import { ListenPage } from '../listen/ListenPage';

export const Route = createFileRoute('/listen')({
  validateSearch: (search: Record<string, unknown>): { filter?: 'missed' } =>
    search.filter === 'missed' ? { filter: 'missed' } : {},
  // The first tab's mode alone; the others load when picked.
  loaderDeps: ({ search }) => ({ missedOnly: search.filter === 'missed' }),
  loader: ({ deps }) =>
    import('../listen/listenStart').then((module) => module.loadListenStart(deps.missedOnly)),
  component: function ListenRoute() {
    const { filter } = Route.useSearch();
    return <ListenPage missedOnly={filter === 'missed'} start={Route.useLoaderData()} />;
  },
});
