/** How long to wait for the next clip before giving up on moving focus to its Play button. */
const WAIT_MS = 10_000;

/**
 * Moves keyboard focus to the Play button of the player in `player` (the player or a box around it)
 * as soon as it can be pressed (the next round's clip may still be loading), unless the player has
 * put focus somewhere else meanwhile. Returns a function that stops waiting.
 */
export function focusPlayWhenReady(player: HTMLElement | null | undefined): () => void {
  let frame = 0;
  const started = performance.now();
  const attempt = () => {
    // The player's own Play button (src/player/PlayerView.tsx), whatever the language of its label.
    const play = player?.querySelector<HTMLButtonElement>('button[data-play-button]');
    const active = document.activeElement;
    // Focus still on the page itself, or in the closing popup: nobody has claimed it.
    const unclaimed = !active || active === document.body || !!active.closest('[role="dialog"]');
    if (!play?.isConnected || !unclaimed || performance.now() - started > WAIT_MS) return;
    if (play.disabled || play.closest('[inert], [aria-hidden="true"]')) {
      frame = requestAnimationFrame(attempt);
      return;
    }
    play.focus();
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
