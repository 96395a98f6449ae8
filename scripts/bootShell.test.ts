import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { puzzleDate } from '../machines/daily/calendar';
import { DAILY_MODES, firstPuzzle } from '../machines/dailyModes';
import { openedShell } from '../src/boot/openedShell';
import { memoryBackend } from '../src/test/memoryBackend';
import { bootShells, firstPaintScript } from './bootShell';

const shells = bootShells();

/** What the page opened at `address` paints first, on puzzle #`day`'s day, with this storage. */
function paint(
  address: string,
  day = 10,
  stored: { tab?: Record<string, string>; local?: Record<string, string> } = {},
) {
  const url = new URL(address, 'https://earshot.test');
  const tab = memoryBackend(stored.tab);
  const local = memoryBackend(stored.local);
  const shell = openedShell(shells, url, new Date(puzzleDate(day).getTime() + 5 * 3600_000), {
    tab: () => tab,
    local: () => local,
  });
  return { shell, tab, local };
}

const roundOn = (difficulty: string, tries: number) =>
  JSON.stringify({
    v: 1,
    data: {
      round: {
        answerId: 'jett-q',
        difficulty,
        attempts: Array.from({ length: tries }, (_, i) => ({
          id: `sova-${i}`,
          name: `Guess ${i}`,
          verdict: 'wrong',
        })),
      },
    },
  });

describe('the first paint', () => {
  it("writes a mode's screen, and nothing where the app shows the 404 page", () => {
    expect(paint('/map').shell).toContain("What's the map?");
    expect(paint('/map/').shell).toContain("What's the map?");
    expect(paint('/map').shell).toContain('data-play="free:map"');
    expect(paint('/nowhere').shell).toBeNull();
    expect(paint('/daily/footsteps').shell).toBeNull();
  });

  it('has the words of every mode with a daily puzzle', () => {
    for (const mode of DAILY_MODES) {
      expect(paint(`/daily/${mode}`, 40).shell, mode).toContain('<p class="boot-intro">Six tries');
    }
  });

  it("numbers today's and an archive puzzle, and dates the archive's", () => {
    expect(paint('/daily/map', 10).shell).toContain('Daily Map #10');
    // Its player's box names the puzzle that src/boot/firstRound.ts starts there.
    expect(paint('/daily/map', 10).shell).toContain(
      'class="boot-waveform" data-play="daily:map/10" role="slider"',
    );
    expect(paint('/daily/ability/3', 10).shell).toContain('data-play="daily:ability/3"');
    const archived = paint('/daily/ability/3', 10).shell;
    expect(archived).toContain('Daily Ability #3');
    expect(archived).toContain('The puzzle of 3 November 2026, from the archive.');
  });

  it('has no puzzle that has not come yet, or never will', () => {
    for (const address of ['/daily/map/11', '/daily/map/0', '/daily/map/x', '/daily/map/3/4']) {
      expect(paint(address, 10).shell, address).toBeNull();
    }
    // A mode that joined later has no puzzle before its first, today's included.
    const first = firstPuzzle('voice');
    expect(paint(`/daily/voice/${first - 1}`, first + 3).shell).toBeNull();
    expect(paint('/daily/voice', first - 1).shell).toBeNull();
    expect(paint(`/daily/voice/${first}`, first + 3).shell).toContain(`Daily Voice #${first}`);
  });

  it("writes an infinite run's screen for a choice the app offers, else the picker", () => {
    expect(paint('/infinite?choice=ace').shell).toContain('Infinite · Ace');
    expect(paint('/infinite?choice=ace').shell).toContain('data-play="infinite:ace"');
    expect(paint('/infinite?choice=<b>').shell).toContain('<h1 class="boot-heading">Infinite<');
    expect(paint('/infinite?choice=<b>').shell).not.toContain('<b>');
  });

  it('states the attempts of the difficulty the round will be played on, without repairing what is kept', () => {
    // The spec's sentence, with Normal's 3 attempts or Hard's 1.
    const intro = (difficulty: 'normal' | 'hard') =>
      `You have ${difficulty === 'normal' ? 3 : 1} attempt(s) to try to find the correct ability`;
    expect(paint('/ability').shell).toContain(intro('normal'));
    const hard = { 'earshot.freePlay.ability.difficulty': JSON.stringify({ v: 1, data: 'hard' }) };
    expect(paint('/ability', 10, { local: hard }).shell).toContain(intro('hard'));
    // A round in progress on normal plays on at normal, whatever was chosen last.
    const playing = { 'earshot.freePlay.ability.round': roundOn('normal', 1) };
    expect(paint('/ability', 10, { local: hard, tab: playing }).shell).toContain(intro('normal'));
    // One with no tries left does not.
    const spent = { 'earshot.freePlay.ability.round': roundOn('normal', 3) };
    expect(paint('/ability', 10, { local: hard, tab: spent }).shell).toContain(intro('hard'));
    const corrupt = { 'earshot.freePlay.ability.round': '{not json' };
    const { shell, tab } = paint('/ability', 10, { local: hard, tab: corrupt });
    expect(shell).toContain(intro('hard'));
    expect(Object.fromEntries(tab.items)).toEqual(corrupt);
  });

  it("is the page's inline script, small, and writes the shell in the page", async () => {
    const script = await firstPaintScript(shells);
    expect(script.length).toBeLessThan(20_000);
    const run = (languages: string[], chosen: string | null = null) => {
      const written: string[] = [];
      const page = { lang: 'en', dir: '', dataset: {} as Record<string, string> };
      const storage = { getItem: (key: string) => (key === 'earshot.locale' ? chosen : null) };
      runInNewContext(script, {
        location: new URL('https://earshot.test/daily/map/1'),
        document: {
          currentScript: { insertAdjacentHTML: (_: string, html: string) => written.push(html) },
          documentElement: page,
        },
        navigator: { languages },
        URLSearchParams,
        sessionStorage: storage,
        localStorage: storage,
      });
      return { written, page };
    };
    const english = run(['en-GB', 'fr']);
    expect(english.written).toHaveLength(1);
    expect(english.written[0]).toContain('Daily Map #1<');
    expect(english.written[0]).toContain('The puzzle of 1 November 2026');
    expect(english.page).toEqual({ lang: 'en-US', dir: 'ltr', dataset: {} });
    // In another language, the page has it from the first paint, and the English words hide.
    const arabic = run(['ar-EG']);
    expect(arabic.page).toEqual({ lang: 'ar-AE', dir: 'rtl', dataset: { bootWords: 'hidden' } });
    // The player's choice comes first, as the app's.
    expect(run(['ar-EG'], 'ja-JP').page.lang).toBe('ja-JP');
  });
});
