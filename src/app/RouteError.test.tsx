import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { RouteError } from './RouteError';

describe('RouteError', () => {
  it('says the page could not be loaded, why, and offers a reload', () => {
    render(<RouteError error={new TypeError('Failed to fetch dynamically imported module')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to fetch dynamically imported module',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
