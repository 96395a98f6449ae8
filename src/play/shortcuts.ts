import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { playerMachine } from '../../machines/player/playerMachine';
import { t } from './texts';

/** The daily guess box's id: "/" goes to it, and the daily screen's skip link. */
export const GUESS_BOX_ID = 'guess-box';
/** The gallery's search box's id (kept here so that the gallery need not be imported for it). */
const SEARCH_IDS = ['guess-search', GUESS_BOX_ID];

/**
 * The keyboard shortcuts, as How to play lists them: what each does is read in the current language
 * when it is shown (a getter), the keys' names are the keyboard's.
 */
export const SHORTCUTS: readonly { keys: string; readonly does: string; dailyOnly?: boolean }[] = [
  {
    keys: 'Space',
    get does() {
      return t('shortcutSpace');
    },
  },
  {
    keys: '/',
    get does() {
      return t('shortcutSlash');
    },
  },
  {
    keys: 'Shift + Enter',
    get does() {
      return t('shortcutSkip');
    },
    dailyOnly: true,
  },
];

/** Whether typing into `target` is text (a Space there is a space, "/" a slash). */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color'].includes(
      target.type,
    )
  );
}

/** Whether `target` does something of its own with Space or Enter (a button, a link, a slider). */
function handlesKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return !!target.closest(
    'button, a[href], [role="button"], [role="slider"], [role="option"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"], summary',
  );
}

interface Shortcuts {
  player: ActorRefFrom<typeof playerMachine>;
  /** Shift+Enter: skips a daily try. Left out where there is nothing to skip. */
  onSkip?: () => void;
}

/**
 * The game screens' keyboard shortcuts, which never fight typing: Space plays or pauses the clip
 * (when focus is not in a text field nor on a control that Space presses), "/" goes to the search or
 * guess box, Shift+Enter skips on a daily puzzle. Nothing while a dialog is open.
 */
export function useShortcuts({ player, onSkip }: Shortcuts) {
  const skip = useRef(onSkip);
  useEffect(() => {
    skip.current = onSkip;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey) return;
      if (event.altKey) return;
      const target = event.target;
      if (target instanceof Element && target.closest('[role="dialog"]')) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (event.key === 'Enter' && event.shiftKey && skip.current) {
        if (handlesKeys(target) && !(target instanceof HTMLInputElement)) return;
        event.preventDefault();
        event.stopPropagation();
        skip.current();
        return;
      }
      if (isTextField(target)) return;
      if (event.key === ' ' && !event.shiftKey && !handlesKeys(target)) {
        event.preventDefault();
        player.send({ type: 'player.toggle' });
      } else if (event.key === '/') {
        const box = SEARCH_IDS.map((id) => document.getElementById(id)).find(Boolean);
        if (!box) return;
        event.preventDefault();
        box.focus();
      }
    };
    // Capture: Shift+Enter in the guess box is a skip, not the combobox's Enter.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [player]);
}
