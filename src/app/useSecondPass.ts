import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render and true from a second, interruptible one right after: what
 * nobody needs before the first frame (the guessing controls, the volume slider) waits for it, so
 * that the waveform is drawn as early as it can be. (A state set from an effect: a deferred value is
 * not deferred when the route itself renders in a transition.)
 */
export function useSecondPass(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => startTransition(() => setSecond(true)), []);
  return second;
}
