import { createFileRoute } from '@tanstack/react-router';
import { DailyScreen } from '../daily/DailyScreen';
import { puzzleNumberParam } from '../daily/dailyPuzzle';
import { aceMode } from '../modes/aceMode';

export const Route = createFileRoute('/daily_/ace_/$number')({
  component: function ArchivePuzzle() {
    const { number } = Route.useParams();
    return <DailyScreen mode={aceMode} number={puzzleNumberParam(number)} />;
  },
});
