import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { abilityMode } from '../modes/abilityMode';
import { aceMode } from '../modes/aceMode';
import { mapMode } from '../modes/mapMode';
import type { Mode } from '../modes/mode';
import { render } from '../test/render';
import { GuessBox, guessComboboxCode } from './GuessBox';
import { guessOptions } from './guessOptions';

function renderBox(mode: Mode, guessed: string[] = []) {
  const onGuess = vi.fn();
  const rendered = render(
    <GuessBox options={guessOptions(mode)} guessed={new Set(guessed)} onGuess={onGuess} />,
  );
  return { ...rendered, onGuess, box: screen.getByRole('combobox', { name: 'Your guess' }) };
}

const suggestionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.getAttribute('aria-label'));

/** The guess the box makes for an item: its id, name and group (the item itself for maps and bundles). */
function guessOf(mode: Mode, name: string) {
  const { id, group } = guessOptions(mode).find((option) => option.name === name)!;
  return { id, name, group };
}

describe('GuessBox', () => {
  // The box with its list, as it is once its code has arrived (GuessBoxDeferred.test.tsx: before).
  beforeAll(async () => {
    await guessComboboxCode.load();
  });

  it('suggests nothing until the player types', () => {
    const { box } = renderBox(mapMode);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it.each([
    ['kayo', 'FRAG/ment (KAY/O)', abilityMode],
    ['xerofang', 'XERØFANG', aceMode],
    ['glitch pop', 'Glitchpop', aceMode],
    ['ICE BOX', 'Icebox', mapMode],
  ])('matches as every search box does: "%s" suggests %s', async (query, expected, mode) => {
    const { user, box } = renderBox(mode);
    await user.type(box, query);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(suggestionNames()).toContain(expected);
  });

  it('shows the agent and picture with an ability', async () => {
    const { user, box } = renderBox(abilityMode);
    await user.type(box, 'updraft');
    const option = screen.getByRole('option', { name: 'Updraft (Jett)' });
    expect(option).toHaveTextContent('Jett');
    expect(option.querySelector('img, [data-testid="image-fallback"]')).not.toBeNull();
  });

  it("gives an ability's agent as its group, so a right-agent guess can be told apart", async () => {
    const { user, box, onGuess } = renderBox(abilityMode);
    await user.type(box, 'updraft{Enter}');
    const jett = abilityMode.gallery('normal').find((agent) => agent.name === 'Jett')!;
    expect(onGuess).toHaveBeenCalledWith(expect.objectContaining({ group: jett.id }));
  });

  it('guesses the best suggestion with Enter and empties the box', async () => {
    const { user, box, onGuess } = renderBox(mapMode);
    await user.type(box, 'asc{Enter}');
    expect(onGuess).toHaveBeenCalledWith(guessOf(mapMode, 'Ascent'));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves through the suggestions with the arrow keys', async () => {
    const { user, box, onGuess } = renderBox(mapMode);
    await user.type(box, 're');
    expect(suggestionNames()).toEqual(['Breeze', 'Fracture']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onGuess).toHaveBeenCalledWith(guessOf(mapMode, 'Fracture'));
    await user.type(box, 're');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(onGuess).toHaveBeenLastCalledWith(guessOf(mapMode, 'Breeze'));
  });

  it('guesses a suggestion that is tapped', async () => {
    const { user, box, onGuess } = renderBox(aceMode);
    await user.type(box, 'glitch');
    await user.click(screen.getByRole('option', { name: 'Glitchpop' }));
    expect(onGuess).toHaveBeenCalledWith(guessOf(aceMode, 'Glitchpop'));
  });

  it('leaves out what was already guessed', async () => {
    const { user, box } = renderBox(mapMode, [guessOf(mapMode, 'Breeze').id]);
    await user.type(box, 're');
    expect(suggestionNames()).toEqual(['Fracture']);
  });

  it('says so when nothing matches, and Enter guesses nothing', async () => {
    const { user, box, onGuess } = renderBox(mapMode);
    await user.type(box, 'zzz{Enter}');
    expect(screen.getByText('Nothing matches “zzz”.')).toBeInTheDocument();
    expect(onGuess).not.toHaveBeenCalled();
  });
});
