import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { puzzleStateText } from '../../machines/daily/puzzleStateText';
import { setLocale } from '../i18n/i18n';
import { render } from '../test/render';
import { communityWords } from './community/words';
import { dailyTitle } from './words/dailyWords';
import { TryList } from './TryList';

afterEach(async () => {
  await setLocale('en-US');
});

describe('the daily puzzles in another language', () => {
  it('says a puzzle and its tries in Japanese, and follows a change of language in place', async () => {
    render(<TryList tries={[]} maxTries={6} />);
    expect(screen.getByRole('list', { name: 'Your tries' })).toHaveTextContent('Try 1This try');
    await act(() => setLocale('ja-JP'));
    const list = screen.getByRole('list', { name: 'あなたの回答' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1回目この回答');
    expect(dailyTitle('ability', 23)).toBe('デイリー アビリティ #23');
    expect(puzzleStateText({ kind: 'playing', tries: 2 })).toBe('6回中2回使用');
  });

  it('counts players with the plural forms of Polish', async () => {
    await setLocale('pl-PL');
    const words = communityWords();
    expect(words.players(2)).toBe('2 gracze');
    expect(words.players(5)).toBe('5 graczy');
    expect(words.found(2)).toBe('2 graczy zgadło');
    expect(words.players(1)).toBe('1 gracz');
  });
});
