import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { render } from '../test/render';
import { AudioPlayer } from './AudioPlayer';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));

afterEach(async () => {
  await setLocale('en-US');
});

describe('the player in the player’s language', () => {
  it('switches its controls to Japanese in place when the language changes', async () => {
    render(<AudioPlayer clip={{ url: '/maps/bind.mp3' }} label="Mystery clip" />);
    act(() => FakeWaveSurfer.latest().emit('ready', 4.25));
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();

    await act(() => setLocale('ja-JP'));

    expect(screen.getByRole('button', { name: '再生' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '最初から' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: '再生位置' })).toHaveAttribute(
      'aria-valuetext',
      '4.3秒中0.0秒',
    );
    expect(screen.getByTestId('player-time')).toHaveTextContent('0.0秒 / 4.3秒');
  });
});
