import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../machines/settings';
import type { KeptData } from '../storage/move/kept';
import { encodeCodeV1, envelope } from '../test/moveCodeV1';
import { renderInRouter } from '../test/render';
import { MovePage } from './MovePage';

const solved = { tries: [{ guessId: 'a', verdict: 'correct' as const }], finishedOn: 3 };

async function linkFor(bests: Record<string, number>) {
  return encodeCodeV1(
    envelope({
      settings: { ...DEFAULT_SETTINGS, highContrast: false },
      // A code made before Voice lines had a daily puzzle: it has no record of them.
      daily: {
        map: { puzzles: { '3': solved } },
        ability: { puzzles: {} },
        ace: { puzzles: {} },
      } as unknown as KeptData['daily'],
      bests,
      missed: [],
    }),
  );
}

describe('importing moved stats', () => {
  afterEach(() => {
    window.location.hash = '';
    localStorage.clear();
  });

  it('shows what will change, and merges only when the player says so', async () => {
    window.location.hash = await linkFor({ ability: 27 });
    const { user } = renderInRouter(<MovePage />);
    const changes = await screen.findByRole('list', { name: 'What will change' });
    expect(changes).toHaveTextContent('Daily Map: 1 day added');
    expect(changes).toHaveTextContent('Infinite Ability best: 27');
    expect(localStorage.getItem('earshot.infinite.bests')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import these stats' }));
    expect(await screen.findByText('Your stats are on this device now')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('earshot.infinite.bests')!).data).toEqual({
      ability: 27,
    });
  });

  it('says why a damaged code cannot be imported and changes nothing', async () => {
    const code = await linkFor({ map: 3 });
    window.location.hash = code.slice(0, -15);
    renderInRouter(<MovePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /incomplete.*Nothing on this device has changed/,
    );
    expect(localStorage.length).toBe(0);
  });
});
