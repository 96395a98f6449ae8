import { createFileRoute } from '@tanstack/react-router';
import { DailyPage } from '../daily/DailyPage';
import { textsFor } from '../i18n/i18n';

export const Route = createFileRoute('/daily/')({
  loader: () => textsFor('dailyHub'),
  component: () => <DailyPage />,
});
