import { roleName } from '../content/roleName';
import { dailyAnswerId } from '../../machines/daily/schedule';
import type { DailyMode } from '../../machines/dailyModes';
import { abilities, agents, bundles, mapImage, maps } from '../content/sections/catalogue';
import { dailyLedger } from '../content/daily/dailyLedger';

/** How an answer is shown: its name, its picture and, for an ability its agent, for an agent its role. */
export interface AnswerCard {
  id: string;
  name: string;
  image: string | null;
  caption?: string;
}

/** Every answer a daily puzzle can have, by id: the catalogue's ids are unique across its lists. */
let cards: Map<string, AnswerCard> | null = null;

function card(id: string): AnswerCard | null {
  if (!cards) {
    const agentName = new Map(agents.map((agent) => [agent.id, agent.name]));
    cards = new Map(
      [
        ...maps.map((map) => ({ id: map.id, name: map.name, image: mapImage(map) })),
        ...abilities.map((ability) => ({
          id: ability.id,
          name: ability.name,
          image: ability.icon,
          caption: agentName.get(ability.agentId),
        })),
        ...bundles.map((bundle) => ({ id: bundle.id, name: bundle.name, image: bundle.image })),
        ...agents.map((agent) => ({
          id: agent.id,
          name: agent.name,
          image: agent.icon,
          caption: roleName(agent.role.name),
        })),
      ].map((each) => [each.id, each]),
    );
  }
  return cards.get(id) ?? null;
}

/** The answer of puzzle `n` of a mode, from the committed ledger; null before #1. */
export function dailyAnswerCard(mode: DailyMode, n: number): AnswerCard | null {
  const id = dailyAnswerId(mode, n, dailyLedger[mode]);
  return id === null ? null : card(id);
}
