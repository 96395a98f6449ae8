import { act, screen, waitFor, within } from '@testing-library/react';
import confetti from 'canvas-confetti';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { abilities, abilitiesOf, agents, maps } from '../content/sections/catalogue';
import { abilityMode } from '../modes/abilityMode';
import { aceMode } from '../modes/aceMode';
import { mapMode } from '../modes/mapMode';
import { matchMediaWhere } from '../test/media';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { renderInRouter } from '../test/render';
import { GameScreen } from './GameScreen';
import { startFirstRound } from '../engine/roundSession';
import { dealFirstRound } from '../engine/deal/firstDeal';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));
vi.mock('canvas-confetti', () => ({ default: vi.fn(() => Promise.resolve()) }));

/** What a curious player could learn: the clip the round's player loaded. */
function currentClip() {
  return FakeWaveSurfer.instances[0].loaded.at(-1)!;
}

function currentMap() {
  const id = /maps\/(.+)\.mp3$/.exec(currentClip())![1];
  return maps.find((map) => map.id === id)!;
}

function setReducedMotion(reduce: boolean) {
  matchMediaWhere((query) => reduce && query.includes('reduce'));
}

beforeEach(() => {
  FakeWaveSurfer.instances = [];
  vi.mocked(confetti).mockClear();
  vi.mocked(window.scrollTo).mockClear();
  setReducedMotion(false);
});

async function renderMode(mode = mapMode) {
  const rendered = renderInRouter(<GameScreen mode={mode} />);
  await screen.findByRole('heading', { name: mode.heading });
  // The gallery renders in a background pass after the rest of the screen.
  // (The ability gallery is long: on a busy machine it takes more than waitFor's default second.)
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 10_000,
  });
  return rendered;
}

describe('GameScreen', () => {
  it("takes over the round started before it rendered, moving that round's drawing into its player", async () => {
    const placeholder = document.body.appendChild(document.createElement('div'));
    placeholder.id = 'boot-waveform';
    startFirstRound(placeholder, { format: 'free', mode: 'map' }, await dealFirstRound('map'));
    const [wavesurfer] = FakeWaveSurfer.instances;
    const firstClip = currentClip();
    placeholder.remove();

    await renderMode();
    // The same player and clip, now drawn inside the screen's Seek slider: no second wavesurfer.
    expect(FakeWaveSurfer.instances).toEqual([wavesurfer]);
    expect(wavesurfer.loaded).toEqual([firstClip]);
    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek.contains(wavesurfer.options.container as Node)).toBe(true);
  });

  it('shows the heading, the text with 3 attempts, the player and the gallery', async () => {
    await renderMode();
    expect(screen.getByText(/You have 3 attempts/)).toHaveTextContent(/only hear the theme/);
    expect(screen.getByRole('group', { name: 'Mystery clip' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ascent' })).toBeInTheDocument();
    expect(currentClip()).toMatch(/^\/maps\/.+\.mp3$/);
  });

  it('wins on the right guess: popup, message, attempt, answer image, player and confetti', async () => {
    const { user } = await renderMode();
    const answer = currentMap();
    await user.click(screen.getByRole('button', { name: answer.name }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'You Won!' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Congratulations! You found the correct map!');
    expect(within(dialog).getByRole('list', { name: 'Your attempts' })).toHaveTextContent(
      `${answer.name}(correct)`,
    );
    expect(within(dialog).getByRole('img', { name: answer.name })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: "The answer's clip" })).toBeInTheDocument();
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(2));
    for (const [x, call] of [0.35, 0.65].map(
      (x, i) => [x, vi.mocked(confetti).mock.calls[i][0]] as const,
    )) {
      expect(call).toMatchObject({ particleCount: 60, origin: { x, y: 0.4 } });
      expect(call?.colors).toHaveLength(6);
    }
  });

  it('loses after three wrong guesses and tells the answer', async () => {
    const { user } = await renderMode();
    const answer = currentMap();
    const wrong = maps.filter((map) => map.id !== answer.id).slice(0, 3);
    for (const map of wrong) await user.click(screen.getByRole('button', { name: map.name }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('You have used all your attempts!');
    expect(dialog).toHaveTextContent(`The correct answer was: ${answer.name}`);
    expect(within(dialog).getAllByText('(wrong)')).toHaveLength(3);
    expect(confetti).not.toHaveBeenCalled();
  });

  it('scrolls to the top smoothly after each guess, instantly with reduced motion', async () => {
    const { user } = await renderMode();
    const [first, second] = maps.filter((map) => map.id !== currentMap().id);
    await user.click(screen.getByRole('button', { name: first.name }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    setReducedMotion(true);
    await user.click(screen.getByRole('button', { name: second.name }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });

  it('throws no confetti when the player prefers reduced motion', async () => {
    setReducedMotion(true);
    const { user } = await renderMode();
    await user.click(screen.getByRole('button', { name: currentMap().name }));
    await screen.findByRole('dialog');
    expect(confetti).not.toHaveBeenCalled();
  });

  it('Play again closes the popup and starts a new round with another map', async () => {
    const { user } = await renderMode();
    const first = currentMap();
    await user.click(screen.getByRole('button', { name: first.name }));
    await user.click(await screen.findByRole('button', { name: 'Play again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentMap().id).not.toBe(first.id);
    expect(screen.getByText('No guesses yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: first.name })).toBeEnabled();
  });

  it('closing the popup with its close icon also starts a new round', async () => {
    const { user } = await renderMode();
    const first = currentMap();
    await user.click(screen.getByRole('button', { name: first.name }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentMap().id).not.toBe(first.id);
  });

  it('Back home goes to the home page', async () => {
    const { user } = await renderMode();
    await user.click(screen.getByRole('button', { name: currentMap().name }));
    await user.click(await screen.findByRole('button', { name: 'Back home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it(
    'ability mode: hard gives one attempt and flattens the gallery; normal gives three',
    { timeout: 40_000 },
    async () => {
      const { user } = await renderMode(abilityMode);
      expect(
        screen.getByText(/You have 3 attempt\(s\) to try to find the correct ability/),
      ).toBeInTheDocument();
      const firstClip = currentClip();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty:' }), 'Hard');
      expect(screen.getByText(/You have 1 attempt\(s\)/)).toBeInTheDocument();
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), {
        timeout: 10_000,
      });
      expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
      expect(currentClip()).not.toBe(firstClip);
      const abilityId = /abilities\/[^/]+\/(.+)\.wav$/.exec(currentClip())![1];
      const wrong = abilities.find((ability) => ability.id !== abilityId)!;
      await user.click(screen.getByRole('button', { name: wrong.name }));
      expect(await screen.findByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    },
  );

  it(
    "shows a hint beside the broken heart when the ability is the right agent's",
    { timeout: 40_000 },
    async () => {
      const { user } = await renderMode(abilityMode);
      const [, agentId, abilityId] = /abilities\/([^/]+)\/(.+)\.wav$/.exec(currentClip())!;
      const agent = agents.find((candidate) => candidate.id === agentId)!;
      const sibling = abilitiesOf(agent.id).find((ability) => ability.id !== abilityId)!;
      const other = abilities.find((ability) => ability.agentId !== agentId)!;
      const card = screen.getByRole('group', { name: new RegExp(agent.name) });
      await user.click(within(card).getByRole('button', { name: sibling.name }));
      const list = screen.getByRole('list', { name: 'Your attempts' });
      expect(within(list).getByText('right agent')).toBeInTheDocument();
      expect(within(list).getByText('(wrong)')).toBeInTheDocument();
      const otherCard = screen.getByRole('group', {
        name: new RegExp(agents.find((a) => a.id === other.agentId)!.name),
      });
      await user.click(within(otherCard).getByRole('button', { name: other.name }));
      expect(within(list).getAllByText('right agent')).toHaveLength(1);
    },
  );

  it('keeps focus in the search box after a guess made with the keyboard', async () => {
    const { user } = await renderMode();
    const wrong = maps.find((map) => map.id !== currentMap().id)!;
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, wrong.name);
    await user.tab();
    expect(screen.getByRole('button', { name: wrong.name })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: wrong.name })).toBeDisabled();
    expect(search).toHaveFocus();
  });

  it('leaves focus alone after a guess made with a click', async () => {
    const { user } = await renderMode();
    const wrong = maps.find((map) => map.id !== currentMap().id)!;
    await user.click(screen.getByRole('button', { name: wrong.name }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).not.toHaveFocus();
  });

  it('announces politely whether a guess was right or wrong', async () => {
    const { user } = await renderMode();
    const answer = currentMap();
    const wrong = maps.find((map) => map.id !== answer.id)!;
    const region = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite' && !element.textContent)!;
    expect(region).toBeDefined();
    await user.click(screen.getByRole('button', { name: wrong.name }));
    expect(region).toHaveTextContent(`${wrong.name}: wrong. 2 attempts left.`);
    await user.click(screen.getByRole('button', { name: answer.name }));
    expect(region).toHaveTextContent(`${answer.name}: right!`);
  });

  it.each(['Play again', 'Close'])(
    "after %s, focus goes to the new clip's Play button once it can be played",
    async (control) => {
      const { user } = await renderMode();
      await user.click(screen.getByRole('button', { name: currentMap().name }));
      await user.click(await screen.findByRole('button', { name: control }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const play = screen.getAllByRole('button', { name: 'Play' })[0];
      expect(play).toBeDisabled();
      act(() => FakeWaveSurfer.instances[0].emit('ready', 3));
      await waitFor(() => expect(play).toHaveFocus());
    },
  );

  it('has a link that skips past the player to the search box', async () => {
    const { user } = await renderMode();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to the guesses' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  });

  it.each([
    [mapMode, 'Map Theme · Earshot'],
    [abilityMode, 'Ability · Earshot'],
    [aceMode, 'Ace · Earshot'],
  ])('names the browser tab after the mode (%#)', { timeout: 20_000 }, async (mode, title) => {
    await renderMode(mode);
    expect(document.title).toBe(title);
  });

  it(
    'asks before a difficulty change throws away spent attempts, and not when none were spent',
    { timeout: 30_000 },
    async () => {
      const { user } = await renderMode(abilityMode);
      const answerId = /abilities\/[^/]+\/(.+)\.wav$/.exec(currentClip())![1];
      const wrong = abilities.find((ability) => ability.id !== answerId)!;
      await user.click(screen.getAllByRole('button', { name: wrong.name })[0]);
      const clip = currentClip();

      await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty:' }), 'Hard');
      const dialog = await screen.findByRole('dialog', { name: 'Start a new round?' });
      expect(dialog).toHaveTextContent('The attempt you spent on this one will be lost.');
      await user.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByText(/You have 3 attempt\(s\)/)).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Your attempts' })).toHaveTextContent(wrong.name);
      expect(currentClip()).toBe(clip);

      await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty:' }), 'Hard');
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change to Hard' }),
      );
      expect(screen.getByText(/You have 1 attempt\(s\)/)).toBeInTheDocument();
      expect(currentClip()).not.toBe(clip);

      // Nothing spent on the new round: switching back does not ask.
      await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty:' }), 'Normal');
      expect(screen.getByText(/You have 3 attempt\(s\)/)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('explains how to play, Hard included, in a dialog the keyboard opens and closes', async () => {
    const { user } = await renderMode(abilityMode);
    const help = screen.getByRole('button', { name: 'How to play' });
    help.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'How to play' });
    expect(dialog).toHaveTextContent(/Press Play and listen/);
    expect(dialog).toHaveTextContent(/On Hard you have 1 attempt/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(help).toHaveFocus());
  });

  it('explains the map mode without difficulties', async () => {
    const { user } = await renderMode(mapMode);
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to play' });
    expect(dialog).toHaveTextContent(/you have 3/);
    expect(dialog).not.toHaveTextContent(/Hard/);
  });
});
