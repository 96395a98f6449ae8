import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Difficulty, Guess } from '../../machines/rules';
import { abilities, agents, maps } from '../content/catalogue';
import { abilityMode } from '../modes/abilityMode';
import { mapMode } from '../modes/mapMode';
import type { Mode } from '../modes/mode';
import { render } from '../test/render';
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

const buttonNames = () =>
  screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));

describe('Gallery', () => {
  it('shows every map as a button named after it, sorted by name', () => {
    render(<TestGallery />);
    expect(buttonNames()).toEqual(maps.map((map) => map.name).sort((a, b) => a.localeCompare(b)));
  });

  it('narrows by a case-insensitive substring of the name and keeps the matches sorted', async () => {
    const { user } = render(<TestGallery />);
    await user.type(screen.getByPlaceholderText('Search...'), 'RE');
    expect(buttonNames()).toEqual(['Breeze', 'Fracture']);
    await user.clear(screen.getByPlaceholderText('Search...'));
    await user.type(screen.getByPlaceholderText('Search...'), 'zzz');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText(/Nothing matches/)).toBeInTheDocument();
  });

  it('shows the remaining attempts inside the search box', () => {
    render(<TestGallery />);
    expect(screen.getByRole('status', { name: '2 attempts left' })).toHaveTextContent('2');
  });

  it('picks the item that is clicked', async () => {
    const onPick = vi.fn();
    const { user } = render(<TestGallery onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Bind' }));
    const bind = maps.find((map) => map.name === 'Bind')!;
    expect(onPick).toHaveBeenCalledWith({ id: bind.id, name: 'Bind' });
  });

  it('disables an item already guessed, and everything once the round is over', () => {
    const bind = maps.find((map) => map.name === 'Bind')!;
    const { rerender } = render(<TestGallery guessed={[bind.id]} />);
    expect(screen.getByRole('button', { name: 'Bind' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ascent' })).toBeEnabled();
    rerender(<TestGallery locked />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('on normal shows agents, whose ability icons are the buttons', async () => {
    const onPick = vi.fn();
    const { user } = render(<TestGallery mode={abilityMode} onPick={onPick} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      agents.map((agent) => agent.name).sort((a, b) => a.localeCompare(b)),
    );
    expect(screen.getAllByRole('button')).toHaveLength(108);
    const jett = agents.find((agent) => agent.name === 'Jett')!;
    const card = screen
      .getByRole('heading', { name: 'Jett' })
      .closest('.mantine-Card-root') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: jett.abilities[0].name }));
    expect(onPick).toHaveBeenCalledWith({ id: jett.abilities[0].id, name: jett.abilities[0].name });
  });

  it('on normal searches agent names', async () => {
    const { user } = render(<TestGallery mode={abilityMode} />);
    await user.type(screen.getByPlaceholderText('Search...'), 'jet');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Jett',
    ]);
  });

  it('on hard flattens agents into all 108 abilities, shuffled, and searches ability names', async () => {
    const { user } = render(<TestGallery mode={abilityMode} difficulty="hard" />);
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    const names = buttonNames();
    expect(names).toHaveLength(108);
    const sorted = abilities.map((ability) => ability.name).sort((a, b) => a.localeCompare(b));
    expect(names).not.toEqual(sorted);
    expect([...names].sort((a, b) => a!.localeCompare(b!))).toEqual(sorted);
    await user.type(screen.getByPlaceholderText('Search...'), 'orb');
    const matches = sorted.filter((name) => name.toLowerCase().includes('orb'));
    expect(matches.length).toBeGreaterThan(0);
    expect(buttonNames()).toEqual(matches);
  });

  it('shows the name on a tile when an image fails, and the card stays pickable', async () => {
    const onPick = vi.fn();
    const { user, container } = render(<TestGallery onPick={onPick} />);
    const button = screen.getByRole('button', { name: 'Lotus' });
    fireEvent.error(button.querySelector('img')!);
    expect(within(button).getByTestId('image-fallback')).toHaveTextContent('Lotus');
    expect(button.querySelector('img')).toBeNull();
    await user.click(button);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('[data-testid="image-fallback"]')).toHaveLength(1);
  });

  it('shows a skeleton until an image has loaded', () => {
    render(<TestGallery />);
    const img = screen.getByRole('button', { name: 'Haven' }).querySelector('img')!;
    const skeleton = img.closest('.mantine-Skeleton-root')!;
    expect(skeleton).toHaveAttribute('data-visible', 'true');
    fireEvent.load(img);
    expect(skeleton).not.toHaveAttribute('data-visible');
  });
});
