import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { RouteError } from './RouteError';

describe('RouteError', () => {
  it("says in a player's words that the page could not be loaded, and offers a reload", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/map-1a2b.js',
    );
    render(<RouteError error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Check your connection');
    expect(alert).not.toHaveTextContent(/dynamically imported|assets|\.js/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    // The details are kept for whoever opens the console.
    expect(logged).toHaveBeenCalledWith(expect.any(String), error);
    logged.mockRestore();
  });
});
