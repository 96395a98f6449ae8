import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import type { Attempt } from '../../machines/rules/verdict';
import { TryList } from './TryList';

const tries: Attempt[] = [
  { id: null, name: 'Skipped', verdict: 'skipped' },
  { id: 'a', name: 'Tailwind', verdict: 'partial' },
  { id: 'b', name: 'Sky Smoke', verdict: 'wrong' },
  { id: 'c', name: 'Updraft', verdict: 'correct' },
];

const slots = () =>
  within(screen.getByRole('list', { name: 'Your tries' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('TryList', () => {
  it('shows six slots before the first try, the first one to play', () => {
    render(<TryList tries={[]} maxTries={6} />);
    expect(slots()).toEqual([
      'Try 1This try',
      'Try 2Not used yet',
      'Try 3Not used yet',
      'Try 4Not used yet',
      'Try 5Not used yet',
      'Try 6Not used yet',
    ]);
  });

  it('says every verdict in words, not by colour alone', () => {
    render(<TryList tries={tries} maxTries={6} />);
    expect(slots()).toEqual([
      'Try 1—Skipped',
      'Try 2TailwindRight agent',
      'Try 3Sky SmokeWrong',
      'Try 4UpdraftCorrect',
      'Try 5This try',
      'Try 6Not used yet',
    ]);
  });

  it('leaves no slot to play once the puzzle is over', () => {
    render(<TryList tries={tries} maxTries={6} ended />);
    expect(slots().slice(4)).toEqual(['Try 5Not used', 'Try 6Not used']);
  });
});
