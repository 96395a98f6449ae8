import { createFileRoute } from '@tanstack/react-router';
import { GameScreen } from '../game/GameScreen';
import { aceMode } from '../modes/aceMode';

export const Route = createFileRoute('/ace')({
  component: () => <GameScreen mode={aceMode} />,
});
