import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { computeAccessibleDescription, computeAccessibleName } from 'dom-accessibility-api';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Guess } from '../../machines/rules/answers';
import type { Difficulty } from '../../machines/rules/attempts';
import { abilities, abilitiesOf, agents, maps } from '../content/sections/catalogue';
import { abilityMode } from '../modes/abilityMode';
import { aceMode } from '../modes/aceMode';
import { mapMode } from '../modes/mapMode';
import type { Mode } from '../modes/mode';
import { matchMediaWhere } from '../test/media';
import { render as renderNow } from '../test/render';
import { Gallery } from './Gallery';

interface Options {
  mode?: Mode;
  difficulty?: Difficulty;
  guessed?: string[];
  locked?: boolean;
  onPick?: (guess: Guess) => void;
}

function TestGallery({
  mode = mapMode,
  difficulty = 'normal',
  guessed = [],
  locked = false,
  onPick = () => {},
}: Options) {
  const [query, setQuery] = useState('');
  return (
    <Gallery
      items={mode.gallery(difficulty)}
      difficulty={difficulty}
      seed={99}
      query={query}
      onQueryChange={setQuery}
      remaining={2}
      guessed={new Set(guessed)}
      locked={locked}
      minColumnWidth={mode.minColumnWidth(difficulty)}
      onPick={onPick}
    />
  );
}

/** Renders, then waits until the gallery has shown all its cards (it adds them a few at a time). */
async function render(ui: ReactElement) {
  const rendered = renderNow(ui);
  // Up to 10 s: on a busy machine the long ability gallery takes more than waitFor's default second.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 10_000,
  });
  return rendered;
}

const buttonNames = () =>
  screen.queryAllByRole('button').map((button) => computeAccessibleName(button));

describe('Gallery', () => {
  describe('"New" marks', () => {
    afterEach(() => vi.useRealTimers());
    const newCards = () =>
      [...document.querySelectorAll('button, [role="group"]')]
        .filter((card) => computeAccessibleDescription(card) === 'New in this update')
        .map((card) => computeAccessibleName(card));

    it('mark the items the latest content update added, named by the item alone', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
      await render(<TestGallery />);
      expect(newCards()).toEqual(['Corrode']);
      expect(screen.getByRole('button', { name: 'Corrode' })).toHaveTextContent(/^NewCorrode$/);
    });

    it('mark a new agent’s card on normal and each of their abilities on hard', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
      const { unmount } = await render(<TestGallery mode={abilityMode} />);
      expect(newCards()).toEqual(['Miks', 'Veto']);
      unmount();
      await render(<TestGallery mode={abilityMode} difficulty="hard" />);
      expect(newCards().sort()).toEqual(
        abilities
          .filter((ability) =>
            ['Miks', 'Veto'].includes(agents.find((a) => a.id === ability.agentId)!.name),
          )
          .map((ability) => ability.name)
          .sort(),
      );
    });

    it('are gone once the day the content names has come', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-25T00:00:00Z'));
      await render(<TestGallery />);
      expect(newCards()).toEqual([]);
      expect(screen.queryByText('New')).toBeNull();
    });
  });

  it('shows every map as a button named after it, sorted by name', async () => {
    await render(<TestGallery />);
    expect(buttonNames()).toEqual(maps.map((map) => map.name).sort((a, b) => a.localeCompare(b)));
  });

  it('narrows by a case-insensitive substring of the name and keeps the matches sorted', async () => {
    const { user } = await render(<TestGallery />);
    await user.type(screen.getByPlaceholderText('Search...'), 'RE');
    expect(buttonNames()).toEqual(['Breeze', 'Fracture']);
    await user.clear(screen.getByPlaceholderText('Search...'));
    await user.type(screen.getByPlaceholderText('Search...'), 'zzz');
    expect(await screen.findByText(/Nothing matches/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('shows the remaining attempts inside the search box', async () => {
    await render(<TestGallery />);
    // Named for a screen reader, not a live region: the guess's announcement says what is left.
    expect(screen.getByRole('img', { name: '2 attempts left' })).toHaveTextContent('2');
  });

  it('picks the item that is clicked', async () => {
    const onPick = vi.fn();
    const { user } = await render(<TestGallery onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Bind' }));
    const bind = maps.find((map) => map.name === 'Bind')!;
    expect(onPick).toHaveBeenCalledWith({ id: bind.id, name: 'Bind' });
  });

  it('disables an item already guessed, and everything once the round is over', async () => {
    const bind = maps.find((map) => map.name === 'Bind')!;
    const { rerender } = await render(<TestGallery guessed={[bind.id]} />);
    expect(screen.getByRole('button', { name: 'Bind' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ascent' })).toBeEnabled();
    rerender(<TestGallery locked />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('on normal shows agents, whose ability icons are the buttons', async () => {
    const onPick = vi.fn();
    const { user } = await render(<TestGallery mode={abilityMode} onPick={onPick} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      agents.map((agent) => agent.name).sort((a, b) => a.localeCompare(b)),
    );
    expect(screen.getAllByRole('button')).toHaveLength(abilities.length);
    const jett = agents.find((agent) => agent.name === 'Jett')!;
    const card = screen.getByRole('group', { name: 'Jett' });
    await user.click(within(card).getByRole('button', { name: abilitiesOf(jett.id)[0].name }));
    expect(onPick).toHaveBeenCalledWith({
      id: abilitiesOf(jett.id)[0].id,
      name: abilitiesOf(jett.id)[0].name,
    });
  });

  it('on normal searches agent names', async () => {
    const { user } = await render(<TestGallery mode={abilityMode} />);
    await user.type(screen.getByPlaceholderText('Search...'), 'jet');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Jett',
    ]);
  });

  it('on hard flattens agents into all their abilities, shuffled, and searches ability names', async () => {
    const { user } = await render(<TestGallery mode={abilityMode} difficulty="hard" />);
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    const names = buttonNames();
    expect(names).toHaveLength(abilities.length);
    // Accessible names collapse runs of white space ("Nebula  / Dissipate" in the catalogue).
    const sorted = abilities
      .map((ability) => ability.name.replace(/\s+/g, ' '))
      .sort((a, b) => a.localeCompare(b));
    expect(names).not.toEqual(sorted);
    expect([...names].sort((a, b) => a!.localeCompare(b!))).toEqual(sorted);
    await user.type(screen.getByPlaceholderText('Search...'), 'orb');
    const matches = sorted.filter((name) => name.toLowerCase().includes('orb'));
    expect(matches.length).toBeGreaterThan(0);
    expect(buttonNames()).toEqual(matches);
  });

  it('leaves a plain tile when an image fails, the card naming its item once, and stays pickable', async () => {
    const onPick = vi.fn();
    const { user, container } = await render(<TestGallery onPick={onPick} />);
    const button = screen.getByRole('button', { name: 'Lotus' });
    fireEvent.error(button.querySelector('img')!);
    expect(within(button).getByTestId('image-fallback').textContent).toBe('');
    expect(button).toHaveTextContent(/^Lotus$/);
    expect(button.querySelector('img')).toBeNull();
    await user.click(button);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('[data-testid="image-fallback"]')).toHaveLength(1);
  });

  it('shows a placeholder until an image has loaded', async () => {
    await render(<TestGallery />);
    const img = screen.getByRole('button', { name: 'Haven' }).querySelector('img')!;
    const frame = img.parentElement!;
    expect(frame).toHaveAttribute('data-loading');
    fireEvent.load(img);
    expect(frame).not.toHaveAttribute('data-loading');
  });

  it('shows no store tag on an Ace card, named by the bundle alone', async () => {
    await render(<TestGallery mode={aceMode} />);
    const capsules = screen.getByRole('button', { name: 'VCT Team Capsules' });
    expect(capsules).not.toHaveTextContent('NOW AVAILABLE');
  });

  it('shows an ability name over its icon from CSS, without a tooltip component per icon', async () => {
    await render(<TestGallery mode={abilityMode} />);
    const jett = agents.find((agent) => agent.name === 'Jett')!;
    const icon = screen.getByRole('button', { name: abilitiesOf(jett.id)[3].name });
    expect(icon).toHaveAttribute('data-label', abilitiesOf(jett.id)[3].name);
  });

  it('on normal finds an agent by the ability heard, and marks that ability', async () => {
    const { user } = await render(<TestGallery mode={abilityMode} />);
    await user.type(screen.getByPlaceholderText('Search...'), 'updraft');
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await waitFor(() => expect(headings()).toEqual(['Jett']));
    const jett = screen.getByRole('group', { name: 'Jett' });
    const updraft = within(jett).getByRole('button', { name: 'Updraft' });
    expect(updraft).toHaveAttribute('data-matched');
    expect(updraft).toHaveAccessibleDescription('Matches your search');
    for (const other of within(jett)
      .getAllByRole('button')
      .filter((b) => b !== updraft)) {
      expect(other).not.toHaveAttribute('data-matched');
      expect(other).not.toHaveAccessibleDescription();
    }
  });

  it.each([
    ['kayo', 'KAY/O'],
    ['sky smoke', 'Brimstone'],
  ])('on normal finds %s in %s', async (query, agent) => {
    const { user } = await render(<TestGallery mode={abilityMode} />);
    await user.type(screen.getByPlaceholderText('Search...'), query);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain(
        agent,
      ),
    );
  });

  it('on hard finds an ability by its agent', async () => {
    const { user } = await render(<TestGallery mode={abilityMode} difficulty="hard" />);
    await user.type(screen.getByPlaceholderText('Search...'), 'jett');
    const jett = agents.find((agent) => agent.name === 'Jett')!;
    await waitFor(() =>
      expect(buttonNames()).toEqual(
        abilitiesOf(jett.id)
          .map((ability) => ability.name)
          .sort((a, b) => a.localeCompare(b)),
      ),
    );
  });

  it.each([
    ['ice box', 'Icebox', mapMode],
    ['tdm', 'Team Deathmatch', mapMode],
    ['xerofang', 'XERØFANG', aceMode],
    ['glitch pop', 'Glitchpop', aceMode],
    ['rgx11z', 'RGX 11z Pro', aceMode],
  ])('finds %s in %s, however it is spelt', async (query, name, mode) => {
    const { user } = await render(<TestGallery mode={mode} />);
    await user.type(screen.getByPlaceholderText('Search...'), query);
    await waitFor(() => expect(screen.getByRole('button', { name })).toBeInTheDocument());
  });

  it('finds an ability typed with a phone’s curly apostrophe', async () => {
    const { user } = await render(<TestGallery mode={abilityMode} difficulty="hard" />);
    const withApostrophe = abilities.find((ability) => ability.name.includes("'"))!;
    await user.type(
      screen.getByPlaceholderText('Search...'),
      withApostrophe.name.replace("'", '\u2019'),
    );
    await waitFor(() => expect(buttonNames()).toEqual([withApostrophe.name]));
  });

  it('picks the only result when Enter is pressed in the search box', async () => {
    const onPick = vi.fn();
    const { user } = await render(<TestGallery onPick={onPick} />);
    const search = screen.getByPlaceholderText('Search...');
    await user.type(search, 'b{Enter}');
    expect(onPick).not.toHaveBeenCalled(); // Bind, Breeze, Abyss...
    await user.clear(search);
    await user.type(search, 'bind{Enter}');
    const bind = maps.find((map) => map.name === 'Bind')!;
    expect(onPick).toHaveBeenCalledExactlyOnceWith({ id: bind.id, name: 'Bind' });
    expect(search).toHaveValue('bind');
  });

  it('on normal, Enter picks the one ability the search found', async () => {
    const onPick = vi.fn();
    const { user } = await render(<TestGallery mode={abilityMode} onPick={onPick} />);
    await user.type(screen.getByPlaceholderText('Search...'), 'jett{Enter}');
    expect(onPick).not.toHaveBeenCalled(); // four abilities to choose from
    await user.clear(screen.getByPlaceholderText('Search...'));
    await user.type(screen.getByPlaceholderText('Search...'), 'updraft{Enter}');
    const updraft = abilities.find((ability) => ability.name === 'Updraft')!;
    expect(onPick).toHaveBeenCalledExactlyOnceWith({ id: updraft.id, name: 'Updraft' });
  });

  it('picks with Enter the one result whose whole name was typed, among others', async () => {
    const onPick = vi.fn();
    const { user } = await render(<TestGallery mode={aceMode} onPick={onPick} />);
    const search = screen.getByPlaceholderText('Search...');
    await user.type(search, 'prim{Enter}');
    expect(onPick).not.toHaveBeenCalled(); // Prime, Primordium
    await user.type(search, 'E{Enter}');
    expect(onPick).toHaveBeenCalledExactlyOnceWith({ id: expect.any(String), name: 'Prime' });
  });

  it('does not pick with Enter a result already guessed or once the round is over', async () => {
    const onPick = vi.fn();
    const bind = maps.find((map) => map.name === 'Bind')!;
    const { user, rerender } = await render(<TestGallery guessed={[bind.id]} onPick={onPick} />);
    await user.type(screen.getByPlaceholderText('Search...'), 'bind{Enter}');
    rerender(<TestGallery locked onPick={onPick} />);
    await user.type(screen.getByPlaceholderText('Search...'), '{Enter}');
    expect(onPick).not.toHaveBeenCalled();
  });

  describe('on a touch screen', () => {
    const touchScreen = () => matchMediaWhere((query) => query.includes('hover: none'));
    const mouseScreen = vi.mocked(window.matchMedia).getMockImplementation()!;
    afterEach(() => vi.mocked(window.matchMedia).mockImplementation(mouseScreen));
    /** A finger's tap where clicks are not pointer events: a click with a count but no pointer type. */
    const tap = (element: HTMLElement) => fireEvent.click(element, { detail: 1 });
    const jett = () => agents.find((agent) => agent.name === 'Jett')!;

    it('a first tap on an ability icon names it without spending a guess; a second tap picks it', async () => {
      touchScreen();
      const onPick = vi.fn();
      await render(<TestGallery mode={abilityMode} onPick={onPick} />);
      const [first, second] = abilitiesOf(jett().id);
      const card = screen.getByRole('group', { name: 'Jett' });
      tap(within(card).getByRole('button', { name: first.name }));
      expect(onPick).not.toHaveBeenCalled();
      expect(within(card).getByRole('status')).toHaveTextContent(first.name);
      // Another icon is named in its place.
      tap(within(card).getByRole('button', { name: second.name }));
      expect(onPick).not.toHaveBeenCalled();
      expect(within(card).getByRole('status')).toHaveTextContent(second.name);
      expect(within(card).getByRole('status')).not.toHaveTextContent(first.name);
      tap(within(card).getByRole('button', { name: second.name }));
      expect(onPick).toHaveBeenCalledExactlyOnceWith({ id: second.id, name: second.name });
    });

    it('the Guess button under a named icon picks it', async () => {
      touchScreen();
      const onPick = vi.fn();
      await render(<TestGallery mode={abilityMode} onPick={onPick} />);
      const ultimate = abilitiesOf(jett().id)[3];
      tap(screen.getByRole('button', { name: ultimate.name }));
      tap(screen.getByRole('button', { name: `Guess ${ultimate.name}` }));
      expect(onPick).toHaveBeenCalledExactlyOnceWith({ id: ultimate.id, name: ultimate.name });
    });

    it('the keyboard still picks at once', async () => {
      touchScreen();
      const onPick = vi.fn();
      const { user } = await render(<TestGallery mode={abilityMode} onPick={onPick} />);
      screen.getByRole('button', { name: abilitiesOf(jett().id)[0].name }).focus();
      await user.keyboard('{Enter}');
      expect(onPick).toHaveBeenCalledTimes(1);
    });
  });
});
