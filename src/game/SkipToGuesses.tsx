import type { MouseEvent } from 'react';
import { GUESS_SEARCH_ID } from './Gallery';
import classes from './SkipToGuesses.module.css';

/** A link, shown when focused, that takes the keyboard past the player to the search box. */
export function SkipToGuesses() {
  // Focused directly rather than followed: a fragment in the address would be the router's to handle.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const search = document.getElementById(GUESS_SEARCH_ID);
    if (!search) return;
    event.preventDefault();
    search.focus();
  };
  return (
    <a href={`#${GUESS_SEARCH_ID}`} className={classes.skip} onClick={skip}>
      Skip to the guesses
    </a>
  );
}
