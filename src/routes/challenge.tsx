import { createFileRoute } from '@tanstack/react-router';
import { ChallengePage } from '../challenge/ChallengePage';
import { textsFor } from '../i18n/i18n';

export const Route = createFileRoute('/challenge')({
  // The link's text as it came; what it holds is read (and refused if need be) by the page.
  validateSearch: (search: Record<string, unknown>): { c?: string } =>
    typeof search.c === 'string' ? { c: search.c } : {},
  loader: () => textsFor('challenge'),
  component: function ChallengeRoute() {
    const { c } = Route.useSearch();
    return <ChallengePage code={c ?? ''} />;
  },
});
