import { nextRandom } from '../random.ts';

/** What a player guessed: compared to the answer by id. */
export interface Guess {
  id: string;
  name: string;
}

/**
 * An item that can be the answer. `group` is what must change from one round to the next: the item
 * itself for maps and bundles, the agent for abilities.
 */
export interface Candidate extends Guess {
  group: string;
}

/**
 * Picks the next answer: a random group other than the previous answer's (when there is another),
 * then a random candidate of that group. With `previous` unset it is the first, fully random pick.
 */
export function pickNextAnswer(
  pool: readonly Candidate[],
  previous: Candidate | null,
  seed: number,
): { answer: Candidate; seed: number } {
  if (pool.length === 0) throw new Error('The answer pool is empty: no item has a clip.');
  const groups = [...new Set(pool.map((candidate) => candidate.group))];
  const eligible =
    previous && groups.length > 1 ? groups.filter((group) => group !== previous.group) : groups;
  const first = nextRandom(seed);
  const group = eligible[Math.floor(first.value * eligible.length)];
  const members = pool.filter((candidate) => candidate.group === group);
  const second = nextRandom(first.seed);
  return { answer: members[Math.floor(second.value * members.length)], seed: second.seed };
}

/**
 * Free play's first answer from `seed`: the answer of the round played on after a reload (`resumed`),
 * or a fully random pick. The first paint's script deals it too, to request its clip before the
 * free-play machine has arrived (src/engine/deal/roundPlan.ts): both must deal the same answer.
 */
export function firstAnswer(
  pool: readonly Candidate[],
  resumed: Candidate | undefined,
  seed: number,
): { answer: Candidate; seed: number } {
  return resumed ? { answer: resumed, seed } : pickNextAnswer(pool, null, seed);
}
