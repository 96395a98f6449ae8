import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { LOSS_TITLE } from '../../machines/formats/freePlayMachine';
import { popupMachine } from '../../machines/formats/popupMachine';
import { maps } from '../content/sections/catalogue';
import { setLocale } from '../i18n/i18n';
import { mapMode } from '../modes/mapMode';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { render, renderInRouter } from '../test/render';
import { EndPopup } from './EndPopup';
import { GuessAnnouncer } from './GuessAnnouncer';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));

afterEach(async () => {
  await setLocale('en-US');
});

describe('the game screen in the player’s language', () => {
  it('ends a lost round in Japanese', async () => {
    await setLocale('ja-JP');
    const popup = createActor(popupMachine).start();
    const answer = { id: maps[0].id, name: maps[0].name };
    popup.send({
      type: 'popup.open',
      title: LOSS_TITLE,
      won: false,
      answer,
      attempts: [{ id: maps[1].id, name: maps[1].name, verdict: 'wrong' }],
    });
    renderInRouter(<EndPopup popupRef={popup} mode={mapMode} winMessage="" difficulty="normal" />);

    expect(await screen.findByRole('dialog', { name: 'ゲームオーバー' })).toBeInTheDocument();
    expect(screen.getByText('回答回数をすべて使い切りました！')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'もう一度プレイ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '正解のクリップ' })).toBeInTheDocument();
  });

  it('tells a screen reader the attempts left in the plural Russian needs', async () => {
    await setLocale('ru-RU');
    const attempts = [{ id: maps[1].id, name: 'Bind', verdict: 'wrong' as const }];
    const { rerender } = render(<GuessAnnouncer attempts={attempts} remaining={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('Bind: неверно. Осталось 2 попытки.');
    rerender(<GuessAnnouncer attempts={attempts} remaining={5} />);
    expect(screen.getByRole('status')).toHaveTextContent('Bind: неверно. Осталось 5 попыток.');
  });
});
