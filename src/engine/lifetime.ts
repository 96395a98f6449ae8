/**
 * Use counting for something that lives outside React (a player, a round) but is used by
 * components: each user calls `retain()` and later the function it returned. `stop` runs when the
 * last user has gone and none has come back within the same turn of the event loop, which is how
 * React's development mode unmounts and remounts every component once.
 */
export function sharedLifetime(stop: () => void): () => () => void {
  let users = 0;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    users += 1;
    clearTimeout(stopTimer);
    return () => {
      users -= 1;
      if (users === 0) stopTimer = setTimeout(stop);
    };
  };
}
