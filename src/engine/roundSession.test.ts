import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModeId } from '../../machines/modes';
import { aceMode } from '../modes/aceMode';
import { mapMode } from '../modes/mapMode';
import { voiceMode } from '../modes/voiceMode';
import { saveRound } from '../storage/freePlay';
import { deliveredClips } from '../test/deliveredClips';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { dealFirstRound } from './deal/firstDeal';
import { roundSessionFor, startFirstRound } from './roundSession';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));

beforeEach(() => {
  FakeWaveSurfer.instances = [];
  document.body.innerHTML = '';
});

// Each test leaves no first round behind for the next: a screen takes it over and goes away.
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  roundSessionFor(mapMode).retain()();
  roundSessionFor(aceMode).retain()();
  roundSessionFor(voiceMode).retain()();
  saveRound('voice', null);
  await new Promise((resolve) => setTimeout(resolve));
});

/** What the first round does on a free-play route (src/boot/firstRound.ts). */
async function startFirst(slot: HTMLElement, mode: ModeId) {
  const dealt = await dealFirstRound(mode);
  startFirstRound(slot, { format: 'free', mode }, dealt);
  return dealt;
}

function placeholder() {
  const slot = document.createElement('div');
  slot.id = 'boot-waveform';
  return document.body.appendChild(slot);
}

describe('the first round', () => {
  it('is not there without a round started first: each screen starts its own', () => {
    expect(roundSessionFor(mapMode)).not.toBe(roundSessionFor(mapMode));
  });

  it("draws its answer's clip in the placeholder before any screen renders", async () => {
    const slot = placeholder();
    await startFirst(slot, 'map');
    expect(FakeWaveSurfer.instances).toHaveLength(1);
    const wavesurfer = FakeWaveSurfer.latest();
    expect(slot.contains(wavesurfer.options.container as Node)).toBe(true);
    const session = roundSessionFor(mapMode);
    const answer = session.freePlay.getSnapshot().context.answer;
    expect(wavesurfer.loaded).toEqual([mapMode.clip(answer.id).url]);
  });

  it('plays the answer dealt before the engine arrived, on the element that requested its clip', async () => {
    deliveredClips(mapMode);
    const dealt = (await startFirst(placeholder(), 'map'))!;
    const session = roundSessionFor(mapMode);
    expect(session.freePlay.getSnapshot().context.answer).toEqual(dealt.plan.answer);
    const clip = mapMode.clip(dealt.plan.answer.id);
    expect(dealt.earlyClip!.media.src).toBe(new URL(clip.url, document.baseURI).href);
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([clip.peaksUrl]);
    expect(FakeWaveSurfer.latest().getMediaElement()).toBe(dealt.earlyClip!.media);
  });

  it('plays on a Voice round resumed after a miss with the line that miss unlocked, and requests that line early', async () => {
    const [answer, missed] = voiceMode.pool;
    saveRound('voice', {
      answerId: answer.id,
      difficulty: 'normal',
      attempts: [{ id: missed.id, name: missed.name, verdict: 'wrong' }],
    });
    // Delivered clips (the unit tests' sound pack has none): their peaks in a file beside them.
    const clipOf = voiceMode.clip;
    vi.spyOn(voiceMode, 'clip').mockImplementation((id, line) => ({
      ...clipOf(id, line),
      peaksUrl: `/voicelines/${id}/${line}.peaks.json`,
      duration: 2,
    }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const dealt = (await startFirst(placeholder(), 'voice'))!;
    expect(dealt.plan.answer).toEqual(answer);
    // The game screen plays the newest unlocked line: the second, after one miss.
    const unlocked = clipOf(answer.id, voiceMode.lines![1].id);
    expect(dealt.earlyClip!.clip.url).toBe(unlocked.url);
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([
      `/voicelines/${answer.id}/${voiceMode.lines![1].id}.peaks.json`,
    ]);
    const session = roundSessionFor(voiceMode);
    expect(session.player.actor.getSnapshot().context.clip?.url).toBe(unlocked.url);
  });

  it('is taken over by the first screen of its mode, and only once', async () => {
    await startFirst(placeholder(), 'map');
    const first = roundSessionFor(mapMode);
    expect(first.freePlay.getSnapshot().status).toBe('active');
    // Another mode's screen starts a round of its own.
    expect(roundSessionFor(aceMode)).not.toBe(first);
    expect(roundSessionFor(aceMode).mode).toBe(aceMode);
    // Asked twice before a screen keeps it (React may build a component twice): the same round.
    expect(roundSessionFor(mapMode)).toBe(first);
    const release = first.retain();
    expect(roundSessionFor(mapMode)).not.toBe(first);
    release();
    await vi.waitFor(() => expect(first.freePlay.getSnapshot().status).toBe('stopped'));
  });

  it('starts nothing for another format, or for a round dealt for another mode', async () => {
    const dealt = await dealFirstRound('map');
    expect(startFirstRound(placeholder(), { format: 'infinite', choice: 'map' }, dealt)).toBe(
      undefined,
    );
    expect(startFirstRound(placeholder(), { format: 'free', mode: 'ace' }, dealt)).toBe(undefined);
    expect(startFirstRound(placeholder(), { format: 'free', mode: 'map' })).toBe(undefined);
    expect(FakeWaveSurfer.instances).toHaveLength(0);
  });
});
