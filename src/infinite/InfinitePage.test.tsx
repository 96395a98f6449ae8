import { screen, waitFor, within } from '@testing-library/react';
import confetti from 'canvas-confetti';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { maps } from '../content/sections/catalogue';
import { gameStore } from '../storage/gameStore';
import { infiniteBestsEntry } from '../storage/infinite/infinite';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { renderInRouter } from '../test/render';
import { startFirstRound } from '../engine/infinite/infiniteSession';
import { InfinitePage } from './InfinitePage';
import { loadRunModes } from '../engine/infinite/runModes';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));
vi.mock('canvas-confetti', () => ({ default: vi.fn(() => Promise.resolve()) }));

/** What a curious player could learn: the map of the clip the run's player loaded last. */
function currentMap() {
  const id = /maps\/(.+)\.mp3$/.exec(FakeWaveSurfer.instances[0].loaded.at(-1)!)![1];
  return maps.find((map) => map.id === id)!;
}

beforeEach(() => {
  FakeWaveSurfer.instances = [];
  vi.mocked(confetti).mockClear();
  localStorage.clear();
});

async function renderRun() {
  const modes = await loadRunModes('map');
  const rendered = renderInRouter(<InfinitePage choice="map" modes={modes} />);
  await screen.findByRole('heading', { name: 'Infinite · Map' });
  // The gallery renders in a background pass: on a busy machine, later than waitFor's default second.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 10_000,
  });
  return rendered;
}

describe('the infinite run screen', () => {
  it("takes over the run started before it rendered, moving that run's drawing into its player", async () => {
    const placeholder = document.body.appendChild(document.createElement('div'));
    placeholder.id = 'boot-waveform';
    await startFirstRound(placeholder, { format: 'infinite', choice: 'map' });
    const [wavesurfer] = FakeWaveSurfer.instances;
    const firstClip = wavesurfer.loaded.at(-1);
    placeholder.remove();

    await renderRun();
    expect(FakeWaveSurfer.instances).toEqual([wavesurfer]);
    expect(wavesurfer.loaded).toEqual([firstClip]);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek.contains(wavesurfer.options.container as Node)).toBe(true);
  });

  it('scores a right pick, costs a life for a wrong one, and ends in Game Over; Play again starts afresh', async () => {
    const { user } = await renderRun();
    expect(screen.getByText('3 more to Bronze')).toBeInTheDocument();
    const answer = currentMap();
    await user.click(screen.getByRole('button', { name: answer.name }));
    expect(screen.getByTestId('score')).toHaveTextContent('1');
    expect(screen.getByText(/^Right: that was/).parentElement).toHaveTextContent(answer.name);
    for (let life = 3; life > 0; life--) {
      expect(screen.getByRole('img', { name: `${life} of 3` })).toBeInTheDocument();
      const wrong = maps.find((map) => map.id !== currentMap().id)!;
      await user.click(screen.getByRole('button', { name: wrong.name }));
    }
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Best (Map)1');
    // A first run that scored is a new best, with its confetti.
    expect(dialog).toHaveTextContent('New best!');
    await waitFor(() => expect(confetti).toHaveBeenCalled());
    expect(gameStore.read(infiniteBestsEntry)).toEqual({ map: 1 });
    expect(screen.queryByText(/more to Bronze/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Play again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('score')).toHaveTextContent('0');
    expect(screen.getByRole('img', { name: '3 of 3' })).toBeInTheDocument();
    expect(screen.getByText('3 more to Bronze')).toBeInTheDocument();
  });
});
