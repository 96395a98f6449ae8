import { createFileRoute } from '@tanstack/react-router';
import { MovePage } from '../move/MovePage';

export const Route = createFileRoute('/move')({
  component: MovePage,
});
