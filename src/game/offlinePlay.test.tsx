import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maps } from '../content/sections/catalogue';
import { mapMode } from '../modes/mapMode';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { renderInRouter } from '../test/render';
import { GameScreen } from './GameScreen';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));
vi.mock('canvas-confetti', () => ({ default: vi.fn(() => Promise.resolve()) }));

let online = true;
let cached = new Set<string>();

beforeEach(() => {
  FakeWaveSurfer.instances = [];
  online = true;
  cached = new Set();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // The service worker's cache, as the page sees it.
  vi.stubGlobal('caches', {
    match: async (url: string) => (cached.has(url) ? { ok: true } : undefined),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function goOffline(cachedMaps: typeof maps) {
  online = false;
  cached = new Set(cachedMaps.map((map) => mapMode.clip(map.id).url));
}

function setConnection(isOnline: boolean) {
  online = isOnline;
  act(() => void window.dispatchEvent(new Event(isOnline ? 'online' : 'offline')));
}

/** The map whose clip the round's player loaded last: what a curious player could learn. */
function currentMap() {
  const player = screen.getByRole('group', { name: 'Mystery clip' });
  const wavesurfer = FakeWaveSurfer.instances.findLast((instance) =>
    player.contains(instance.options.container as Node),
  )!;
  const url = wavesurfer.loaded.at(-1)!;
  return maps.find((map) => mapMode.clip(map.id).url === url)!;
}

async function renderMode() {
  const rendered = renderInRouter(<GameScreen mode={mapMode} />);
  await screen.findByRole('heading', { name: mapMode.heading });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return rendered;
}

async function winAndPlayAgain(user: Awaited<ReturnType<typeof renderMode>>['user']) {
  await user.click(screen.getByRole('button', { name: currentMap().name }));
  await user.click(await screen.findByRole('button', { name: 'Play again' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('free play offline', () => {
  it('deals only answers whose clip is cached, and says so with their number', async () => {
    const saved = maps.slice(0, 2);
    goOffline(saved);
    const { user } = await renderMode();
    expect(screen.getByText('You are offline')).toBeVisible();
    expect(screen.getByText(/Only the 2 clips of this mode saved on this device/)).toBeVisible();
    for (let round = 0; round < 4; round++) {
      expect(saved).toContain(currentMap());
      await winAndPlayAgain(user);
    }
  });

  it('says plainly when no clip of the mode is cached', async () => {
    goOffline([]);
    renderInRouter(<GameScreen mode={mapMode} />);
    expect(await screen.findByText(/No clip of this mode is saved on this device/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Mystery clip' })).toBeNull();
  });

  it('deals from every clip again once back online', async () => {
    const [saved] = maps;
    goOffline([saved]);
    const { user } = await renderMode();
    expect(currentMap()).toBe(saved);
    setConnection(true);
    await waitFor(() => expect(screen.queryByText('You are offline')).toBeNull());
    // The round being played is left alone; of the next two, one at least is another map.
    expect(currentMap()).toBe(saved);
    const dealt = [];
    for (let round = 0; round < 2; round++) {
      await winAndPlayAgain(user);
      dealt.push(currentMap());
    }
    expect(dealt.some((map) => map !== saved)).toBe(true);
  });

  it("deals again at once when the connection drops before a guess and the clip isn't cached", async () => {
    await renderMode();
    const first = currentMap();
    const other = maps.find((map) => map !== first)!;
    cached = new Set([mapMode.clip(other.id).url]);
    setConnection(false);
    await waitFor(() => expect(currentMap()).toBe(other));
    expect(screen.getByText(/Only the clip of this mode saved on this device/)).toBeVisible();
  });
});
