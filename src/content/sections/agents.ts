import agents from 'virtual:catalogue/agents';
import type { Ability } from '../types.ts';

export { agents };
// Pure: a page that shows no agent loads none (see catalogue.ts).
export const abilities: readonly Ability[] = /* @__PURE__ */ agents.flatMap(
  (agent) => agent.abilities,
);
