/**
 * How a player's typing is matched against names, shared by every search box and guess box: case,
 * accents, look-alike letters, punctuation and spacing do not count, so "kayo" finds KAY/O,
 * "xerofang" finds XERØFANG, "glitch pop" finds Glitchpop and "gaia’s" (a phone's curly apostrophe)
 * finds Gaia's Vengeance.
 */

// Letters that Unicode does not decompose into a base letter and a mark.
const LOOK_ALIKES: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** A text as search compares it: lower case, no marks, look-alikes replaced, letters and digits only. */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœßđðłþı]/g, (letter) => LOOK_ALIKES[letter])
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Whether a query finds an item known by `texts` (its name first, then any other names players use
 * for it). A query with nothing searchable in it (empty, spaces, punctuation) finds everything.
 */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const key = searchKey(query);
  return key === '' || texts.some((text) => searchKey(text).includes(key));
}
