import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { puzzleDate } from '../../machines/daily/calendar';
import { firstPuzzle } from '../../machines/dailyModes';
import { recordTry } from '../storage/daily/dailyProgress';
import { memoryBackend } from '../test/memoryBackend';
import { createGameStore } from '../storage/store';
import { renderInRouter } from '../test/render';
import { DailyPage } from './DailyPage';

describe('DailyPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-05T23:59:58Z'), toFake: ['Date', 'setInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  it('brings the next puzzles when the countdown reaches 00:00 UTC, and keeps today’s state', async () => {
    const store = createGameStore({ backend: () => memoryBackend() });
    recordTry(store, 'ace', 5, { guessId: 'a', verdict: 'wrong' });
    recordTry(store, 'ace', 5, { guessId: 'b', verdict: 'correct' });
    renderInRouter(<DailyPage store={store} />);
    expect(await screen.findByRole('heading', { name: 'Ace #5' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    const today = screen.getByRole('region', { name: 'Today’s puzzles' });
    expect(within(today).getAllByRole('listitem')[2]).toHaveTextContent('Solved in 2');
    expect(document.title).toBe('Daily puzzles · Earshot');

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('heading', { name: 'Ace #6' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('24:00:00');
    expect(within(today).getAllByRole('listitem')[2]).toHaveTextContent('To play');
    // Yesterday's ace was solved on its day: the streak holds while today's is still to play.
    const aceStats = screen.getByRole('region', { name: 'Ace' });
    expect(within(aceStats).getAllByRole('definition')[2]).toHaveTextContent('1');
  });

  it("shows one mode's archive at a time, each mode's puzzles before today's, a later mode's from its first", async () => {
    const voice = firstPuzzle('voice');
    vi.setSystemTime(new Date(puzzleDate(voice + 2).getTime() + 3600_000));
    renderInRouter(<DailyPage store={createGameStore({ backend: () => memoryBackend() })} />);
    const archiveLinks = (mode: string) =>
      within(screen.getByRole('region', { name: `${mode}: the archive` }))
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Map' }));
    expect(archiveLinks('Map')).toHaveLength(voice + 1);
    fireEvent.click(screen.getByRole('radio', { name: 'Voice' }));
    expect(archiveLinks('Voice')).toEqual([`/daily/voice/${voice}`, `/daily/voice/${voice + 1}`]);
  });
});
