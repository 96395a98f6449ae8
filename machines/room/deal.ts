import { MODES, type ModeId } from '../modes.ts';
import { nextRandom } from '../random.ts';
import type { RoomSettings } from './protocol.ts';
import type { DealtRound } from './roomEvents.ts';

/** An item a room may deal: its id, its group and the clips that may play for it (Voice: its lines). */
export interface DealCandidate {
  id: string;
  group: string;
  clipPaths: readonly string[];
}

export type DealPools = Partial<Record<ModeId, readonly DealCandidate[]>>;

/** How many rounds running may be of one mode in a Mixed game (when another mode has items left). */
export const MAX_SAME_MODE_RUN = 2;

function pick<T>(items: readonly T[], seed: number): { item: T; seed: number } {
  const { value, seed: next } = nextRandom(seed);
  return { item: items[Math.floor(value * items.length)], seed: next };
}

/**
 * A game's rounds, dealt with the server's randomness (`seed`, returned moved on): `settings.rounds`
 * rounds of the room's mode, or for Mixed a random mode each round, never one mode three times running
 * while another can be dealt. No answer comes twice in a game while its mode has another left (a pool
 * smaller than the game starts over). Throws when the room's mode has nothing to deal.
 */
export function dealRounds(
  pools: DealPools,
  settings: RoomSettings,
  seed: number,
): { rounds: DealtRound[]; seed: number } {
  const playable = (mode: ModeId) =>
    (pools[mode] ?? []).filter((candidate) => candidate.clipPaths.length > 0);
  const modes = (settings.mode === 'mixed' ? MODES.map((mode) => mode.id) : [settings.mode]).filter(
    (mode) => playable(mode).length > 0,
  );
  if (modes.length === 0) throw new Error(`No clip to deal for ${settings.mode}`);

  const dealt = new Map<ModeId, Set<string>>(modes.map((mode) => [mode, new Set()]));
  const rounds: DealtRound[] = [];
  let current = seed;
  while (rounds.length < settings.rounds) {
    const fresh = (mode: ModeId) =>
      playable(mode).filter((candidate) => !dealt.get(mode)!.has(candidate.id));
    // Modes with an answer not yet dealt; when none has any left, every mode starts over.
    let open = modes.filter((mode) => fresh(mode).length > 0);
    if (open.length === 0) {
      dealt.forEach((ids) => ids.clear());
      open = modes;
    }
    const last = rounds.slice(-MAX_SAME_MODE_RUN).map((round) => round.mode);
    const running =
      last.length === MAX_SAME_MODE_RUN && last.every((mode) => mode === last[0]) ? last[0] : null;
    const allowed = open.filter((mode) => mode !== running);
    const choice = pick(allowed.length > 0 ? allowed : open, current);
    const mode = choice.item;
    let candidates = fresh(mode);
    if (candidates.length === 0) {
      dealt.get(mode)!.clear();
      candidates = playable(mode);
    }
    const item = pick(candidates, choice.seed);
    const clip = pick(item.item.clipPaths, item.seed);
    current = clip.seed;
    dealt.get(mode)!.add(item.item.id);
    rounds.push({ mode, answer: item.item.id, group: item.item.group, clipPath: clip.item });
  }
  return { rounds, seed: current };
}
