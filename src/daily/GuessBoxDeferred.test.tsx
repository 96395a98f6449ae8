import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mapMode } from '../modes/mapMode';
import { render } from '../test/render';
import { GuessBox } from './GuessBox';
import { guessOptions } from './guessOptions';

// The list's code arrives only when a test lets it (`arrive`), as on a slow connection.
let arrive = () => {};
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./GuessCombobox', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

function renderBox() {
  const onGuess = vi.fn();
  const rendered = render(
    <GuessBox options={guessOptions(mapMode)} guessed={new Set()} onGuess={onGuess} />,
  );
  return { ...rendered, onGuess };
}

const box = () => screen.getByRole('combobox', { name: 'Your guess' });

describe('GuessBox, before its list has arrived', () => {
  it('is the same collapsed combobox, and says when nothing matches', async () => {
    const { user, unmount } = renderBox();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), 'zzz');
    expect(box()).toHaveValue('zzz');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('Nothing matches “zzz”.')).toBeInTheDocument();
    unmount();
  });

  it('hands what was typed, the focus and the caret to the box with the list', async () => {
    const { user, onGuess } = renderBox();
    const plain = box();
    await user.type(plain, 'acent{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.queryByRole('listbox')).toBeNull();

    await act(async () => arrive());
    const listbox = await screen.findByRole('listbox');
    expect(box()).not.toBe(plain);
    expect(box()).toHaveFocus();
    expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('data-combobox-selected');
    await user.keyboard('s');
    expect(box()).toHaveValue('ascent');
    await user.keyboard('{Enter}');
    expect(onGuess).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ascent' }));
  });
});
