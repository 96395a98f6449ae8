/*
 * The room's sound, through Web Audio (docs/rooms.md, "Audio"): every device must start the
 * clip at one instant of the server's clock, and only an AudioContext can schedule a start to the
 * millisecond (an <audio> element's play() starts whenever its pipeline is ready). The context is
 * created or resumed in the Join, Create and Start taps (AUDIO.md: a start after an await is refused
 * on iOS), so that the first round plays without another tap.
 */

let context: AudioContext | null = null;

/** Creates or resumes the room's AudioContext: call it inside a click or key handler. */
export function unlockAudio(): AudioContext | null {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
  } catch {
    // No Web Audio (a very old browser): the round is still played, only not heard.
    return null;
  }
  return context;
}

export const audioContext = () => context ?? unlockAudio();

/** Fetches and decodes a round's clip while the round loads. */
export async function loadClip(url: string, signal: AbortSignal): Promise<AudioBuffer> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The clip did not load (${response.status}).`);
  const bytes = await response.arrayBuffer();
  const audio = audioContext();
  if (!audio) throw new Error('No Web Audio here.');
  return audio.decodeAudioData(bytes);
}

/**
 * Starts `buffer` at `at`, an instant on the device's clock (Date.now); one already past starts the
 * clip at once, that far in, in step with the others. The device clock and the audio clock are read
 * one after the other at the very last moment: a delay worked out earlier would be applied late by
 * however long a busy page took in between. Returns what stops it; null when it is already over.
 */
export function playAt(buffer: AudioBuffer, at: number, onEnded?: () => void): (() => void) | null {
  const audio = audioContext();
  if (!audio) return null;
  if ((Date.now() - at) / 1000 >= buffer.duration) return null;
  const source = audio.createBufferSource();
  source.buffer = buffer;
  source.connect(audio.destination);
  source.onended = () => onEnded?.();
  const delayMs = at - Date.now();
  const audioNow = audio.currentTime;
  const late = Math.max(0, -delayMs) / 1000;
  source.start(audioNow + Math.max(0, delayMs) / 1000, Math.min(late, buffer.duration));
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    source.onended = null;
    try {
      source.stop();
    } catch {
      // Already ended.
    }
    source.disconnect();
  };
}

/** A waveform of `bars` levels (0–1) from a decoded clip, where the server served no peaks. */
export function peaksOf(buffer: AudioBuffer, bars = 96): number[] {
  const data = buffer.getChannelData(0);
  const size = Math.max(1, Math.floor(data.length / bars));
  const levels: number[] = [];
  for (let bar = 0; bar < bars; bar++) {
    let max = 0;
    for (let i = bar * size; i < Math.min(data.length, (bar + 1) * size); i++) {
      max = Math.max(max, Math.abs(data[i]));
    }
    levels.push(max);
  }
  const loudest = Math.max(...levels, 1e-6);
  return levels.map((level) => level / loudest);
}
