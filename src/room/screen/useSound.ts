import { useEffect, useState, useSyncExternalStore } from 'react';
import { audioContext, unlockAudio } from '../roomAudio';

/*
 * Whether the big screen's sound can play. A browser lets a page start sound only after a click or a
 * key on it (AUDIO.md): a screen opened by typing its address, or left to load on a TV, starts with its
 * AudioContext suspended, and says so until someone turns the sound on. A browser that allows it
 * (a kiosk's setting) resumes the context by itself: the screen asks it to on load, and says nothing
 * unless the context is still held back a moment later.
 */

/** How long a context that may run is given to start before the screen asks for a click. */
export const SOUND_CHECK_MS = 600;

function subscribe(onChange: () => void): () => void {
  const context = audioContext();
  context?.addEventListener('statechange', onChange);
  return () => context?.removeEventListener('statechange', onChange);
}

const stateOf = (): AudioContextState | 'none' => audioContext()?.state ?? 'none';

/**
 * `on` while the screen's sound can play; `off` once the browser has been seen to hold it back (not on
 * a browser without Web Audio: nothing helps there).
 */
export function useSound(): { on: boolean; off: boolean; turnOn: () => void } {
  const state = useSyncExternalStore(subscribe, stateOf, () => 'none' as const);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    void audioContext()
      ?.resume()
      .catch(() => {
        // Refused until a click: the screen says so.
      });
    const timer = setTimeout(() => setChecked(true), SOUND_CHECK_MS);
    return () => clearTimeout(timer);
  }, []);
  return {
    on: state === 'running',
    off: checked && (state === 'suspended' || state === ('interrupted' as AudioContextState)),
    turnOn: () => void unlockAudio(),
  };
}
