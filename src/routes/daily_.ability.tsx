import { createFileRoute } from '@tanstack/react-router';
import { DailyScreen } from '../daily/DailyScreen';
import { abilityMode } from '../modes/abilityMode';

export const Route = createFileRoute('/daily_/ability')({
  component: () => <DailyScreen mode={abilityMode} />,
});
