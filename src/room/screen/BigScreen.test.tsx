import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerEvent } from '../../../machines/room/connection';
import type { RoomView, RoundView } from '../../../machines/room/protocol';
import { maps } from '../../content/sections/catalogue';
import { renderInRouter } from '../../test/render';
import { completeView, playerView as player, type ViewDraft } from '../../test/roomViews';
import type { ConnectionState } from '../useRoomConnection';
import { BigScreen } from './BigScreen';

// No Web Audio in jsdom: a context the browser holds suspended until a click turns it on, a clip that
// decodes at once, and a record of when it was scheduled.
const audio = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const context = {
    state: 'suspended' as AudioContextState,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    // Held back until a click: the browser leaves the promise pending.
    resume: () => new Promise<void>(() => {}),
  };
  return {
    context,
    scheduled: [] as number[],
    turnOn: () => {
      context.state = 'running';
      listeners.forEach((listener) => listener());
    },
  };
});
vi.mock('../roomAudio', () => ({
  audioContext: () => audio.context,
  unlockAudio: vi.fn(() => audio.turnOn()),
  loadClip: vi.fn(() => Promise.resolve({ duration: 30 })),
  playAt: vi.fn((_buffer: unknown, at: number) => {
    audio.scheduled.push(at - Date.now());
    return () => {};
  }),
  peaksOf: () => [0.2, 0.8, 0.5],
}));

const NOW = 1_000_000;
const [ascent, bind] = maps;

const room = (extra: Partial<ViewDraft> = {}): RoomView =>
  completeView({
    code: 'ABCD',
    settings: { mode: 'map', rounds: 5, seconds: 20 },
    phase: 'lobby',
    you: null,
    hostId: 'p1',
    players: [player('p1', 'Ana'), player('p2', 'Kai')],
    screens: 1,
    game: 1,
    round: null,
    reveal: null,
    ...extra,
  });

const round = (extra: Partial<RoundView> = {}): RoundView => ({
  number: 2,
  mode: 'map',
  clip: '/api/v1/rooms/ABCD/rounds/2/clip?game=1',
  peaks: '/api/v1/rooms/ABCD/rounds/2/peaks?game=1',
  startsAt: NOW + 1_500,
  endsAt: NOW + 21_500,
  yourGuess: null,
  ...extra,
});

const state = (view: RoomView | null, extra: Partial<ConnectionState> = {}): ConnectionState => ({
  status: 'visitor',
  view,
  stale: false,
  notice: null,
  reason: null,
  offset: 0,
  ...extra,
});

let sent: PlayerEvent[];
const send = (event: PlayerEvent) => sent.push(event);

function show(connection: ConnectionState) {
  let setState: (next: ConnectionState) => void = () => {};
  function Harness() {
    const [current, set] = useState(connection);
    setState = set;
    return <BigScreen code="ABCD" state={current} send={send} />;
  }
  const utils = renderInRouter(<Harness />);
  return { ...utils, update: (next: ConnectionState) => act(() => setState(next)) };
}

beforeEach(() => {
  sent = [];
  audio.scheduled = [];
  audio.context.state = 'running';
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the big screen', () => {
  it('shows the way in: the room’s address and code, who is in, who starts; no seat to take', async () => {
    show(state(room()));
    expect(await screen.findByRole('heading', { name: 'Join the game' })).toBeInTheDocument();
    expect(screen.getByText(`${window.location.host}/room/ABCD`)).toBeInTheDocument();
    expect(screen.getByText('ABCD')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 players' })).toBeInTheDocument();
    expect(screen.getByText(/Waiting for Ana to start/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('asks for its sound to be turned on while the browser holds it back, and is a screen only once it is', async () => {
    audio.context.state = 'suspended';
    const { user } = show(state(room()));
    // Not at once: a browser that lets the page play resumes the context by itself first.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Its sound is off');
    // Unheard, it is no screen: the room does not wait for it, the phones play the clip.
    expect(sent).toEqual([{ type: 'room.screen', on: false }]);
    await user.click(within(alert).getByRole('button', { name: 'Turn the sound on' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { type: 'room.screen', on: false },
      { type: 'room.screen', on: true },
    ]);
  });

  it('is no screen while hidden behind another tab, and one again once in view', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    show(state(room()));
    await waitFor(() => expect(sent.at(-1)).toEqual({ type: 'room.screen', on: true }));
    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(sent.at(-1)).toEqual({ type: 'room.screen', on: false });
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(sent.at(-1)).toEqual({ type: 'room.screen', on: true });
  });

  it('plays no clip while hidden (a screen opened on a phone, then left), and plays it in step once seen', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { update } = show(state(room({ phase: 'countIn', round: round() })));
    await screen.findByRole('heading', { name: /^Round 2 of 5/ });
    await waitFor(() => expect(sent.some((event) => event.type === 'room.ready')).toBe(true));
    expect(audio.scheduled).toEqual([]);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await update(state(room({ phase: 'countIn', round: round() })));
    await waitFor(() => expect(audio.scheduled).toEqual([1_500]));
  });

  it('loads the round’s clip, says it is ready, and plays it at the round’s instant', async () => {
    const { update } = show(
      state(room({ phase: 'loading', round: round({ startsAt: null, endsAt: null }) })),
    );
    await waitFor(() =>
      expect(sent.filter((event) => event.type === 'room.ready')).toEqual([
        { type: 'room.ready', game: 1, round: 2 },
      ]),
    );
    expect(audio.scheduled).toEqual([]);
    await update(state(room({ phase: 'countIn', round: round() })));
    await waitFor(() => expect(audio.scheduled).toEqual([1_500]));
    expect(screen.getByRole('heading', { name: /^Round 2 of 5\s*· Map$/ })).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('shows who has answered, never what, with the seconds left', async () => {
    vi.mocked(Date.now).mockReturnValue(NOW + 1_500 + 4_200);
    const players = [player('p1', 'Ana', { answered: true }), player('p2', 'Kai')];
    show(state(room({ phase: 'playing', round: round(), players })));
    expect(await screen.findByRole('heading', { name: '1 of 2 answered' })).toBeInTheDocument();
    expect(screen.getByText('16')).toBeInTheDocument();
    expect(screen.getByText('Listen!')).toBeInTheDocument();
  });

  it('reveals the answer, the share who found it, the fastest first, and the top ten only', async () => {
    const players = Array.from({ length: 12 }, (_, k) =>
      player(`p${k + 1}`, `Player ${k + 1}`, { score: 1200 - k * 100, rank: k + 1 }),
    );
    const view = room({
      phase: 'reveal',
      round: round(),
      players,
      reveal: {
        answer: ascent.id,
        guesses: [
          { playerId: 'p2', itemId: ascent.id, ms: 5_200, verdict: 'correct', points: 700 },
          { playerId: 'p1', itemId: ascent.id, ms: 2_100, verdict: 'correct', points: 900 },
          { playerId: 'p3', itemId: bind.id, ms: 3_000, verdict: 'wrong', points: 0 },
          { playerId: 'p4', itemId: null, ms: null, verdict: 'none', points: 0 },
        ],
      },
    });
    show(state(view));
    expect(await screen.findByText(ascent.name)).toBeInTheDocument();
    expect(screen.getByText('2 of 4 found it')).toBeInTheDocument();
    const fastest = screen.getAllByRole('list').at(-1)!;
    expect(
      within(fastest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Player 1 · 2.1 s', 'Player 2 · 5.2 s']);
    expect(screen.getByRole('heading', { name: 'Top 10' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Scoreboard' })).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[10]).toHaveTextContent('Player 10');
  });

  it('names the winner at the end', async () => {
    const players = [
      player('p1', 'Ana', { score: 900, rank: 2 }),
      player('p2', 'Kai', { score: 2_400, rank: 1 }),
    ];
    show(state(room({ phase: 'finished', players })));
    expect(await screen.findByText('Kai wins with 2,400 points.')).toBeInTheDocument();
  });

  it('says why it closed when the room is on as many screens as it can be', async () => {
    show(state(null, { status: 'closed', reason: 'full' }));
    expect(
      await screen.findByText('This room is already on as many big screens as it can be.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
