import { vi } from 'vitest';
import type { Mode } from '../modes/mode';

/**
 * Gives `mode`'s clips a peaks file beside them, as the delivery does (the unit tests' sound pack
 * has none), so that a first deal requests its clip early; every request hangs.
 */
export function deliveredClips(mode: Mode) {
  const clipOf = mode.clip;
  vi.spyOn(mode, 'clip').mockImplementation((id, line) => {
    const clip = clipOf(id, line);
    return { ...clip, peaksUrl: `${clip.url}.peaks.json`, duration: 90 };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
}
