import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RoomView } from '../../machines/room/protocol';
import { setLocale } from '../i18n/i18n';
import { renderInRouter } from '../test/render';
import { completeView, playerView } from '../test/roomViews';
import { RoomScreen } from './RoomScreen';
import { shareLine } from './shareLine';
import { t } from './screenTexts';

const lobby: RoomView = completeView({
  code: 'ABCD',
  settings: { mode: 'map', rounds: 5, seconds: 20 },
  phase: 'lobby',
  you: null,
  hostId: 'p1',
  players: [playerView('p1', 'Ana', { score: 2_340, rank: 2 }), playerView('p2', 'Kai')],
  screens: 0,
  game: 1,
  round: null,
  reveal: null,
});

describe('a room in another language', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('shows a visitor the room in Japanese', async () => {
    await setLocale('ja-JP');
    renderInRouter(
      <RoomScreen
        code="ABCD"
        state={{
          status: 'visitor',
          view: lobby,
          stale: false,
          notice: null,
          reason: null,
          offset: 0,
        }}
        send={() => {}}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'ルーム ABCD' })).toBeInTheDocument();
    expect(screen.getByText('マップ · 5ラウンド · 各20秒')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'プレイヤー（2）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '参加' })).toBeInTheDocument();
  });

  it('counts the seconds left in Russian with the form each number takes', async () => {
    await setLocale('ru-RU');
    expect(t('secondsLeft', { seconds: 2 })).toBe('Осталось 2 секунды');
    expect(t('secondsLeft', { seconds: 5 })).toBe('Осталось 5 секунд');
  });

  it('shares a result in Polish, points in the form their number takes', async () => {
    await setLocale('pl-PL');
    expect(shareLine({ ...lobby, you: 'p1' })).toBe(
      'Pokój Earshot · Mapa · 5 rund — Moje miejsce: 2. z 2, 2340 punktów',
    );
  });
});
