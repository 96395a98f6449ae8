import { describe, expect, it, vi } from 'vitest';
import { colourSchemeManager } from './colourScheme';
import { memoryBackend } from '../test/memoryBackend';
import { createGameStore } from './store';

function managerOver(initial: Record<string, string> = {}) {
  const backend = memoryBackend(initial);
  const store = createGameStore({ backend: () => backend, report: () => {} });
  return { backend, manager: colourSchemeManager(store) };
}

describe('the colour scheme in the store', () => {
  it('keeps the scheme chosen as bare text under the key the first paint reads', () => {
    const { backend, manager } = managerOver();
    expect(manager.get('auto')).toBe('auto');
    manager.set('light');
    expect(backend.items.get('mantine-color-scheme-value')).toBe('light');
    expect(managerOver({ 'mantine-color-scheme-value': 'dark' }).manager.get('auto')).toBe('dark');
  });

  it('falls back to the default for a stored scheme that is not one, and repairs it', () => {
    const { backend, manager } = managerOver({ 'mantine-color-scheme-value': 'purple' });
    expect(manager.get('auto')).toBe('auto');
    expect(backend.items.get('mantine-color-scheme-value')).toBe('auto');
  });

  it('follows the scheme another tab chose, until it stops listening', () => {
    const { backend, manager } = managerOver({ 'mantine-color-scheme-value': 'dark' });
    expect(manager.get('auto')).toBe('dark');
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    backend.items.set('mantine-color-scheme-value', 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'volume' }));
    expect(onUpdate).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'mantine-color-scheme-value' }));
    expect(onUpdate).toHaveBeenCalledWith('light');
    manager.unsubscribe();
    backend.items.set('mantine-color-scheme-value', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'mantine-color-scheme-value' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
