import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { ChallengeStep } from './ChallengeStep';

const ROUND = {
  kind: 'round',
  mode: 'map',
  difficulty: 'normal',
  answerId: 'x',
  value: 1,
} as const;

describe('ChallengeStep', () => {
  it('asks for the nickname only once Challenge a friend is tapped, with the focus in its box', async () => {
    const { user } = render(<ChallengeStep source={ROUND} />);
    const challenge = screen.getByRole('button', { name: 'Challenge a friend' });
    expect(challenge).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Your nickname (optional)')).toBeNull();
    await user.click(challenge);
    expect(challenge).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Your nickname (optional)')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('closes the step with Escape in the nickname box, the focus back on the button', async () => {
    const { user } = render(<ChallengeStep source={ROUND} />);
    const challenge = screen.getByRole('button', { name: 'Challenge a friend' });
    await user.click(challenge);
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Your nickname (optional)')).toBeNull();
    expect(challenge).toHaveFocus();
    expect(challenge).toHaveAttribute('aria-expanded', 'false');
  });
});
