import { useSyncExternalStore } from 'react';
import { audioContext, unlockAudio } from '../roomAudio';

/*
 * Whether the big screen's sound can play. A browser lets a page start sound only after a click or a
 * key on it (AUDIO.md): a screen opened by typing its address, or left to load on a TV, starts with its
 * AudioContext suspended, and says so until someone turns the sound on.
 */

function subscribe(onChange: () => void): () => void {
  const context = audioContext();
  context?.addEventListener('statechange', onChange);
  return () => context?.removeEventListener('statechange', onChange);
}

const stateOf = (): AudioContextState | 'none' => audioContext()?.state ?? 'none';

/** `off` while the browser holds the sound back (not on a browser without Web Audio: nothing helps). */
export function useSound(): { off: boolean; turnOn: () => void } {
  const state = useSyncExternalStore(subscribe, stateOf, () => 'none' as const);
  return {
    off: state === 'suspended' || state === ('interrupted' as AudioContextState),
    turnOn: () => void unlockAudio(),
  };
}
