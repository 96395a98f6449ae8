/**
 * The catalogue as its file holds it (src/content/catalogue.json, and a content update's new file):
 * what the build, `sounds:check` and `content:update` read in Node. The game embeds it in other
 * shapes, section by section (scripts/catalogueSections.ts, types.ts).
 */
export interface CatalogueFile {
  agents: {
    id: string;
    name: string;
    icon: string;
    backgroundGradientColors: string[];
    role: { id: string; name: string; icon: string };
    abilities: { id: string; agentId: string; slot: string; name: string; icon: string }[];
  }[];
  bundles: { id: string; name: string; image: string; nameSubText?: string }[];
  maps: { id: string; name: string; image: string | null }[];
  footsteps: { id: string; name: string; agentIds: string[] }[];
  voiceLines: { lines: { id: string; label: string }[]; agentIds: string[] };
}

/** The catalogue's sections whose items can be added by a content update, each item with an id. */
export const ITEM_SECTIONS = ['agents', 'abilities', 'maps', 'bundles', 'footsteps'] as const;
export type ItemSection = (typeof ITEM_SECTIONS)[number];

/** The items of a section, in the file's order (abilities agent by agent). */
export function itemsOf(
  catalogue: CatalogueFile,
  section: ItemSection,
): readonly { id: string; name: string }[] {
  if (section === 'abilities') return catalogue.agents.flatMap((agent) => agent.abilities);
  return catalogue[section];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Reads a catalogue file's text: the JSON and the facts the game relies on being there (an id and a
 * name for every item, every list a list). Throws with where the file is wrong.
 */
export function parseCatalogue(text: string): CatalogueFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`The catalogue is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const fail = (where: string, what: string): never => {
    throw new Error(`The catalogue's ${where} ${what}.`);
  };
  if (!isRecord(data)) return fail('file', 'is not an object');
  const list = (value: unknown, where: string) =>
    Array.isArray(value) ? (value as unknown[]) : fail(where, 'is not a list');
  const item = (value: unknown, where: string, fields: readonly string[]) => {
    if (!isRecord(value)) return fail(where, 'is not an object');
    for (const field of fields) if (!isText(value[field])) fail(`${where}.${field}`, 'is missing');
    return value;
  };
  list(data.agents, 'agents').forEach((agent, i) => {
    const where = `agents[${i}]`;
    const entry = item(agent, where, ['id', 'name', 'icon']);
    item(entry.role, `${where}.role`, ['id', 'name', 'icon']);
    list(entry.backgroundGradientColors, `${where}.backgroundGradientColors`);
    list(entry.abilities, `${where}.abilities`).forEach((ability, k) =>
      item(ability, `${where}.abilities[${k}]`, ['id', 'agentId', 'slot', 'name', 'icon']),
    );
  });
  list(data.bundles, 'bundles').forEach((bundle, i) =>
    item(bundle, `bundles[${i}]`, ['id', 'name', 'image']),
  );
  list(data.maps, 'maps').forEach((map, i) => item(map, `maps[${i}]`, ['id', 'name']));
  list(data.footsteps, 'footsteps').forEach((category, i) =>
    list(item(category, `footsteps[${i}]`, ['id', 'name']).agentIds, `footsteps[${i}].agentIds`),
  );
  if (!isRecord(data.voiceLines)) return fail('voiceLines', 'is not an object');
  list(data.voiceLines.lines, 'voiceLines.lines').forEach((line, i) =>
    item(line, `voiceLines.lines[${i}]`, ['id', 'label']),
  );
  list(data.voiceLines.agentIds, 'voiceLines.agentIds');
  return data as unknown as CatalogueFile;
}
