import {
  ITEM_SECTIONS,
  itemsOf,
  type CatalogueFile,
  type ItemSection,
} from '../../src/content/catalogueFile.ts';
import type { AbilitySlot, RoleName } from '../../src/content/types.ts';

const SLOTS: readonly AbilitySlot[] = ['Grenade', 'Ability1', 'Ability2', 'Ultimate'];
const ROLES: readonly RoleName[] = ['Controller', 'Duelist', 'Initiator', 'Sentinel'];

/** Ids name clips' files and sit in the ledger's source: letters, digits and dashes only. */
const PLAIN_ID = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

const ids = (catalogue: CatalogueFile, section: ItemSection) =>
  itemsOf(catalogue, section).map((item) => item.id);

/**
 * What is wrong with a new catalogue, on its own and against the one it replaces, in a maintainer's
 * words; none when it can be taken in:
 * - ids are plain (they name clips' files) and unique across the whole catalogue (a daily answer is
 *   found by its id alone);
 * - every agent has four abilities, one per slot, each naming its agent, and one of the four roles;
 * - footsteps categories and voice lines name agents of the catalogue;
 * - no id is removed (a past puzzle, a kept result or a challenge link may name it), no ability
 *   changes agent or slot (its agent is its group in the daily ledger), and the items already there
 *   keep their order (a challenge run made before the update deals from the pool in that order).
 */
export function checkCatalogue(next: CatalogueFile, previous: CatalogueFile): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const section of ITEM_SECTIONS) {
    for (const item of itemsOf(next, section)) {
      if (!PLAIN_ID.test(item.id))
        problems.push(`The ${section} id ${JSON.stringify(item.id)} is not plain.`);
      const other = seen.get(item.id);
      if (other) problems.push(`The id ${item.id} is used twice (${other}, ${section}).`);
      seen.set(item.id, section);
    }
  }
  for (const agent of next.agents) {
    const slots = agent.abilities.map((ability) => ability.slot).sort();
    if (slots.join() !== [...SLOTS].sort().join()) {
      problems.push(
        `${agent.name} has ${agent.abilities.length} abilities (${slots.join(', ') || 'none'}), not one for each of ${SLOTS.join(', ')}.`,
      );
    }
    for (const ability of agent.abilities.filter((each) => each.agentId !== agent.id)) {
      problems.push(
        `${agent.name}'s ability ${ability.name} names another agent (${ability.agentId}).`,
      );
    }
    if (!ROLES.includes(agent.role.name as RoleName)) {
      problems.push(`${agent.name}'s role ${agent.role.name} is not one of ${ROLES.join(', ')}.`);
    }
  }
  const agentIds = new Set(ids(next, 'agents'));
  for (const category of next.footsteps) {
    for (const id of category.agentIds.filter((each) => !agentIds.has(each)))
      problems.push(
        `The footsteps category ${category.name} names an agent not in the catalogue (${id}).`,
      );
  }
  for (const id of next.voiceLines.agentIds.filter((each) => !agentIds.has(each)))
    problems.push(`Voice lines name an agent not in the catalogue (${id}).`);

  for (const section of ITEM_SECTIONS) {
    const now = ids(next, section);
    const kept = new Set(now);
    const removed = itemsOf(previous, section).filter((item) => !kept.has(item.id));
    for (const item of removed) problems.push(`${item.name} (${section}, ${item.id}) was removed.`);
    const before = new Set(ids(previous, section));
    const order = now.filter((id) => before.has(id));
    const previousOrder = ids(previous, section).filter((id) => kept.has(id));
    if (order.join() !== previousOrder.join()) {
      problems.push(
        `The ${section} already there are in another order: keep it, add new ones anywhere.`,
      );
    }
  }
  const nextAbility = new Map(
    next.agents.flatMap((agent) => agent.abilities).map((ability) => [ability.id, ability]),
  );
  for (const ability of previous.agents.flatMap((agent) => agent.abilities)) {
    const now = nextAbility.get(ability.id);
    if (now && (now.agentId !== ability.agentId || now.slot !== ability.slot)) {
      problems.push(`The ability ${ability.name} (${ability.id}) changed agent or slot.`);
    }
  }
  const voiced = new Set(next.voiceLines.agentIds);
  for (const id of previous.voiceLines.agentIds.filter((each) => !voiced.has(each)))
    problems.push(`The voice lines of agent ${id} were removed.`);
  for (const line of next.voiceLines.lines.filter((each) => !PLAIN_ID.test(each.id)))
    problems.push(`The voice line id ${JSON.stringify(line.id)} is not plain.`);
  const lines = new Set(next.voiceLines.lines.map((line) => line.id));
  for (const line of previous.voiceLines.lines.filter((each) => !lines.has(each.id)))
    problems.push(`The voice line ${line.label} (${line.id}) was removed.`);
  return problems;
}
