import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchMediaWhere } from '../test/media';
import { render } from '../test/render';
import { ShareButton } from './ShareButton';

const TEXT = 'Earshot Ability #23 3/6\n⬜🟥🟩\nhttps://earshot.example/daily/ability';

function onTouchScreen(touch: boolean) {
  matchMediaWhere((query) => touch && query === '(pointer: coarse)');
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

// After render: user-event's setup puts a clipboard of its own on the navigator.
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('ShareButton', () => {
  it('copies the text where there is no share sheet and says "Copied"', async () => {
    onTouchScreen(true);
    const writeText = vi.fn(async () => {});
    const { user } = render(<ShareButton text={TEXT} />);
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it("opens the device's share sheet on a touch screen that has one", async () => {
    onTouchScreen(true);
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const writeText = vi.fn(async () => {});
    const { user } = render(<ShareButton text={TEXT} />);
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ text: TEXT });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies on a desktop even where it has a share sheet', async () => {
    onTouchScreen(false);
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const writeText = vi.fn(async () => {});
    const { user } = render(<ShareButton text={TEXT} />);
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(TEXT);
  });

  it('does nothing more when the player closes the share sheet', async () => {
    onTouchScreen(true);
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const writeText = vi.fn(async () => {});
    const { user } = render(<ShareButton text={TEXT} />);
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the text to copy by hand when the clipboard refuses', async () => {
    onTouchScreen(false);
    const { user } = render(<ShareButton text={TEXT} />);
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('status')).toHaveTextContent('would not copy it');
    expect(screen.getByText(/Earshot Ability #23 3\/6/)).toBeInTheDocument();
  });
});
