import { prefersReducedMotion } from '../app/motion';

const PASTELS = ['#ffadad', '#ffd6a5', '#fdffb6', '#caffbf', '#a0c4ff', '#bdb2ff'];

/** The win's confetti: 60 particles from each of two points, above the popup. */
export async function celebrate(): Promise<void> {
  if (prefersReducedMotion()) return;
  // Loaded on the first win only, and optional: without its code (offline), a win has no confetti.
  const confetti = await import('canvas-confetti').then(
    (module) => module.default,
    (error: unknown) => console.warn('Earshot: no confetti this time:', error),
  );
  if (!confetti) return;
  for (const x of [0.35, 0.65]) {
    void confetti({
      particleCount: 60,
      origin: { x, y: 0.4 },
      colors: PASTELS,
      zIndex: 1000,
      disableForReducedMotion: true,
    });
  }
}
