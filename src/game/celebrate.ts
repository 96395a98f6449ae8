import { prefersReducedMotion } from '../app/motion';

const PASTELS = ['#ffadad', '#ffd6a5', '#fdffb6', '#caffbf', '#a0c4ff', '#bdb2ff'];

/** The win's confetti: 60 particles from each of two points, above the popup. */
export async function celebrate(): Promise<void> {
  if (prefersReducedMotion()) return;
  // Loaded on the first win only.
  const { default: confetti } = await import('canvas-confetti');
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
