import type { ClipEntry } from '../../src/content/clips.ts';

/**
 * A mode's clip table (item id → its clip's address and length) as the source of the module
 * `virtual:sound-pack/<mode>`. Most of a table is addresses that repeat the item's id
 * (`/abilities/{agentId}/{id}.wav`), so it is written as each address with `*` in place of the id,
 * once for all the clips that share it, and the module puts the addresses back as it loads: the
 * route's first download is smaller by most of those addresses, and the game reads the same table.
 */
export function clipTableModule(clips: [id: string, entry: ClipEntry][]): string {
  const byTemplate = new Map<string, Record<string, number | null>>();
  for (const [id, { url, duration }] of clips) {
    // The id as the file's name (`…/{id}.wav`), not some letters of it elsewhere in the address.
    const at = url.lastIndexOf(`/${id}.`) + 1;
    const template =
      at === 0 || url.includes('*') ? url : `${url.slice(0, at)}*${url.slice(at + id.length)}`;
    const group = byTemplate.get(template) ?? {};
    group[id] = duration ?? null;
    byTemplate.set(template, group);
  }
  return [
    'const table = {};',
    `for (const [template, clips] of ${JSON.stringify([...byTemplate])}) {`,
    '  for (const [id, duration] of Object.entries(clips)) {',
    '    const url = template.replace("*", () => id);',
    '    table[id] = duration === null ? { url } : { url, duration };',
    '  }',
    '}',
    'export default table;',
  ].join('\n');
}
