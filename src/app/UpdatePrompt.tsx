import { lazy, Suspense, type ComponentType } from 'react';
import { useNewVersion, type NewVersion } from './serviceWorker';

/**
 * The notice's code (Mantine's alert and buttons) is loaded once a new version waits, never with a
 * page's first code: the worker that runs the page has kept this version's files, so it comes even
 * offline; should it not, the game plays on without the offer rather than failing the page.
 */
const UpdateNotice = lazy((): Promise<{ default: ComponentType<{ newVersion: NewVersion }> }> =>
  import('./UpdateNotice').catch(() => ({ default: () => null })),
);

/**
 * Registers the service worker (scripts/pwa.ts) and, when a new version has been deployed, says so
 * and offers to reload. It never reloads on its own: a round in progress is the player's to leave.
 */
export function UpdatePrompt() {
  const newVersion = useNewVersion();
  if (!newVersion.waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice newVersion={newVersion} />
    </Suspense>
  );
}
