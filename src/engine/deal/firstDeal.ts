import type { Candidate } from '../../../machines/rules/answers';
import type { Mode } from '../../modes/mode';
import { answerPool } from './answerPool';
import { startClip, type EarlyClip } from './earlyClip';
import { loadMode } from './loadMode';
import { openingClip, planRound, type RoundPlan } from './roundPlan';

/** The opened page's first round of free play, dealt before the engine's code has arrived. */
export interface FirstDeal {
  mode: Mode;
  pool: readonly Candidate[];
  plan: RoundPlan;
  /** Its clip's requests, already out; null when the clip has no peaks file. */
  earlyClip: EarlyClip | null;
}

/**
 * Deals the first round of the mode `key` and requests its clip. On a phone the clip is most of
 * what the player waits for, and the engine's code (the machines, wavesurfer) about a third of a
 * second more: the clip no longer waits for it. Undefined for an unknown mode or an empty pool
 * (offline, with no clip cached).
 */
export async function dealFirstRound(key: string): Promise<FirstDeal | undefined> {
  const loading = loadMode(key);
  if (!loading) return undefined;
  const mode = await loading;
  // Offline, the first answer is one whose clip is cached, as for every later round.
  const { pool } = await answerPool(mode);
  if (pool.length === 0) return undefined;
  const plan = planRound(mode, pool);
  const clip = openingClip(mode, plan.answer.id, plan.resume?.attempts);
  return { mode, pool, plan, earlyClip: startClip(clip) };
}
