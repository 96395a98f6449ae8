import { createFileRoute } from '@tanstack/react-router';
import { ListenPage } from '../listen/ListenPage';

export const Route = createFileRoute('/listen')({
  validateSearch: (search: Record<string, unknown>): { filter?: 'missed' } =>
    search.filter === 'missed' ? { filter: 'missed' } : {},
  // Every mode's clips: the modes Mixed deals, which is all of them.
  loader: () => import('../infinite/runModes').then((module) => module.loadRunModes('mixed')),
  component: function ListenRoute() {
    const { filter } = Route.useSearch();
    return <ListenPage missedOnly={filter === 'missed'} modes={Route.useLoaderData()} />;
  },
});
