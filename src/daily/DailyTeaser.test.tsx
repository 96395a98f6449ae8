import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { puzzleNumber } from '../../machines/daily/calendar';
import { dailyModesOn, type DailyMode } from '../../machines/dailyModes';
import { recordTry } from '../storage/daily/dailyProgress';
import { createGameStore } from '../storage/store';
import { renderInRouter } from '../test/render';
import { DailyTeaser } from './DailyTeaser';

const saved = vi.hoisted(() => ({ modes: [] as string[], asked: [] as string[][] }));
// The service worker's cache is the browser's: the test says which clips it holds.
vi.mock('./savedToday', () => ({
  savedTodaysPuzzles: vi.fn(async (modes: string[]) => {
    saved.asked.push([...modes]);
    return modes.filter((mode) => saved.modes.includes(mode));
  }),
}));

let online = true;
const today = puzzleNumber(new Date());
const modes = dailyModesOn(today);

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  online = true;
  saved.modes = [];
  saved.asked = [];
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const store = () => createGameStore({ backend: () => localStorage, report: () => {} });

describe('the home page’s daily strip offline', () => {
  it('says nothing of the connection online', async () => {
    renderInRouter(<DailyTeaser store={store()} />);
    await screen.findByRole('heading', { name: `Daily puzzles #${today}` });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(saved.asked).toEqual([]);
  });

  it('says which of today’s puzzles can play once the device goes offline, and goes away online', async () => {
    saved.modes = [modes[1]!];
    renderInRouter(<DailyTeaser store={store()} />);
    await screen.findByRole('heading', { name: `Daily puzzles #${today}` });
    setOnline(false);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/can play, saved on this device/),
    );
    expect(saved.asked).toEqual([modes]);
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks only about the puzzles not yet finished', async () => {
    const played = store();
    const [first, ...rest] = modes as [DailyMode, ...DailyMode[]];
    // Six skipped tries: the first mode's puzzle is missed, nothing left to play.
    for (let i = 0; i < 6; i++)
      recordTry(played, first, today, { guessId: null, verdict: 'skipped' });
    saved.modes = [];
    online = false;
    renderInRouter(<DailyTeaser store={played} />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/wait for a connection/),
    );
    expect(saved.asked).toEqual([rest]);
  });
});
