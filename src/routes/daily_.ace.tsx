import { createFileRoute } from '@tanstack/react-router';
import { DailyScreen } from '../daily/DailyScreen';
import { aceMode } from '../modes/aceMode';

export const Route = createFileRoute('/daily_/ace')({
  component: () => <DailyScreen mode={aceMode} />,
});
