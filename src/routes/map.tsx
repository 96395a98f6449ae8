import { createFileRoute } from '@tanstack/react-router';
import { GameScreen } from '../game/GameScreen';
import { mapMode } from '../modes/mapMode';

export const Route = createFileRoute('/map')({
  component: () => <GameScreen mode={mapMode} />,
});
