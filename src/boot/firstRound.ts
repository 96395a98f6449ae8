import { dropClip } from '../engine/deal/earlyClip';
import { dealFirstRound, type FirstDeal } from '../engine/deal/firstDeal';
import type { PlayerHandle } from '../engine/playerHandle';
import { PLAY_FORMATS, readPlayKey, type Play } from '../shared/playFormats';
import { startBootPlay } from './bootPlay';

/**
 * The first round (docs/first-round.md): where the first paint holds a player box, the session of
 * what it plays (`data-play`) starts before the app, draws its waveform there, gets a Play button
 * and waits for its screen (src/engine/handoff.ts). The page's first script (src/boot/preload.ts)
 * runs this module ahead of the app's code, and downloads the app once `firstRound` settles; the
 * app (src/main.tsx) waits for it too. Nothing here imports React or Mantine, which come later.
 */

/** What the module of a play format's session gives the first round. */
export interface SessionModule {
  startFirstRound(
    slot: HTMLElement,
    play: Play,
    dealt?: FirstDeal,
  ): { player: PlayerHandle } | undefined | Promise<{ player: PlayerHandle } | undefined>;
}

/**
 * Each format's session module, by the path the table of play formats gives it: a chunk of its own
 * apart from free play's (the engine), downloaded only on that format's pages.
 */
const SESSIONS = import.meta.glob<SessionModule>('/src/engine/**/*Session.ts');

/**
 * Starts `play`'s session in the first paint's player box `slot`. Settles once its clip can play,
 * has arrived, failed or had its head start (src/boot/bootPlay.ts), or at once when the round could
 * not start early (its code or its clip did not arrive): its screen then starts one of its own.
 */
export async function playFirstRound(slot: HTMLElement, play: Play): Promise<void> {
  const loading = SESSIONS[PLAY_FORMATS[play.format].session]();
  // Awaited once dealt: should dealing fail first, this failure is nobody's.
  loading.catch(() => {});
  let dealt: FirstDeal | undefined;
  let session: { player: PlayerHandle } | undefined;
  try {
    // Free play deals its answer and asks for its clip while the session's code (the engine) is
    // still on its way: on a phone the clip is most of the wait, and no longer waits for the engine.
    if (play.format === 'free') dealt = await dealFirstRound(play.mode);
    session = await (await loading).startFirstRound(slot, play, dealt);
  } catch {
    // No player will take the early clip over: it stops downloading.
    if (dealt?.earlyClip) dropClip(dealt.earlyClip);
  }
  if (session) await startBootPlay(slot, session.player);
}

async function start(): Promise<void> {
  // Run from the page's head, this may come before the first paint has been written.
  if (document.readyState === 'loading') {
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    );
  }
  const slot = document.getElementById('boot-waveform');
  const play = readPlayKey(slot?.dataset.play);
  if (slot && play) await playFirstRound(slot, play);
}

/**
 * Settles once the opened page's first round has started and its clip has settled, at once on a
 * page without one. On a slow line the clip the player came to hear then does not share it with
 * the app's code, which the first paint's Play button does not need.
 */
export const firstRound: Promise<void> = start();
