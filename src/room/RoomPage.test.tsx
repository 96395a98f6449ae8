import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../test/render';
import { RoomPage } from './RoomPage';

describe('a room’s address', () => {
  it.each(['AB', 'ABCD0O', 'ABCDEFGHJ', 'AB-CD'])(
    'says “%s” is no room’s code, with a way to /room',
    async (code) => {
      renderInRouter(<RoomPage code={code} />);
      expect(await screen.findByRole('heading', { name: 'No such room' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Play with friends' })).toHaveAttribute(
        'href',
        '/room',
      );
    },
  );
});
