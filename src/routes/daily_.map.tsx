import { createFileRoute } from '@tanstack/react-router';
import { DailyScreen } from '../daily/DailyScreen';
import { mapMode } from '../modes/mapMode';

export const Route = createFileRoute('/daily_/map')({
  component: () => <DailyScreen mode={mapMode} />,
});
