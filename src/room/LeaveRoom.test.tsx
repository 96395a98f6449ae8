import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage, RoomView } from '../../machines/room/protocol';
import { maps } from '../content/sections/catalogue';
import { gameStore } from '../storage/gameStore';
import { roomsEntry } from '../storage/rooms/rooms';
import { renderInRouter } from '../test/render';
import { completeView, playerView, type ViewDraft } from '../test/roomViews';
import { RoomScreen } from './RoomScreen';
import { useRoomConnection } from './useRoomConnection';

// No Web Audio in jsdom: a clip that decodes at once and plays silently.
vi.mock('./roomAudio', () => ({
  unlockAudio: vi.fn(),
  loadClip: vi.fn(() => Promise.resolve({ duration: 30 })),
  playAt: vi.fn(() => () => {}),
  peaksOf: () => [0.2, 0.8, 0.5],
}));
vi.mock('../confetti/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve()) }));

const SEAT = 'a-seat-token-of-32-characters-xx';

/** The browser's WebSocket, played by the test: what the page sent, and the server's side. */
class FakeWebSocket {
  static readonly OPEN = 1;
  static made: FakeWebSocket[] = [];
  readyState = 0;
  sent: ClientMessage[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  /** The server opens the socket, seats the device and sends the room. */
  serve(room: RoomView) {
    act(() => {
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.();
      const say = (message: unknown) => this.onmessage?.({ data: JSON.stringify(message) });
      say({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
      say({ type: 'room', room });
    });
  }
}

const player = playerView;

const room = (extra: Partial<ViewDraft> = {}): RoomView =>
  completeView({
    code: 'ABCD',
    settings: { mode: 'map', rounds: 5, seconds: 20 },
    phase: 'lobby',
    you: 'p1',
    hostId: 'p1',
    players: [player('p1', 'Ana'), player('p2', 'Kai', { rank: 2 })],
    screens: 0,
    game: 1,
    round: null,
    reveal: null,
    ...extra,
  });

/** The room's page as it runs: the real connection machine and store, over the fake socket. */
function LiveRoom() {
  const { state, send } = useRoomConnection('/api', 'ABCD');
  return <RoomScreen code="ABCD" state={state} send={send} />;
}

const seatOf = (code: string) => gameStore.read(roomsEntry).seats[code];
const actions = (socket: FakeWebSocket) => socket.sent.filter((m) => m.type !== 'ping');

beforeEach(() => {
  FakeWebSocket.made = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  gameStore.write(roomsEntry, {
    name: 'Ana',
    seats: { ABCD: { seat: SEAT, playerId: 'p1', at: 1 } },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('leaving a room', () => {
  it.each([
    ['the lobby', room()],
    ['the end', room({ phase: 'finished', players: [player('p1', 'Ana', { score: 900 })] })],
  ])('from %s sends leave once, forgets the seat and goes to /room', async (_where, view) => {
    const { user, router } = renderInRouter(<LiveRoom />);
    await waitFor(() => expect(FakeWebSocket.made).toHaveLength(1));
    const [socket] = FakeWebSocket.made;
    socket.serve(view);
    const leave = await screen.findByRole('button', { name: 'Leave room' });
    expect(seatOf('ABCD')).toMatchObject({ seat: SEAT });

    await user.click(leave);

    await waitFor(() => expect(router.state.location.pathname).toBe('/room'));
    expect(actions(socket)).toEqual([{ type: 'hello', seat: SEAT }, { type: 'leave' }]);
    expect(socket.closed).toBe(true);
    expect(seatOf('ABCD')).toBeUndefined();
    expect(FakeWebSocket.made).toHaveLength(1);
  });

  it('is usable from the keyboard', async () => {
    const { user, router } = renderInRouter(<LiveRoom />);
    await waitFor(() => expect(FakeWebSocket.made).toHaveLength(1));
    FakeWebSocket.made[0].serve(room());
    const leave = await screen.findByRole('button', { name: 'Leave room' });
    leave.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/room'));
    expect(actions(FakeWebSocket.made[0]).filter((m) => m.type === 'leave')).toHaveLength(1);
  });

  it('is not offered during a round', async () => {
    renderInRouter(<LiveRoom />);
    await waitFor(() => expect(FakeWebSocket.made).toHaveLength(1));
    FakeWebSocket.made[0].serve(
      room({
        phase: 'loading',
        round: {
          number: 1,
          mode: 'map',
          clip: '/api/v1/rooms/ABCD/games/1/rounds/1/clip',
          peaks: '/api/v1/rooms/ABCD/games/1/rounds/1/peaks',
          startsAt: Date.now() + 5_000,
          endsAt: Date.now() + 25_000,
          yourGuess: null,
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Room ABCD' });
    // The round's gallery is in once its mode's chunk has loaded (a load the test must not outlive).
    await screen.findByRole('button', { name: maps[0]!.name });
    expect(screen.queryByRole('button', { name: 'Leave room' })).not.toBeInTheDocument();
  });
});
