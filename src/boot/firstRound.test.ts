import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { attemptsFor } from '../../machines/rules/attempts';
import { dailyPuzzle } from '../engine/daily/dailyPuzzle';
import { dailySessionFor } from '../engine/daily/dailySession';
import { freePlayRules } from '../engine/deal/freePlay';
import { sessionFor } from '../engine/handoff';
import { infiniteSessionFor } from '../engine/infinite/infiniteSession';
import { roundSessionFor } from '../engine/roundSession';
import { loadRunModes, poolFor } from '../engine/infinite/runModes';
import { mapMode } from '../modes/mapMode';
import type { DailyModeDescriptor } from '../modes/mode';
import { playKey, type Play } from '../shared/playFormats';
import { saveDifficulty } from '../storage/freePlay';
import { deliveredClips } from '../test/deliveredClips';
import { playFirstRound } from './firstRound';
import { openedShell, type BootShells } from './openedShell';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));

/** Puzzle #27's day. */
const NOV_27 = new Date('2026-11-27T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: NOV_27, toFake: ['Date'] });
  FakeWaveSurfer.instances = [];
  document.body.innerHTML = '';
});

// Each test leaves no session behind for the next: its screen takes it over and goes away.
afterEach(async () => {
  for (const play of [
    { format: 'free', mode: 'map' },
    { format: 'free', mode: 'ability' },
    { format: 'daily', mode: 'map', number: 27 },
    { format: 'infinite', choice: 'map' },
  ] as const) {
    sessionFor<{ retain(): () => void } | null>(play, () => null)?.retain()();
  }
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await new Promise((resolve) => setTimeout(resolve));
});

/** The first paint's player box for `play`, as src/boot/openedShell.ts writes it. */
function playerBox(play: Play) {
  document.body.innerHTML =
    `<div class="boot-player"><div id="boot-waveform" data-play="${playKey(play)}"></div>` +
    `<div class="boot-controls"></div></div>`;
  return document.getElementById('boot-waveform')!;
}

/** Runs the first round of `play` until it settles, its clip loading and then able to play. */
async function firstRoundOf(play: Play) {
  const slot = playerBox(play);
  const started = playFirstRound(slot, play);
  await vi.waitFor(() => expect(FakeWaveSurfer.instances).toHaveLength(1));
  const wavesurfer = FakeWaveSurfer.latest();
  wavesurfer.emit('ready', 3);
  wavesurfer.media.fire('canplay');
  await started;
  const drawnInBox = slot.contains(wavesurfer.options.container as Node);
  const playButton = document.querySelector('.boot-controls button');
  return { wavesurfer, drawnInBox, playButton };
}

describe('the first round of each play format', () => {
  it("starts free play's round in the first paint's box, with a Play button, for the game screen", async () => {
    const { wavesurfer, drawnInBox, playButton } = await firstRoundOf({
      format: 'free',
      mode: 'map',
    });
    expect(drawnInBox).toBe(true);
    expect(playButton).not.toBeNull();
    const session = roundSessionFor(mapMode);
    expect(session.player.actor.getSnapshot().context.clip?.url).toBe(wavesurfer.loaded[0]);
    expect(roundSessionFor(mapMode)).toBe(session);
  });

  it("starts today's daily puzzle there, for its screen", async () => {
    const { wavesurfer, drawnInBox, playButton } = await firstRoundOf({
      format: 'daily',
      mode: 'map',
      number: 27,
    });
    expect(drawnInBox).toBe(true);
    expect(playButton).not.toBeNull();
    const puzzle = dailyPuzzle(mapMode as DailyModeDescriptor, new Date());
    if (puzzle.kind !== 'ready') throw new Error(`puzzle #27 is ${puzzle.kind}`);
    const session = dailySessionFor(puzzle);
    expect(session.daily.getSnapshot().status).toBe('active');
    expect(wavesurfer.loaded).toEqual([mapMode.clip(puzzle.answer.id).url]);
  });

  it('starts an infinite run there, for the run screen', async () => {
    const { wavesurfer, drawnInBox, playButton } = await firstRoundOf({
      format: 'infinite',
      choice: 'map',
    });
    expect(drawnInBox).toBe(true);
    expect(playButton).not.toBeNull();
    const session = infiniteSessionFor('map', poolFor('map', await loadRunModes('map')));
    const clip = session.run.getSnapshot().context.run.current!;
    expect(wavesurfer.loaded).toEqual([mapMode.clip(clip.id).url]);
  });

  it('starts nothing, and settles at once, where the round cannot start early', async () => {
    // Offline, with no clip of the mode saved: the game screen says so itself.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const play = { format: 'free', mode: 'map' } as const;
    await playFirstRound(playerBox(play), play);
    expect(FakeWaveSurfer.instances).toHaveLength(0);
    expect(document.querySelector('.boot-controls button')).toBeNull();
    expect(sessionFor(play, () => 'its own')).toBe('its own');
  });
});

describe('the first paint and the first round', () => {
  it('agree on the attempts a round allows, whatever difficulty the player chose last', async () => {
    // The first paint's opening sentence on /ability, reduced to the attempts it states.
    const { attemptRules, difficulties } = freePlayRules.ability;
    const shells: BootShells = {
      screens: { '/ability': '{intro}' },
      player: '',
      difficulties: {
        '/ability': {
          mode: 'ability',
          difficulties,
          attemptRules,
          intros: Object.fromEntries(
            difficulties.map((each) => [each, String(attemptsFor(attemptRules, each))]),
          ),
        },
      },
    };
    const kept = { tab: () => sessionStorage, local: () => localStorage };
    const play = { format: 'free', mode: 'ability' } as const;
    for (const chosen of [null, ...difficulties]) {
      if (chosen) saveDifficulty('ability', chosen);
      const stated = openedShell(shells, { pathname: '/ability', search: '' }, new Date(), kept);
      FakeWaveSurfer.instances = [];
      await firstRoundOf(play);
      const session = sessionFor<ReturnType<typeof roundSessionFor> | null>(play, () => null)!;
      expect(session.freePlay.getSnapshot().context.maxAttempts, String(chosen)).toBe(
        Number(stated),
      );
      session.retain()();
    }
  });
});

describe("the first round when the engine's code does not arrive", () => {
  it('settles without an error, stops its early clip, and leaves the screen to start its own round', async () => {
    vi.resetModules();
    vi.doMock('../engine/roundSession', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { playFirstRound: playFirst } = await import('./firstRound');
    const { sessionFor: handedFor } = await import('../engine/handoff');
    const { mapMode: map } = await import('../modes/mapMode');
    deliveredClips(map);
    const requested: HTMLAudioElement[] = [];
    const RealAudio = window.Audio;
    vi.stubGlobal('Audio', function Audio() {
      return requested[requested.push(new RealAudio()) - 1];
    });
    // Letting a clip go reloads its element without a source; jsdom would say it cannot load media.
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);

    const play = { format: 'free', mode: 'map' } as const;
    await expect(playFirst(playerBox(play), play)).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    // Its clip was asked for early, then let go.
    expect(requested).toHaveLength(1);
    expect(requested[0].getAttribute('src')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    expect(FakeWaveSurfer.instances).toHaveLength(0);
    expect(document.querySelector('.boot-controls button')).toBeNull();
    expect(handedFor(play, () => 'its own')).toBe('its own');
    vi.doUnmock('../engine/roundSession');
  });
});
