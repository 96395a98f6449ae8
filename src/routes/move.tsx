import { createFileRoute } from '@tanstack/react-router';
import { textsFor } from '../i18n/i18n';
import { MovePage } from '../move/MovePage';

export const Route = createFileRoute('/move')({
  loader: () => textsFor('move'),
  component: MovePage,
});
