import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Home } from './Home';
import { renderInRouter } from '../test/render';
import { NotFound } from '../app/NotFound';

describe('tab titles', () => {
  it('names the home page after the site alone', async () => {
    document.title = 'something else';
    renderInRouter(<Home />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Earshot');
  });

  it('names the missing page', async () => {
    renderInRouter(<NotFound />);
    await screen.findByText('This page does not exist (yet)');
    expect(document.title).toBe('Not found · Earshot');
  });
});
