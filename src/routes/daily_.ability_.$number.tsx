import { createFileRoute } from '@tanstack/react-router';
import { DailyScreen } from '../daily/DailyScreen';
import { puzzleNumberParam } from '../daily/dailyPuzzle';
import { abilityMode } from '../modes/abilityMode';

export const Route = createFileRoute('/daily_/ability_/$number')({
  component: function ArchivePuzzle() {
    const { number } = Route.useParams();
    return <DailyScreen mode={abilityMode} number={puzzleNumberParam(number)} />;
  },
});
