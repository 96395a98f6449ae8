import { createFileRoute, notFound } from '@tanstack/react-router';
import { isDailyMode } from '../../machines/dailyModes';
import { DailyScreen } from '../daily/DailyScreen';

/** Today's puzzle of a mode (`/daily/map`): a mode with a daily puzzle, or the 404 page. */
export const Route = createFileRoute('/daily_/$mode')({
  beforeLoad: ({ params }) => {
    if (!isDailyMode(params.mode)) throw notFound();
  },
  loader: ({ params }) =>
    import('../engine/deal/loadMode').then((module) => module.loadDailyMode(params.mode)!),
  component: function DailyRoute() {
    return <DailyScreen mode={Route.useLoaderData()} />;
  },
});
