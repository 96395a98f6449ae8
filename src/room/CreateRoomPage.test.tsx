import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameStore } from '../storage/gameStore';
import { roomsEntry } from '../storage/rooms/rooms';
import { renderInRouter } from '../test/render';
import { CreateRoomPage } from './CreateRoomPage';

vi.mock('./roomAudio', () => ({ unlockAudio: vi.fn() }));

const SEAT = 'a-seat-token-of-32-characters-xx';

function respond(status: number, body: unknown = null) {
  const fetcher = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(body === null ? null : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('making a room', () => {
  it('sends the name and the settings picked, keeps the seat and opens the room', async () => {
    const fetcher = respond(201, { code: 'QWERTY', seat: SEAT, playerId: 'p1' });
    const { user, router } = renderInRouter(<CreateRoomPage api="/api" />);
    // The defaults: Mixed, 5 rounds, 20 seconds.
    expect(await screen.findByRole('radio', { name: 'Mixed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '20 s' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), ' Kai ');
    await user.click(screen.getByRole('radio', { name: 'Footsteps' }));
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('radio', { name: '30 s' }));
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/room/QWERTY'));
    const [url, init] = fetcher.mock.calls[0];
    expect(url).toBe('/api/v1/rooms');
    expect(JSON.parse(init!.body as string)).toEqual({
      name: 'Kai',
      settings: { mode: 'footsteps', rounds: 10, seconds: 30 },
    });
    const kept = gameStore.read(roomsEntry);
    expect(kept.name).toBe('Kai');
    expect(kept.seats.QWERTY).toMatchObject({ seat: SEAT, playerId: 'p1' });
  });

  it('makes a room for an audience, whose host plays or not, and back to friends', async () => {
    const fetcher = respond(201, { code: 'QWERTY', seat: SEAT, playerId: 'p1' });
    const { user } = renderInRouter(<CreateRoomPage api="/api" />);
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Streamer');
    const audience = screen.getByRole('checkbox', { name: /For an audience/ });
    expect(screen.queryByRole('checkbox', { name: 'I play too' })).toBeNull();
    await user.click(audience);
    await user.click(screen.getByRole('checkbox', { name: 'I play too' }));
    await user.click(audience);
    expect(screen.queryByRole('checkbox', { name: 'I play too' })).toBeNull();
    await user.click(audience);
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    // Unticked and ticked again: the host does not play unless asked again.
    expect(JSON.parse(fetcher.mock.calls[0]![1]!.body as string).settings).toEqual({
      mode: 'mixed',
      rounds: 5,
      seconds: 20,
      audience: true,
    });
  });

  it('says so when the server refuses the name', async () => {
    respond(400, { error: { code: 'invalid-name', message: 'Choose another name.' } });
    const { user } = renderInRouter(<CreateRoomPage api="/api" />);
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'F.U.C.K');
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try another one');
  });

  it('cannot make a room under a name of invisible characters', async () => {
    const { user } = renderInRouter(<CreateRoomPage api="/api" />);
    const field = await screen.findByRole('textbox', { name: 'Your name' });
    await user.type(field, '\u200b \u2060');
    expect(screen.getByRole('button', { name: 'Create room' })).toBeDisabled();
  });

  it('remembers the name from last time', async () => {
    gameStore.write(roomsEntry, { name: 'Sam', seats: {} });
    renderInRouter(<CreateRoomPage api="/api" />);
    expect(await screen.findByRole('textbox', { name: 'Your name' })).toHaveValue('Sam');
  });

  it.each([
    [429, 'Too many rooms were made from here just now'],
    [503, 'Rooms are not available right now'],
    [500, 'The room could not be made'],
  ])('says so in a player’s words when the server answers %i', async (status, words) => {
    respond(status);
    const { user, router } = renderInRouter(<CreateRoomPage api="/api" />);
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Kai');
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(router.state.location.pathname).toBe('/play');
  });

  it('says rooms need a connection when offline, without asking the server', async () => {
    const fetcher = respond(201, { code: 'QWERTY', seat: SEAT, playerId: 'p1' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderInRouter(<CreateRoomPage api="/api" />);
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Kai');
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('refuses a reply that is not a room', async () => {
    respond(201, { code: 'lower', seat: SEAT, playerId: 'p1' });
    const { user } = renderInRouter(<CreateRoomPage api="/api" />);
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Kai');
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The room could not be made');
  });
});
