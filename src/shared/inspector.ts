import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector, in development only: `main.tsx` fills this in before the first render, and
 * production builds drop the import entirely (it sits behind `import.meta.env.DEV`).
 */
export const inspection: { inspect?: Observer<InspectionEvent> } = {};

/** The player's time updates arrive many times a second and would drown every other transition. */
const NOISY_EVENTS = new Set(['player.timeupdate']);

export async function startDevInspector(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_INSPECT === 'off') return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({
    filter: (event) => !(event.type === '@xstate.event' && NOISY_EVENTS.has(event.event.type)),
  });
  inspection.inspect = inspector.inspect;
}
