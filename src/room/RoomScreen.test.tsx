import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerEvent } from '../../machines/room/connection';
import type { PlayerView, RoomView, RoundView } from '../../machines/room/protocol';
import { maps } from '../content/sections/catalogue';
import { renderInRouter } from '../test/render';
import { completeView, playerView, type ViewDraft } from '../test/roomViews';
import { RoomScreen } from './RoomScreen';
import type { ConnectionState } from './useRoomConnection';

// No Web Audio in jsdom: a clip that decodes at once, and a record of when it was scheduled.
const audio = vi.hoisted(() => ({ scheduled: [] as number[] }));
vi.mock('./roomAudio', () => ({
  unlockAudio: vi.fn(),
  loadClip: vi.fn(() => Promise.resolve({ duration: 30 })),
  playAt: vi.fn((_buffer: unknown, at: number) => {
    audio.scheduled.push(at - Date.now());
    return () => {};
  }),
  peaksOf: () => [0.2, 0.8, 0.5],
}));
vi.mock('../confetti/celebrate', () => ({ celebrate: vi.fn(() => Promise.resolve()) }));

const player = playerView;

const [ascent, bind] = maps;
const NOW = 1_000_000;

function lobby(you: string | null, extra: Partial<ViewDraft> = {}): RoomView {
  return completeView({
    code: 'ABCD',
    settings: { mode: 'map', rounds: 5, seconds: 20 },
    phase: 'lobby',
    you,
    hostId: 'p1',
    players: [player('p1', 'Ana'), player('p2', 'Kai')],
    screens: 0,
    game: 1,
    round: null,
    reveal: null,
    ...extra,
  });
}

function round(extra: Partial<RoundView> = {}): RoundView {
  return {
    number: 1,
    mode: 'map',
    clip: '/api/v1/rooms/ABCD/games/1/rounds/1/clip',
    peaks: '/api/v1/rooms/ABCD/games/1/rounds/1/peaks',
    startsAt: NOW + 2_000,
    endsAt: NOW + 22_000,
    yourGuess: null,
    ...extra,
  };
}

const state = (view: RoomView | null, extra: Partial<ConnectionState> = {}): ConnectionState => ({
  status: view?.you ? 'joined' : 'visitor',
  view,
  stale: false,
  notice: null,
  reason: null,
  offset: 0,
  ...extra,
});

let sent: PlayerEvent[];
const send = (event: PlayerEvent) => sent.push(event);

/** Renders the room for `connection`; `update` gives it the connection's next state, as a live page gets it. */
function show(connection: ConnectionState) {
  let setState: (next: ConnectionState) => void = () => {};
  function Harness() {
    const [current, set] = useState(connection);
    setState = set;
    return <RoomScreen code="ABCD" state={current} send={send} />;
  }
  const utils = renderInRouter(<Harness />);
  return { ...utils, update: (next: ConnectionState) => act(() => setState(next)) };
}

beforeEach(() => {
  sent = [];
  audio.scheduled = [];
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  // Peaks are not served in these tests: the waveform comes from the decoded clip.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a visitor', () => {
  it('sees the settings and who is in, and joins with the name they go by', async () => {
    localStorage.setItem(
      'earshot.rooms',
      JSON.stringify({ v: 1, data: { name: 'Sam', seats: {} } }),
    );
    const { user } = show(state(lobby(null)));
    expect(await screen.findByText(/Map · 5 rounds · 20 seconds each/)).toBeInTheDocument();
    const players = screen.getByRole('list', { name: 'Players' });
    expect(within(players).getByText('Ana')).toBeInTheDocument();
    expect(within(players).getByText('Host')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Sam');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(sent).toEqual([{ type: 'room.join', name: 'Sam' }]);
  });

  it('cannot join without a name', async () => {
    const { user } = show(state(lobby(null)));
    expect(await screen.findByRole('button', { name: 'Join' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), '   ');
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('cannot join with a name of invisible characters, and sends only what others will see', async () => {
    const { user } = show(state(lobby(null)));
    const field = await screen.findByRole('textbox', { name: 'Your name' });
    // Zero-width spaces and a right-to-left override: nothing a reader sees.
    await user.type(field, '\u200b\u200b\u202e');
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    await user.type(field, 'Sam');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(sent).toEqual([{ type: 'room.join', name: 'Sam' }]);
  });
});

describe('the lobby', () => {
  it('gives the host Start and a remove button per other player', async () => {
    const { user } = show(state(lobby('p1')));
    expect(await screen.findByText('(you)', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ana' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Kai' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(sent).toEqual([{ type: 'room.kick', playerId: 'p2' }, { type: 'room.start' }]);
  });

  it('lets the host change the settings', async () => {
    const { user } = show(state(lobby('p1')));
    await user.click(await screen.findByRole('radio', { name: 'Voice lines' }));
    expect(sent).toEqual([
      { type: 'room.settings', settings: { mode: 'voice', rounds: 5, seconds: 20 } },
    ]);
  });

  it('gives a player neither Start nor Remove, and says who starts', async () => {
    show(state(lobby('p2')));
    expect(await screen.findByText(/Waiting for Ana to start/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('shows the invite: the link to copy', async () => {
    show(state(lobby('p2')));
    expect(await screen.findByRole('textbox', { name: 'Room link' })).toHaveValue(
      `${window.location.origin}/room/ABCD`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('gives the big screen’s address to open on a TV, and says when one shows the room', async () => {
    const { update } = show(state(lobby('p2')));
    expect(await screen.findByText(`${window.location.host}/room/ABCD/screen`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show on a big screen' })).toHaveAttribute(
      'href',
      '/room/ABCD/screen',
    );
    expect(screen.queryByText(/The room is on a big screen/)).not.toBeInTheDocument();
    await update(state(lobby('p2', { screens: 1 })));
    expect(
      screen.getByText('The room is on a big screen: listen to it, and answer here.'),
    ).toHaveAttribute('role', 'status');
  });

  it('shows names as text, never as markup', async () => {
    const view = lobby('p1', { players: [player('p1', '<img src=x onerror=alert(1)>')] });
    const { container } = show(state(view));
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('a round', () => {
  const playing = (extra: Partial<RoundView> = {}, players?: PlayerView[]) =>
    lobby('p2', { phase: 'playing', round: round(extra), ...(players && { players }) });

  it('tells the server the clip is ready, and starts it at the server’s instant', async () => {
    show(state(lobby('p2', { phase: 'loading', round: round({ startsAt: null, endsAt: null }) })));
    await waitFor(() => expect(sent).toEqual([{ type: 'room.ready', game: 1, round: 1 }]));
    expect(audio.scheduled).toEqual([]);
  });

  it('schedules the clip by the clock offset: the server 500 ms ahead starts it 500 ms sooner', async () => {
    show(state(playing(), { offset: 500 }));
    await waitFor(() => expect(audio.scheduled).toEqual([1_500]));
  });

  it('is a big screen’s controller: the clip loads, plays there and not here, until the screen goes', async () => {
    const onScreen = (extra: Partial<ViewDraft>) => lobby('p2', { screens: 1, ...extra });
    const { update } = show(
      state(onScreen({ phase: 'loading', round: round({ startsAt: null, endsAt: null }) })),
    );
    // Ready at once (the clip is here, in case the screen goes), and no sound of its own.
    await waitFor(() => expect(sent).toEqual([{ type: 'room.ready', game: 1, round: 1 }]));
    await update(state(onScreen({ phase: 'playing', round: round() })));
    expect(await screen.findByText('Listen to the big screen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: ascent.name })).toBeEnabled();
    expect(audio.scheduled).toEqual([]);
    // The laptop is closed mid-round: the clip plays here, in step with the round's instant.
    await update(state(onScreen({ phase: 'playing', round: round(), screens: 0 })));
    await waitFor(() => expect(audio.scheduled).toEqual([2_000]));
    expect(screen.queryByText('Listen to the big screen')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replay' })).toBeInTheDocument();
  });

  it('sends one guess: a card picked, then the guess is final', async () => {
    const { user, update } = show(state(playing()));
    await user.click(await screen.findByRole('button', { name: ascent.name }));
    expect(sent.filter((event) => event.type === 'room.guess')).toEqual([
      { type: 'room.guess', round: 1, itemId: ascent.id },
    ]);
    await update(state(playing({ yourGuess: ascent.id })));
    expect(await screen.findByText(/Your guess: .*It is final/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: bind.name })).not.toBeInTheDocument();
  });

  it('shows who has answered, never what, and a countdown', async () => {
    show(state(playing({}, [player('p1', 'Ana', { answered: true }), player('p2', 'Kai')])));
    expect(await screen.findByText('Answered: 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('Ana')).toBeInTheDocument();
    // 2 s before the start of a 20-second round: 20 seconds left, counted from the start.
    expect(screen.getByText('20 seconds left')).toBeInTheDocument();
  });

  it('announces an answer as it comes, politely', async () => {
    const { update } = show(state(playing()));
    await screen.findByText('Answered: 0 of 2');
    const answered = [player('p1', 'Ana', { answered: true }), player('p2', 'Kai')];
    await update(state(playing({}, answered)));
    const news = await screen.findByText('Ana answered');
    expect(news.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('reads out the countdown at 10 and 5 seconds only', async () => {
    vi.mocked(Date.now).mockReturnValue(NOW + 2_000 + 10_500);
    show(state(playing()));
    expect(
      await screen.findByText('10 seconds left', { selector: '[aria-live] *, [aria-live]' }),
    ).toBeInTheDocument();
  });

  it('lets a player who joined during the round wait for the next one', async () => {
    show(state(playing({}, [player('p1', 'Ana'), player('p2', 'Kai', { playing: false })])));
    expect(await screen.findByText(/you play from the next one/)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument();
  });
});

describe('the reveal and the end', () => {
  const revealed = (you: string) =>
    lobby(you, {
      phase: 'reveal',
      round: round({ yourGuess: ascent.id }),
      players: [
        player('p1', 'Ana', { score: 100, rank: 2, previousRank: 1 }),
        player('p2', 'Kai', { score: 900, rank: 1, previousRank: 2 }),
      ],
      reveal: {
        answer: ascent.id,
        guesses: [
          { playerId: 'p2', itemId: ascent.id, ms: 3_400, verdict: 'correct', points: 830 },
          { playerId: 'p1', itemId: bind.id, ms: 9_000, verdict: 'wrong', points: 0 },
        ],
      },
    });

  it('shows the answer, each guess with its time and points, and the scoreboard', async () => {
    show(state(revealed('p2')));
    expect(await screen.findByText(`It was ${ascent.name}. You scored 830.`)).toBeInTheDocument();
    const guesses = screen.getByRole('list', { name: 'Guesses' });
    expect(within(guesses).getByText(`${bind.name} · 9.0 s · wrong`)).toBeInTheDocument();
    expect(within(guesses).getByText('+830')).toBeInTheDocument();
    const board = screen.getByRole('table', { name: 'Scoreboard' });
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Kai (you)900▲1up 1', '2Ana100▼1down 1']);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('gives the host Next', async () => {
    const { user } = show(state(revealed('p1')));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(sent).toEqual([{ type: 'room.next' }]);
  });

  it('ends with a podium, each player’s right answers and average time, and a spoiler-free share', async () => {
    const view = lobby('p1', {
      phase: 'finished',
      settings: { mode: 'mixed', rounds: 5, seconds: 20 },
      players: [
        player('p1', 'Ana', { score: 2_340, rank: 2, correct: 3, meanMs: 4_250 }),
        player('p2', 'Kai', { score: 3_100, rank: 1, correct: 4, meanMs: 3_000 }),
      ],
    });
    const { user } = show(state(view));
    const podium = await screen.findByRole('list', { name: 'Podium' });
    expect(within(podium).getAllByRole('listitem')[0]).toHaveTextContent('1stKai3,100 points');
    expect(screen.getByRole('row', { name: /Ana/ })).toHaveTextContent('3 of 5');
    expect(screen.getByRole('row', { name: /Ana/ })).toHaveTextContent('4.3 s');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    // jsdom has no share sheet: the line goes to the clipboard.
    expect(await navigator.clipboard.readText()).toBe(
      'Earshot room · Mixed · 5 rounds — I came 2nd of 2 with 2,340 points',
    );
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(sent).toEqual([{ type: 'room.playAgain' }]);
  });
});

describe('a game nobody scored in', () => {
  it('has no winner: no confetti, no "wins with 0 points"', async () => {
    const { celebrate } = await import('../confetti/celebrate');
    vi.mocked(celebrate).mockClear();
    show(state(lobby('p1', { phase: 'finished' })));
    await screen.findByRole('list', { name: 'Podium' });
    expect(screen.queryByText(/wins with/)).not.toBeInTheDocument();
    expect(celebrate).not.toHaveBeenCalled();
  });

  it('while a game with points crowns its winner', async () => {
    const { celebrate } = await import('../confetti/celebrate');
    vi.mocked(celebrate).mockClear();
    const players = [player('p1', 'Ana', { score: 120 }), player('p2', 'Kai', { rank: 2 })];
    show(state(lobby('p1', { phase: 'finished', players })));
    expect(await screen.findByText('Ana wins with 120 points.')).toBeInTheDocument();
    expect(celebrate).toHaveBeenCalledTimes(1);
  });
});

describe('focus, for a keyboard player', () => {
  it('goes to the next phase’s heading when the control it was on goes with its panel', async () => {
    const { user, update } = show(state(lobby('p1')));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(sent).toEqual([{ type: 'room.start' }]);
    update(state(lobby('p1', { phase: 'loading', round: round() })));
    const heading = await screen.findByRole('heading', { name: /Round 1 of 5/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('stays on a control that is still there', async () => {
    const { user, update } = show(state(lobby('p1')));
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    await user.click(copy);
    update(state(lobby('p1', { players: [...lobby('p1').players, player('p3', 'Mia')] })));
    await screen.findByText('Mia');
    expect(copy).toHaveFocus();
  });
});

describe('the connection', () => {
  it('says the connection is lost and hides a round it can no longer vouch for', async () => {
    const view = lobby('p2', { phase: 'playing', round: round() });
    show(state(view, { status: 'reconnecting', stale: true }));
    expect(await screen.findByText('Connection lost — reconnecting…')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
    expect(screen.queryByText(/seconds left/)).not.toBeInTheDocument();
    expect(audio.scheduled).toEqual([]);
  });

  it('still hides the round after the socket is back, until a fresh view arrives', async () => {
    const view = lobby('p2', { phase: 'playing', round: round() });
    show(state(view, { status: 'joined', stale: true }));
    expect(await screen.findByText('Connection lost — reconnecting…')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('says why a room is gone, with a way to make another', async () => {
    show(state(null, { status: 'closed', reason: 'removed' }));
    expect(await screen.findByText('The host removed you from this room.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a new room' })).toHaveAttribute('href', '/room');
  });

  it('shows a refusal in a player’s words', async () => {
    show(state(lobby('p2'), { notice: { code: 'full', message: 'full' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This room is full (50 players).');
  });
});

describe('an audience room', () => {
  const audience = { mode: 'map', rounds: 5, seconds: 20, audience: true } as const;
  /** The host (who does not play), the top of the scoreboard and, for `you`, their own line. */
  const crowdView = (you: string | null, extra: Partial<ViewDraft> = {}) =>
    lobby(you, {
      settings: audience,
      players: [
        player('p1', 'Streamer', { rank: 0, ranked: false, playing: false }),
        player('p2', 'Ana'),
        player('p3', 'Kai'),
      ],
      counts: { seats: 1_381, ranked: 1_380, playing: 1_380, answered: 0 },
      ...extra,
    });

  it('keeps the code off the host’s screen until asked, and still copies the link', async () => {
    const { user } = show(state(crowdView('p1')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audience room' })).toBeVisible();
    expect(document.title).not.toContain('ABCD');
    expect(document.body.textContent).not.toContain('ABCD');
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /big screen/i })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Players (1,381)' })).toBeVisible();
    expect(screen.getByText('Showing 3 of 1,381.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/room/ABCD`);
    expect(screen.getByText('Link copied.')).toBeVisible();

    // Asked for, the code shows in the invite only: the heading and the tab keep it off stream.
    await user.click(screen.getByRole('button', { name: 'Show the code' }));
    expect(screen.getByRole('textbox', { name: 'Room link' })).toHaveValue(
      `${window.location.origin}/room/ABCD`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Audience room' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide the code' }));
    expect(document.body.textContent).not.toContain('ABCD');
  });

  it('stays for an audience while more than 50 are in, and says why', async () => {
    show(state(crowdView('p1')));
    const box = await screen.findByRole('checkbox', { name: /For an audience/ });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      'More than 50 players are in: the room stays one for an audience.',
    );
    expect(screen.getByRole('heading', { name: 'Invite your viewers' })).toBeVisible();
  });

  it('hides the code again once a game starts', async () => {
    const { user, update } = show(state(crowdView('p1')));
    await user.click(await screen.findByRole('button', { name: 'Show the code' }));
    expect(document.body.textContent).toContain('ABCD');
    // The game starts (games are counted: the next one is 2), and the room is back in its lobby.
    await update(
      state(crowdView('p1', { phase: 'loading', game: 2, round: round({ startsAt: null }) })),
    );
    await update(state(crowdView('p1', { game: 2 })));
    expect(document.body.textContent).not.toContain('ABCD');
    expect(screen.getByRole('button', { name: 'Show the code' })).toBeVisible();
  });

  it('says a refused name at the name, with the focus back on it', async () => {
    const { update } = show(state(crowdView(null)));
    await screen.findByRole('button', { name: 'Join' });
    await update(
      state(crowdView(null), { notice: { code: 'name', message: 'Choose another name.' } }),
    );
    const field = screen.getByRole('textbox', { name: 'Your name' });
    expect(field).toHaveAccessibleDescription(
      'That name is not allowed in this room. Choose another one.',
    );
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves the focus to the next player after a Remove', async () => {
    const { user, update } = show(state(crowdView('p1')));
    const list = await screen.findByRole('list', { name: 'Players' });
    await user.click(within(list).getByRole('button', { name: 'Remove Kai' }));
    expect(sent.at(-1)).toEqual({ type: 'room.kick', playerId: 'p3' });
    await update(
      state(
        crowdView('p1', {
          players: [
            player('p1', 'Streamer', { rank: 0, ranked: false, playing: false }),
            player('p2', 'Ana'),
          ],
        }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Remove Ana' })).toHaveFocus();
  });

  it('lets the host close the room to new players and block words in names', async () => {
    const { user, update } = show(state(crowdView('p1')));
    await user.click(await screen.findByRole('checkbox', { name: 'Let new players join' }));
    expect(sent).toEqual([{ type: 'room.joins', open: false }]);
    await update(state(crowdView('p1', { joinsClosed: true })));
    expect(screen.getByRole('checkbox', { name: 'Let new players join' })).not.toBeChecked();

    await user.type(
      screen.getByRole('textbox', { name: /Block words in names/ }),
      ' spoiler, ,  bot ',
    );
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(sent.at(-1)).toEqual({ type: 'room.block', words: ['spoiler', 'bot'] });
    expect(screen.getByRole('textbox', { name: /Block words in names/ })).toHaveValue('');
    await update(state(crowdView('p1', { blockedWords: ['spoiler', 'bot'] })));
    expect(screen.getByText('Blocked: spoiler, bot')).toBeVisible();
  });

  it('tells a visitor the host closed it, and no join goes', async () => {
    show(state(crowdView(null, { joinsClosed: true })));
    expect(await screen.findByText('The host has closed this room to new players.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
  });

  it('counts the answers without naming anyone, and tells a host who does not play so', async () => {
    const playing = (you: string) =>
      crowdView(you, {
        phase: 'playing',
        round: round({ startsAt: NOW - 1_000 }),
        players: [
          player('p1', 'Streamer', { rank: 0, ranked: false, playing: false }),
          player('p2', 'Ana', { answered: true }),
          player('p3', 'Kai'),
        ],
        counts: { seats: 1_381, ranked: 1_380, playing: 1_380, answered: 512 },
      });
    const { unmount } = show(state(playing('p3')));
    expect(await screen.findByRole('heading', { name: 'Answered: 512 of 1,380' })).toBeVisible();
    expect(screen.queryByText('Ana')).toBeNull();
    unmount();
    show(state(playing('p1')));
    expect(await screen.findByText('You host this room: you do not play.')).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says the final results come after the last round’s reveal, and the next round before', async () => {
    const reveal = (number: number) =>
      crowdView('p2', {
        phase: 'reveal',
        round: round({ number, yourGuess: ascent.id }),
        reveal: { answer: ascent.id, guesses: [], found: 0, of: 2 },
      });
    const { update } = show(state(reveal(4)));
    expect(await screen.findByText('The next round starts in a few seconds.')).toBeVisible();
    await update(state(reveal(5)));
    expect(screen.getByText('The final results come in a few seconds.')).toBeVisible();
  });

  it('shows the share who found it, the fastest, the top ten and the player’s own line', async () => {
    const top = Array.from({ length: 10 }, (_, k) =>
      player(`t${k}`, `Top ${k + 1}`, { rank: k + 1, score: 1_000 - k }),
    );
    const view = crowdView('me', {
      phase: 'reveal',
      round: round({ yourGuess: bind.id }),
      players: [
        player('p1', 'Streamer', { rank: 0, ranked: false, playing: false }),
        ...top,
        player('me', 'Sam', { rank: 214, score: 300 }),
      ],
      reveal: {
        answer: ascent.id,
        guesses: [
          ...top.map((each, k) => ({
            playerId: each.id,
            itemId: ascent.id,
            ms: 1_000 + k * 100,
            verdict: 'correct' as const,
            points: 950 - k,
          })),
          { playerId: 'me', itemId: bind.id, ms: 9_000, verdict: 'wrong', points: 0 },
        ],
        found: 870,
        of: 1_380,
      },
    });
    show(state(view));
    expect(await screen.findByText('63% found it (870 of 1,380)')).toBeVisible();
    expect(screen.getByText('You: 214th of 1,380 · +0')).toBeVisible();
    const fastest = screen.getByRole('list', { name: 'Fastest right answers' });
    expect(within(fastest).getAllByRole('listitem')).toHaveLength(11);
    expect(within(fastest).getAllByRole('listitem').at(-1)).toHaveTextContent('Sam (you)');
    const board = screen.getByRole('table', { name: 'Scoreboard' });
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)).toHaveTextContent('214');
    expect(within(board).queryByText('Streamer')).toBeNull();
  });
});
