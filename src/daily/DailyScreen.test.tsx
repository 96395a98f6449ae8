import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapMode } from '../modes/mapMode';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { renderInRouter } from '../test/render';
import { DailyScreen } from './DailyScreen';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));

afterEach(() => vi.useRealTimers());

describe('DailyScreen', () => {
  it("says plainly when the pack lacks the puzzle's clip", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    renderInRouter(<DailyScreen mode={{ ...mapMode, pool: [] }} />);
    expect(await screen.findByRole('heading', { name: 'Daily Map #23' })).toBeInTheDocument();
    expect(screen.getByText("This puzzle's clip is missing")).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.title).toBe('Daily Map #23 · Earshot');
  });

  it('lets a Skip unlock the next stage of the clip, as a miss does', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    const { user } = renderInRouter(<DailyScreen mode={mapMode} />);
    // The guessing controls join on the second pass: a loaded machine may take a while.
    const wait = { timeout: 10_000 };
    expect(await screen.findByRole('status', {}, wait)).toHaveTextContent(
      'Try 1 of 6: you hear the first 1 s.',
    );
    await user.click(await screen.findByRole('button', { name: 'Skip' }, wait));
    expect(screen.getByText('Skipped')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Try 2 of 6: you hear the first 2 s.');
    expect(screen.getByText('Skip spends a try and lets you hear up to 4 s.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('status')).toHaveTextContent('Try 3 of 6: you hear the first 4 s.');
  });

  it('shows the 404 page for a puzzle whose day has not come', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    renderInRouter(<DailyScreen mode={mapMode} number={24} />);
    expect(await screen.findByText('This page does not exist (yet)')).toBeInTheDocument();
  });
});
