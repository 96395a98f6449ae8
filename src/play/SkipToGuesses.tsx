import type { MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSkipLinkSlot } from '../app/skipLinkSlot';
import { GUESS_SEARCH_ID } from './Gallery';
import classes from './SkipToGuesses.module.css';
import { t } from './texts';
import { useLocale } from '../app/useLocale';

/**
 * A link, shown when focused, that takes the keyboard past the player to the search box (or, with
 * `target`, to another box: the daily guess box). It is drawn at the top of the page, before the
 * header (src/app/Layout.tsx), so that it is the first Tab.
 */
export function SkipToGuesses({
  target = GUESS_SEARCH_ID,
  children,
}: {
  target?: string;
  children?: string;
}) {
  useLocale();
  const slot = useSkipLinkSlot();
  // Focused directly rather than followed: a fragment in the address would be the router's to handle.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const box = document.getElementById(target);
    if (!box) return;
    event.preventDefault();
    box.focus();
  };
  const link = (
    <a href={`#${target}`} className={classes.skip} onClick={skip}>
      {children ?? t('skipToGuesses')}
    </a>
  );
  // Outside the page's layout (a screen on its own), it stays where the screen puts it.
  return slot ? createPortal(link, slot) : link;
}
