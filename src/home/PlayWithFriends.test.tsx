import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../test/render';
import { PlayWithFriends } from './PlayWithFriends';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the home page’s way into rooms', () => {
  it('links to /room', async () => {
    renderInRouter(<PlayWithFriends api="/api" />);
    expect(await screen.findByRole('link', { name: /Play with friends/ })).toHaveAttribute(
      'href',
      '/room',
    );
  });

  it('is not there on a build without the server', async () => {
    renderInRouter(
      <ul>
        <li>Listen</li>
        <PlayWithFriends api={null} />
      </ul>,
    );
    await screen.findByText('Listen');
    expect(screen.queryByText('Play with friends')).not.toBeInTheDocument();
  });

  it('is disabled offline, saying it needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderInRouter(<PlayWithFriends api="/api" />);
    const entry = await screen.findByRole('link', { name: /Play with friends/ });
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(entry).not.toHaveAttribute('href');
    expect(entry).toHaveTextContent('Needs a connection');
  });
});
