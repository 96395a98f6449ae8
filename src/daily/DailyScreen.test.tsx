import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapMode } from '../modes/mapMode';
import { renderInRouter } from '../test/render';
import { DailyScreen } from './DailyScreen';

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

  it('shows the 404 page for a puzzle whose day has not come', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    renderInRouter(<DailyScreen mode={mapMode} number={24} />);
    expect(await screen.findByText('This page does not exist (yet)')).toBeInTheDocument();
  });
});
