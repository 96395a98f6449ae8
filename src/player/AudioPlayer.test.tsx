import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWaveSurfer } from '../test/fakeWaveSurfer';
import { createPlayerHandle } from '../engine/playerHandle';
import { render } from '../test/render';
import { AudioPlayer } from './AudioPlayer';

vi.mock('wavesurfer.js', () => ({ default: FakeWaveSurfer }));

const clip = { url: '/maps/bind.mp3' };

function ready(duration = 4.25) {
  act(() => FakeWaveSurfer.latest().emit('ready', duration));
}

beforeEach(() => {
  FakeWaveSurfer.instances = [];
});

describe('AudioPlayer', () => {
  it('draws the waveform as the spec says and loads the clip', () => {
    render(<AudioPlayer clip={clip} label="Mystery clip" />);
    const wavesurfer = FakeWaveSurfer.latest();
    expect(wavesurfer.options).toMatchObject({
      height: 75,
      barWidth: 3,
      barRadius: 3,
      hideScrollbar: true,
      dragToSeek: true,
    });
    expect(wavesurfer.loaded).toEqual(['/maps/bind.mp3']);
  });

  it('keeps the controls disabled until the clip is ready', () => {
    render(<AudioPlayer clip={clip} label="Mystery clip" />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(screen.getByTestId('waveform-loading')).toBeInTheDocument();
    ready();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(screen.queryByTestId('waveform-loading')).toBeNull();
    expect(screen.getByTestId('player-time')).toHaveTextContent('0.0s / 4.3s');
  });

  it('plays and pauses from the play button, and restarts from 0', async () => {
    const { user } = render(<AudioPlayer clip={clip} label="Mystery clip" />);
    ready();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(FakeWaveSurfer.latest().playing).toBe(true);
    act(() => FakeWaveSurfer.latest().setTime(1.26));
    expect(screen.getByTestId('player-time')).toHaveTextContent('1.3s');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(FakeWaveSurfer.latest().playing).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(FakeWaveSurfer.latest().time).toBe(0);
    expect(FakeWaveSurfer.latest().playing).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('toggles mute and remembers it, with the speaker-off icon', async () => {
    const { user } = render(<AudioPlayer clip={clip} label="Mystery clip" />);
    ready();
    expect(screen.getByTestId('volume-low')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(FakeWaveSurfer.latest().muted).toBe(true);
    expect(localStorage.getItem('isMuted')).toBe('true');
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('volume-off')).toBeInTheDocument();
  });

  it('changes the volume from the keyboard in steps of 0.01, up to 0.75, and stores it', async () => {
    const { user } = render(<AudioPlayer clip={clip} label="Mystery clip" />);
    ready();
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveAttribute('aria-valuemax', '0.75');
    expect(slider).toHaveAttribute('aria-valuenow', '0.375');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Two steps of 0.01 up from 0.375 (Mantine lands them on the 0.01 grid).
    expect(FakeWaveSurfer.latest().volume).toBeGreaterThanOrEqual(0.39);
    expect(FakeWaveSurfer.latest().volume).toBeLessThanOrEqual(0.4);
    expect(localStorage.getItem('volume')).toBe(String(FakeWaveSurfer.latest().volume));
    expect(screen.getByTestId('volume-high')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(localStorage.getItem('volume')).toBe('0.75');
  });

  it('reads the stored volume and mute back when the clip is ready', () => {
    localStorage.setItem('volume', '0.1');
    localStorage.setItem('isMuted', 'true');
    render(<AudioPlayer clip={clip} label="Mystery clip" />);
    ready();
    expect(FakeWaveSurfer.latest()).toMatchObject({ volume: 0.1, muted: true });
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0.1');
  });

  it('seeks and toggles from the keyboard on the waveform', async () => {
    const { user } = render(<AudioPlayer clip={clip} label="Mystery clip" />);
    ready();
    screen.getByRole('slider', { name: 'Seek' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(FakeWaveSurfer.latest().time).toBe(2);
    await user.keyboard(' ');
    expect(FakeWaveSurfer.latest().playing).toBe(true);
  });

  it('seeks to the end with End and back to the start with Home', async () => {
    const { user } = render(<AudioPlayer clip={clip} label="Mystery clip" />);
    ready(4.25);
    screen.getByRole('slider', { name: 'Seek' }).focus();
    await user.keyboard('{End}');
    expect(FakeWaveSurfer.latest().time).toBe(4.25);
    await user.keyboard('{Home}');
    expect(FakeWaveSurfer.latest().time).toBe(0);
  });

  it('states the volume as a percentage of the loudest setting', async () => {
    const { user } = render(<AudioPlayer clip={clip} label="Mystery clip" />);
    ready();
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveAttribute('aria-valuetext', '50%');
    slider.focus();
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuetext', '100%');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuetext', '0%');
  });

  it('shows what went wrong when the clip fails, tells the console, and retries it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = render(<AudioPlayer clip={clip} label="Mystery clip" />);
    act(() =>
      FakeWaveSurfer.latest().emit(
        'error',
        new Error('Failed to fetch /maps/bind.mp3: 404 (Not Found)'),
      ),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Earshot: the clip /maps/bind.mp3 failed'),
      expect.any(Error),
    );
    warn.mockRestore();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The clip could not be loaded (HTTP 404 Not Found).',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(FakeWaveSurfer.latest().loaded).toEqual(['/maps/bind.mp3', '/maps/bind.mp3']);
  });

  it('loads the next clip into the same wavesurfer instance', () => {
    const { rerender } = render(<AudioPlayer clip={clip} label="Mystery clip" />);
    rerender(<AudioPlayer clip={{ url: '/maps/haven.mp3' }} label="Mystery clip" />);
    expect(FakeWaveSurfer.instances.filter((w) => !w.destroyed)).toHaveLength(1);
    expect(FakeWaveSurfer.latest().loaded.at(-1)).toBe('/maps/haven.mp3');
  });

  it('destroys its wavesurfer instance when it goes away', async () => {
    const { unmount } = render(<AudioPlayer clip={clip} label="Mystery clip" />);
    expect(FakeWaveSurfer.instances).toHaveLength(1);
    unmount();
    await vi.waitFor(() => expect(FakeWaveSurfer.latest().destroyed).toBe(true));
  });

  it('pauses while asked to', async () => {
    const { user, rerender } = render(<AudioPlayer clip={clip} label="Mystery clip" />);
    ready();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    rerender(<AudioPlayer clip={clip} label="Mystery clip" paused />);
    expect(FakeWaveSurfer.latest().playing).toBe(false);
  });

  it('plays only the unlocked start of the clip, shows its length alone, and lifts the limit', async () => {
    const { user, rerender } = render(
      <AudioPlayer clip={clip} label="Mystery clip" windowEnd={1} />,
    );
    ready(4);
    // The locked part is a strip of one width, whatever share of the clip it is.
    expect(screen.getByTestId('waveform-locked')).toHaveStyle({ width: '20px' });
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0.0 of 1.0 seconds unlocked',
    );
    expect(screen.getByTestId('player-time')).toHaveTextContent('0.0s / 1.0s');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    act(() => FakeWaveSurfer.latest().setTime(0.5));
    expect(FakeWaveSurfer.latest().playing).toBe(true);
    act(() => FakeWaveSurfer.latest().setTime(1.02));
    expect(FakeWaveSurfer.latest().playing).toBe(false);
    expect(FakeWaveSurfer.latest().time).toBe(1);
    expect(screen.getByTestId('player-time')).toHaveTextContent('1.0s / 1.0s');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    screen.getByRole('slider', { name: 'Seek' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(FakeWaveSurfer.latest().time).toBe(1);

    rerender(<AudioPlayer clip={clip} label="Mystery clip" windowEnd={null} />);
    expect(screen.queryByTestId('waveform-locked')).toBeNull();
    expect(screen.getByTestId('player-time')).toHaveTextContent('1.0s / 4.0s');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(FakeWaveSurfer.latest().time).toBe(3);
  });

  it('replays the unlocked start from the beginning once it has stopped at its end', async () => {
    const { user } = render(<AudioPlayer clip={clip} label="Mystery clip" windowEnd={2} />);
    ready(4);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    act(() => FakeWaveSurfer.latest().setTime(2.1));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(FakeWaveSurfer.latest().playing).toBe(true);
    expect(FakeWaveSurfer.latest().time).toBe(0);
  });

  /** A round's player started in the first paint (`slot`), its clip ready to play. */
  function startedPlayer(slot: HTMLElement) {
    const handle = createPlayerHandle();
    handle.attach(slot);
    handle.load(clip);
    FakeWaveSurfer.latest().emit('ready', 3);
    return handle;
  }

  it("takes the focus from the first paint's Play button that the app replaces", () => {
    // The first paint's player box, its Play button focused (src/boot/bootPlay.ts).
    const box = document.body.appendChild(document.createElement('div'));
    box.className = 'boot-player';
    const handle = startedPlayer(box.appendChild(document.createElement('div')));
    box.appendChild(document.createElement('button')).focus();
    render(<AudioPlayer clip={clip} label="Mystery clip" handle={handle} />);
    box.remove();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
  });

  it('leaves the focus where it is when the first paint did not have it', () => {
    const box = document.body.appendChild(document.createElement('div'));
    box.className = 'boot-player';
    const handle = startedPlayer(box.appendChild(document.createElement('div')));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    render(<AudioPlayer clip={clip} label="Mystery clip" handle={handle} />);
    box.remove();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});
