import type { PlayerHandle } from '../engine/playerHandle';

/**
 * The first paint's Play button: a round started before the app (src/boot/firstRound.ts) can be heard
 * before React and Mantine have arrived. It plays and pauses the round's own player, so the app's
 * player takes over where it is; React replaces it with the player's controls on its first render.
 * The icons are Tabler's player-play-filled and player-pause-filled, as the app's player draws them.
 */
const ICONS = {
  Play: '<path d="M6 4v16a1 1 0 0 0 1.524 .852l13 -8a1 1 0 0 0 0 -1.704l-13 -8a1 1 0 0 0 -1.524 .852z"/>',
  Pause:
    '<path d="M9 4h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h2a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2z"/>' +
    '<path d="M17 4h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h2a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2z"/>',
};

/**
 * How long the app's code waits for the first clip at most, from the moment the first paint's
 * player starts (its clip's request is out by then; free play's went out earlier): the clip has
 * the line to itself until it has arrived or can play, fails, or this runs out (a browser that does
 * not fetch a clip before Play, a clip too large to start quickly on the connection). On a fast line
 * the clip arrives long before the browser reports it playable, and the app does not wait for that.
 */
export const FIRST_CLIP_HEAD_START_MS = 1_000;

/**
 * Puts a working Play button in the first paint's player box (`slot`'s box), for `player`, which has
 * just been asked for its clip. Settles once the clip can play, has arrived, has failed, or has had
 * its head start: the app's code waits for that (src/boot/firstRound.ts).
 */
export function startBootPlay(slot: HTMLElement, player: PlayerHandle): Promise<void> {
  const controls = slot.parentElement?.querySelector('.boot-controls');
  let release = () => {};
  const clipSettled = new Promise<void>((settle) => {
    const timer = setTimeout(settle, FIRST_CLIP_HEAD_START_MS);
    release = () => {
      clearTimeout(timer);
      settle();
    };
  });
  // The clip's last byte (its resource timing entry): nothing of it is left to share the line with.
  const clip = player.actor.getSnapshot().context.clip;
  if (clip && typeof PerformanceObserver === 'function') {
    const address = new URL(clip.url, document.baseURI).href;
    const arrivals = new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === address)) return;
      observer.disconnect();
      release();
    });
    arrivals.observe({ type: 'resource', buffered: true });
    void clipSettled.then(() => arrivals.disconnect());
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'boot-play';
  button.addEventListener('click', () => player.actor.send({ type: 'player.toggle' }));
  let shown = '';
  const show = () => {
    const snapshot = player.actor.getSnapshot();
    if (snapshot.context.playable || snapshot.matches('error') || snapshot.status !== 'active') {
      release();
    }
    button.disabled = !snapshot.matches('loaded');
    const label = snapshot.matches({ loaded: 'playing' }) ? 'Pause' : 'Play';
    if (label === shown) return;
    shown = label;
    button.setAttribute('aria-label', label);
    button.innerHTML = `<svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">${ICONS[label]}</svg>`;
  };
  show();
  const subscription = player.actor.subscribe({ next: show, complete: release, error: release });
  // Once React has replaced the first paint, the button is gone: it stops following the player.
  // (Had it the focus then, the app's player takes it: src/player/PlayerView.tsx.)
  new MutationObserver((_, observer) => {
    if (button.isConnected) return;
    observer.disconnect();
    subscription.unsubscribe();
  }).observe(document.body, { childList: true, subtree: true });
  controls?.appendChild(button);
  return clipSettled;
}
