import { createFileRoute } from '@tanstack/react-router';
import { DailyScreen } from '../daily/DailyScreen';
import { puzzleNumberParam } from '../daily/dailyPuzzle';
import { mapMode } from '../modes/mapMode';

export const Route = createFileRoute('/daily_/map_/$number')({
  component: function ArchivePuzzle() {
    const { number } = Route.useParams();
    return <DailyScreen mode={mapMode} number={puzzleNumberParam(number)} />;
  },
});
