import {
  ITEM_SECTIONS,
  itemsOf,
  type CatalogueFile,
  type ItemSection,
} from '../../src/content/catalogueFile.ts';
import type { Edition } from '../../src/content/editionsFile.ts';

export type Added = Edition['added'];
export type Renamed = Edition['renamed'];

/** The items a new catalogue adds, per section, in its order. */
export function addedItems(next: CatalogueFile, previous: CatalogueFile): Added {
  const sections = ITEM_SECTIONS.map((section): [ItemSection, string[]] => {
    const before = new Set(itemsOf(previous, section).map((item) => item.id));
    return [
      section,
      itemsOf(next, section).flatMap((item) => (before.has(item.id) ? [] : [item.id])),
    ];
  });
  return Object.fromEntries(sections) as Added;
}

/** The items a new catalogue keeps under another name. */
export function renamedItems(next: CatalogueFile, previous: CatalogueFile): Renamed {
  return ITEM_SECTIONS.flatMap((section) => {
    const before = new Map(itemsOf(previous, section).map((item) => [item.id, item.name]));
    return itemsOf(next, section).flatMap((item) => {
      const from = before.get(item.id);
      return from !== undefined && from !== item.name
        ? [{ section, id: item.id, from, to: item.name }]
        : [];
    });
  });
}

/**
 * The clips whose recording changed at the same address: those whose content hash differs from the
 * one on record. Null when there is no record of the previous clips.
 */
export function rerecordedClips(
  hashes: Readonly<Record<string, string>>,
  previous: Readonly<Record<string, string>> | null,
): string[] | null {
  if (previous === null) return null;
  return Object.keys(hashes)
    .filter((path) => previous[path] !== undefined && previous[path] !== hashes[path])
    .sort();
}
