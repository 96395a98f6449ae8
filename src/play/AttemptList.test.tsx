import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { AttemptList } from './AttemptList';

describe('AttemptList', () => {
  it('says so before the first guess', () => {
    render(<AttemptList attempts={[]} />);
    expect(screen.getByText('No guesses yet.')).toBeInTheDocument();
  });

  it('lists the tries in order with their verdicts, and the hint beside a partial one', () => {
    render(
      <AttemptList
        partialHint="right agent"
        attempts={[
          { id: 'cloudburst', name: 'Cloudburst', verdict: 'partial' },
          { id: 'barrier', name: 'Barrier Orb', verdict: 'wrong' },
          { id: null, name: 'Skipped', verdict: 'skipped' },
          { id: 'tailwind', name: 'Tailwind', verdict: 'correct' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Your attempts' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Cloudburstright agent(wrong)',
      'Barrier Orb(wrong)',
      'Skipped',
      'Tailwind(correct)',
    ]);
  });

  it('shows no hint where the mode has none', () => {
    render(<AttemptList attempts={[{ id: 'bind', name: 'Bind', verdict: 'partial' }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Bind(wrong)');
  });
});
