import { createFileRoute } from '@tanstack/react-router';
import { ListenPage } from '../listen/ListenPage';

export const Route = createFileRoute('/listen')({
  validateSearch: (search: Record<string, unknown>): { filter?: 'missed' } =>
    search.filter === 'missed' ? { filter: 'missed' } : {},
  component: function ListenRoute() {
    const { filter } = Route.useSearch();
    return <ListenPage missedOnly={filter === 'missed'} />;
  },
});
