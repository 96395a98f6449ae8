import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { render } from '../test/render';
import { AttemptList } from './AttemptList';
import { RankEmblem } from './RankEmblem';
import { t } from './texts';

afterEach(async () => {
  await setLocale('en-US');
});

describe('the play screens in another language', () => {
  it('speak Japanese once it is chosen, the rank in VALORANT’s own word for it', async () => {
    await setLocale('ja-JP');
    render(<AttemptList attempts={[]} />);
    render(<RankEmblem rank="Radiant" />);
    expect(screen.getByText('まだ回答がありません。')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'レディアント' })).toBeInTheDocument();
  });

  it('switch in place when the language changes, a round going on', async () => {
    render(<AttemptList attempts={[]} />);
    expect(screen.getByText('No guesses yet.')).toBeInTheDocument();
    await act(() => setLocale('ja-JP'));
    expect(screen.getByText('まだ回答がありません。')).toBeInTheDocument();
  });

  it('name a skipped try in the player’s language, not by its kept English name', async () => {
    await setLocale('de-DE');
    render(<AttemptList attempts={[{ id: null, name: 'Skipped', verdict: 'skipped' }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Übersprungen');
  });

  it('count the tries left by Polish rules: 2 and 5 take different forms', async () => {
    await setLocale('pl-PL');
    expect(t('attemptsLeft', { remaining: 2 })).toBe('Zostały 2 próby');
    expect(t('attemptsLeft', { remaining: 5 })).toBe('Zostało 5 prób');
  });
});
