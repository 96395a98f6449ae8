import { createFileRoute, notFound } from '@tanstack/react-router';
import { puzzleNumber } from '../../machines/daily/calendar';
import { isDailyMode } from '../../machines/dailyModes';
import { DailyScreen } from '../daily/DailyScreen';
import { textsFor } from '../i18n/i18n';
import { DailyChallengeNote } from '../play/DailyChallengeNote';

/** Today's puzzle of a mode (`/daily/map`): a mode with a daily puzzle, or the 404 page. */
export const Route = createFileRoute('/daily_/$mode')({
  beforeLoad: ({ params }) => {
    if (!isDailyMode(params.mode)) throw notFound();
  },
  loader: ({ params }) =>
    Promise.all([
      import('../engine/deal/loadMode').then((module) => module.loadDailyMode(params.mode)!),
      textsFor('daily'),
    ]).then(([mode]) => mode),
  component: function DailyRoute() {
    const mode = Route.useLoaderData();
    return (
      <>
        <DailyChallengeNote mode={mode.id} puzzle={puzzleNumber(new Date())} />
        <DailyScreen mode={mode} />
      </>
    );
  },
});
