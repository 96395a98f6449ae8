import { createFileRoute } from '@tanstack/react-router';
import { GameScreen } from '../game/GameScreen';
import { abilityMode } from '../modes/abilityMode';

export const Route = createFileRoute('/ability')({
  component: () => <GameScreen mode={abilityMode} />,
});
