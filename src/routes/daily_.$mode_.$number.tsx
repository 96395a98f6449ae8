import { createFileRoute, notFound } from '@tanstack/react-router';
import { isDailyMode } from '../../machines/dailyModes';
import { DailyScreen } from '../daily/DailyScreen';
import { textsFor } from '../i18n/i18n';
import { DailyChallengeNote } from '../play/DailyChallengeNote';
import { puzzleNumberParam } from '../../machines/daily/calendar';

/** A puzzle from a mode's archive (`/daily/map/7`). */
export const Route = createFileRoute('/daily_/$mode_/$number')({
  beforeLoad: ({ params }) => {
    if (!isDailyMode(params.mode)) throw notFound();
  },
  loader: ({ params }) =>
    Promise.all([
      import('../engine/deal/loadMode').then((module) => module.loadDailyMode(params.mode)!),
      textsFor('daily'),
    ]).then(([mode]) => mode),
  component: function ArchivePuzzle() {
    const { number } = Route.useParams();
    const mode = Route.useLoaderData();
    const puzzle = puzzleNumberParam(number);
    return (
      <>
        <DailyChallengeNote mode={mode.id} puzzle={puzzle} />
        <DailyScreen mode={mode} number={puzzle} />
      </>
    );
  },
});
