import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clip } from '../../machines/player/playerMachine';
import { abilityMode } from '../modes/abilityMode';
import { aceMode } from '../modes/aceMode';
import { mapMode } from '../modes/mapMode';
import { voiceMode } from '../modes/voiceMode';
import { DAILY_MODES } from '../../machines/dailyModes';
import { dailyPuzzle } from '../engine/daily/dailyPuzzle';
import {
  loadDailyClips,
  prefetchTodaysClips,
  todaysClip as todaysClipOf,
} from './prefetchTodaysClips';

const prefetched = vi.hoisted(() => [] as string[]);
const cancelled = vi.hoisted(() => [] as string[]);
vi.mock('../engine/deal/prefetchClip', () => ({
  prefetchClip: (clip: Clip) => {
    prefetched.push(clip.url);
    return () => cancelled.push(clip.url);
  },
}));

const now = new Date('2026-11-23T10:00:00Z');
const todaysClip = (mode: typeof mapMode, at = now) => {
  const puzzle = dailyPuzzle(mode, at);
  return puzzle.kind === 'ready' ? mode.clip(puzzle.answer.id).url : null;
};

describe('prefetchTodaysClips', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    prefetched.length = 0;
    cancelled.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it("fetches the other modes' clips of the day once the puzzle has had its head start", async () => {
    prefetchTodaysClips(now, 'ability');
    await vi.advanceTimersByTimeAsync(1000);
    expect(prefetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(prefetched).toHaveLength(2));
    expect(prefetched.sort()).toEqual([todaysClip(mapMode), todaysClip(aceMode)].sort());
  });

  it('on the daily hub, fetches every mode’s clip of the day at once', async () => {
    prefetchTodaysClips(now, null);
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(prefetched).toHaveLength(3));
    expect(prefetched.sort()).toEqual(
      [todaysClip(mapMode), todaysClip(abilityMode), todaysClip(aceMode)].sort(),
    );
  });

  it('fetches nothing once the screen has left before the head start is over', async () => {
    const cancel = prefetchTodaysClips(now, 'map');
    cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(prefetched).toEqual([]);
  });

  it('cancels the fetches it started when the screen leaves', async () => {
    const cancel = prefetchTodaysClips(now, 'map');
    await vi.advanceTimersByTimeAsync(6000);
    await vi.waitFor(() => expect(prefetched).toHaveLength(2));
    cancel();
    expect(cancelled.sort()).toEqual(prefetched.sort());
  });

  it("names the same clip as the daily puzzle, every day of a year and a half, reading each mode's clips alone", async () => {
    const descriptors = { map: mapMode, ability: abilityMode, ace: aceMode, voice: voiceMode };
    expect(Object.keys(descriptors).sort()).toEqual([...DAILY_MODES].sort());
    for (const id of DAILY_MODES) {
      let played = 0;
      const clips = await loadDailyClips(id);
      for (let day = 0; day < 550; day += 1) {
        const at = new Date(Date.UTC(2026, 0, 1, 12) + day * 86_400_000);
        const expected = todaysClip(descriptors[id], at);
        expect(todaysClipOf(id, clips, at)?.url ?? null, `${id} on ${at.toISOString()}`).toBe(
          expected,
        );
        if (expected) played += 1;
      }
      // Months of those days have a puzzle: the comparison is not of nulls alone.
      expect(played, id).toBeGreaterThan(100);
    }
  });
});
