import { createFileRoute, notFound } from '@tanstack/react-router';
import { isModeId } from '../../machines/modes';
import { GameScreen } from '../game/GameScreen';

/** A mode's free play (`/map`, `/voice`, ...): the address names a mode of the list, or it is the 404 page. */
export const Route = createFileRoute('/$mode')({
  beforeLoad: ({ params }) => {
    if (!isModeId(params.mode)) throw notFound();
  },
  // The mode's data is a chunk of its own (src/engine/deal/loadMode.ts).
  loader: ({ params }) =>
    import('../engine/deal/loadMode').then((module) => module.loadMode(params.mode)!),
  component: function ModeRoute() {
    return <GameScreen mode={Route.useLoaderData()} />;
  },
});
