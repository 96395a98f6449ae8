import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { IMAGE_PATIENCE_MS, ItemImage, tileLabel } from './ItemImage';

afterEach(() => vi.useRealTimers());

describe('tileLabel', () => {
  it('keeps the name on a card and shortens it to initials on an icon, never cutting a word', () => {
    expect(tileLabel('Gravity Well', 120)).toBe('Gravity Well');
    expect(tileLabel('Gravity Well', 40)).toBe('GW');
    expect(tileLabel('FLASH/drive', 40)).toBe('FD');
    expect(tileLabel('Dissipate', 40)).toBe('Dis');
    expect(tileLabel('Deadlock', 56)).toBe('Dea');
  });
});

describe('ItemImage', () => {
  it('shows the name when the image fails', () => {
    render(<ItemImage src="https://media.example/lotus.png" name="Lotus" height={120} />);
    fireEvent.error(document.querySelector('img')!);
    expect(screen.getByTestId('image-fallback')).toHaveTextContent('Lotus');
  });

  it('leaves a plain tile, not the name again, where the name is written beside the picture', () => {
    vi.useFakeTimers();
    render(<ItemImage src="https://media.example/lotus.png" name="Lotus" height={120} nameShown />);
    act(() => vi.advanceTimersByTime(IMAGE_PATIENCE_MS));
    expect(screen.getByTestId('image-fallback')).toBeInTheDocument();
    expect(screen.getByTestId('image-fallback')).not.toHaveTextContent('Lotus');
    fireEvent.error(document.querySelector('img')!);
    expect(screen.getByTestId('image-fallback').textContent).toBe('');
  });

  it('shows the name when the image has not arrived after a few seconds, and the image if it comes', () => {
    vi.useFakeTimers();
    render(<ItemImage src="https://media.example/lotus.png" name="Lotus" height={120} />);
    expect(screen.queryByTestId('image-fallback')).toBeNull();
    act(() => vi.advanceTimersByTime(IMAGE_PATIENCE_MS));
    expect(screen.getByTestId('image-fallback')).toHaveTextContent('Lotus');
    fireEvent.load(document.querySelector('img')!);
    expect(screen.queryByTestId('image-fallback')).toBeNull();
  });

  it('loads a picture whose address comes after it was drawn, or changes', () => {
    const { rerender } = render(<ItemImage src={null} name="Lotus" height={120} />);
    expect(document.querySelector('img')).toBeNull();
    rerender(<ItemImage src="https://media.example/lotus.png" name="Lotus" height={120} />);
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://media.example/lotus.png');
    expect(screen.queryByTestId('image-fallback')).toBeNull();
    fireEvent.error(document.querySelector('img')!);
    rerender(<ItemImage src="https://media.example/sunset.png" name="Sunset" height={120} />);
    expect(document.querySelector('img')).toHaveAttribute(
      'src',
      'https://media.example/sunset.png',
    );
  });
});
