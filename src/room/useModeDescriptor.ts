import { useEffect, useState } from 'react';
import type { ModeId } from '../../machines/modes';
import { loadMode } from '../engine/deal/loadMode';
import type { Mode } from '../modes/mode';

/** A mode's descriptor (its gallery, names and pictures), a chunk of its own loaded when a round needs it. */
export function useModeDescriptor(id: ModeId): Mode | null {
  const [mode, setMode] = useState<Mode | null>(null);
  useEffect(() => {
    let current = true;
    void loadMode(id)?.then((loaded) => {
      if (current) setMode(loaded);
    });
    return () => {
      current = false;
    };
  }, [id]);
  return mode?.id === id ? mode : null;
}

/** An item's name by id in a mode's gallery (an ability among its agent's choices too). */
export function itemName(mode: Mode, id: string): string {
  for (const item of mode.gallery('normal')) {
    if (item.id === id) return item.name;
    const choice = item.choices?.find((each) => each.id === id);
    if (choice) return `${choice.name} (${item.name})`;
  }
  return mode.reveal(id).name;
}
