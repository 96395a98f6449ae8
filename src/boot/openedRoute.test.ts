import { describe, expect, it } from 'vitest';
import { puzzleDate } from '../../machines/daily/calendar';
import { firstPuzzle } from '../../machines/dailyModes';
import { PLAY_FORMATS } from '../shared/playFormats';
import { openedRoute } from './openedRoute';

/** What `address` opens on puzzle #`day`'s day. */
const open = (address: string, day = 10) => {
  const url = new URL(address, 'https://earshot.test');
  return openedRoute(url, new Date(puzzleDate(day).getTime() + 5 * 3600_000));
};

describe('the route an address opens, before the app', () => {
  it("opens each play format's play on one of the routes the table of play formats gives it", () => {
    for (const [address, play] of [
      ['/ability', { format: 'free', mode: 'ability' }],
      ['/ability/', { format: 'free', mode: 'ability' }],
      ['/daily/map', { format: 'daily', mode: 'map', number: 10 }],
      ['/daily/map/3', { format: 'daily', mode: 'map', number: 3 }],
      ['/infinite?choice=mixed', { format: 'infinite', choice: 'mixed' }],
    ] as const) {
      const opened = open(address);
      expect(opened.play, address).toEqual(play);
      expect(PLAY_FORMATS[play.format].routes, address).toContain(opened.route);
    }
  });

  it('opens no play where the screen has no player, or the app shows the 404 page', () => {
    const voice = firstPuzzle('voice');
    for (const [address, day] of [
      ['/', 10],
      ['/daily', 10],
      ['/infinite', 10],
      ['/infinite?choice=nothing', 10],
      ['/listen', 10],
      ['/nothing', 10],
      ['/map/3', 10],
      ['/daily/footsteps', 10],
      ['/daily/map/11', 10],
      ['/daily/map/0', 10],
      ['/daily/map/x', 10],
      ['/daily/map/3/4', 10],
      ['/daily/voice', voice - 1],
      [`/daily/voice/${voice - 1}`, voice + 3],
    ] as const) {
      expect(open(address, day).play, address).toBeNull();
    }
    expect(open(`/daily/voice/${voice}`, voice + 3).play).toEqual({
      format: 'daily',
      mode: 'voice',
      number: voice,
    });
  });
});
