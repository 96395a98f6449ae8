import type { MouseEvent } from 'react';
import { GUESS_SEARCH_ID } from './Gallery';
import classes from './SkipToGuesses.module.css';

/**
 * A link, shown when focused, that takes the keyboard past the player to the search box (or, with
 * `target`, to another box: the daily guess box).
 */
export function SkipToGuesses({
  target = GUESS_SEARCH_ID,
  children = 'Skip to the guesses',
}: {
  target?: string;
  children?: string;
}) {
  // Focused directly rather than followed: a fragment in the address would be the router's to handle.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const box = document.getElementById(target);
    if (!box) return;
    event.preventDefault();
    box.focus();
  };
  return (
    <a href={`#${target}`} className={classes.skip} onClick={skip}>
      {children}
    </a>
  );
}
