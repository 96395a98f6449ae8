import { dailyAnswerId } from '../../machines/daily/schedule';
import type { DailyMode } from '../../machines/daily/verdict';
import { abilities, agents, bundles, mapImage, maps } from '../content/catalogue';
import { dailyLedger } from '../content/dailyLedger';

/** How an answer is shown: its name, its picture and, for an ability, its agent. */
export interface AnswerCard {
  id: string;
  name: string;
  image: string | null;
  caption?: string;
}

const agentName = new Map(agents.map((agent) => [agent.id, agent.name]));

function card(mode: DailyMode, id: string): AnswerCard | null {
  if (mode === 'map') {
    const map = maps.find((each) => each.id === id);
    return map ? { id, name: map.name, image: mapImage(map) } : null;
  }
  if (mode === 'ability') {
    const ability = abilities.find((each) => each.id === id);
    return ability
      ? { id, name: ability.name, image: ability.icon, caption: agentName.get(ability.agentId) }
      : null;
  }
  const bundle = bundles.find((each) => each.id === id);
  return bundle ? { id, name: bundle.name, image: bundle.image } : null;
}

/** The answer of puzzle `n` of a mode, from the committed ledger; null before #1. */
export function dailyAnswerCard(mode: DailyMode, n: number): AnswerCard | null {
  const id = dailyAnswerId(mode, n, dailyLedger[mode]);
  return id === null ? null : card(mode, id);
}
