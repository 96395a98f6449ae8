/**
 * How a player's typing is matched against names, shared by every search box and guess box: case,
 * accents, look-alike letters, punctuation and spacing do not count, so "kayo" finds KAY/O,
 * "xerofang" finds XERØFANG, "glitch pop" finds Glitchpop and "gaia’s" (a phone's curly apostrophe)
 * finds Gaia's Vengeance; and a typo is forgiven ("bnd" finds Bind, "blndside" Blindside), ranked
 * below names that contain what was typed.
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

// Small kana, written for a sound that follows ("ティ", "ウェ"), as their full-size letter: a player who
// types the full-size one (or whose keyboard gave the other) still finds the name.
const SMALL_KANA = 'ァィゥェォッャュョヮヵヶ';
const FULL_KANA = 'アイウエオツヤユヨワカケ';

/**
 * Hiragana as katakana (ぐらびてぃ → グラビティ), small kana as full-size: a Japanese player types a
 * name in hiragana and converts it, or not. The Unicode blocks are parallel, 0x60 apart.
 */
function foldKana(text: string): string {
  return text
    .replace(/[\u3041-\u3096]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 0x60))
    .replace(/[ァィゥェォッャュョヮヵヶ]/g, (letter) => FULL_KANA[SMALL_KANA.indexOf(letter)]);
}

/**
 * A text as search compares it: lower case (Turkish İ and ı included, so "ÇEKİM" and "çekim" meet),
 * no marks, full-width Latin as plain (ＪＥＴＴ), compatibility forms decomposed, hiragana as katakana,
 * look-alikes replaced, letters and digits only.
 */
export function searchKey(text: string): string {
  return foldKana(
    text
      .toLocaleLowerCase('en')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[øæœßđðłþı]/g, (letter) => LOOK_ALIKES[letter])
      .replace(/[^\p{L}\p{N}]/gu, ''),
  );
}

/**
 * How many typing mistakes (a letter missing, extra, wrong, or two swapped) a query of `length`
 * letters may hold and still find a name: none under three letters (every name would match), one up
 * to six, two from seven on.
 */
export function typosAllowed(length: number): number {
  return length < 3 ? 0 : length < 7 ? 1 : 2;
}

/**
 * The fewest mistakes that turn `query` into the start of `text` (both search keys): the optimal
 * string alignment distance (Damerau-Levenshtein with adjacent swaps) between the query and the
 * closest prefix of the text. Stops counting past `max` (returns max + 1).
 */
export function typoDistance(query: string, text: string, max: number): number {
  const m = query.length;
  const n = Math.min(text.length, m + max);
  // rows[i][j]: mistakes turning query[0..i) into text[0..j).
  const rows: number[][] = [];
  for (let i = 0; i <= m; i++) {
    const row = [i];
    for (let j = 1; j <= n; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const same = query[i - 1] === text[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + same);
      if (i > 1 && j > 1 && query[i - 1] === text[j - 2] && query[i - 2] === text[j - 1]) {
        best = Math.min(best, rows[i - 2][j - 2] + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return Math.min(max + 1, ...rows[m]);
}

/** The text's search key from each of its words on ("Paint Shells": "paintshells", "shells"). */
function wordStarts(text: string): string[] {
  const words = text
    .split(/[\s\-/_.:·]+/u)
    .map(searchKey)
    .filter(Boolean);
  return words.map((_, index) => words.slice(index).join(''));
}

/**
 * How well a query finds an item known by `texts` (its name first, then any other names players use
 * for it), lower is better, or null when it does not: 0 the name starts with the query, 1 the name
 * contains it, 2 another text contains it, 3 and up a word of a text starts with the query but for
 * one typo (4: two typos; see `typosAllowed`). Short queries (under five letters) must get the first
 * letter right to be forgiven a typo, or three letters would find half the catalogue. A query with
 * nothing searchable in it (empty, spaces, punctuation) finds everything (0).
 */
export function searchRank(query: string, texts: readonly string[]): number | null {
  const key = searchKey(query);
  if (key === '') return 0;
  const [name = '', ...others] = texts.map(searchKey);
  if (name.startsWith(key)) return 0;
  if (name.includes(key)) return 1;
  if (others.some((text) => text.includes(key))) return 2;
  const allowed = typosAllowed(key.length);
  if (allowed === 0) return null;
  let best = allowed + 1;
  for (const text of texts) {
    for (const start of wordStarts(text)) {
      if (key.length < 5 && start[0] !== key[0]) continue;
      best = Math.min(best, typoDistance(key, start, allowed));
    }
  }
  return best <= allowed ? 2 + best : null;
}

/**
 * Whether a query finds an item known by `texts` (its name first, then any other names players use
 * for it), typos forgiven as `searchRank` says. A query with nothing searchable in it (empty,
 * spaces, punctuation) finds everything.
 */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  return searchRank(query, texts) !== null;
}
