import { MAX_NICKNAME_BYTES } from '../challenge/limits.ts';
import { cleanNickname } from '../challenge/nickname.ts';

/** A seat's name when the one asked for holds nothing a reader can see. */
export const DEFAULT_NAME = 'Player';

const bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The name a new seat gets: cleaned as a challenge's nickname is (what a reader sees, at most
 * MAX_NICKNAME_BYTES), then told apart from the names already in the room, whatever their case
 * ("Kai", "Kai 2", "Kai 3"), so that a scoreboard never shows two players alike.
 */
export function seatName(asked: string, taken: readonly string[]): string {
  const base = cleanNickname(asked) || DEFAULT_NAME;
  const used = new Set(taken.map((name) => name.toLocaleLowerCase('en')));
  if (!used.has(base.toLocaleLowerCase('en'))) return base;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    // The number must fit in the same length as any name, so the name gives way to it.
    let stem = base;
    while (stem.length > 0 && bytes(stem + suffix) > MAX_NICKNAME_BYTES) {
      stem = Array.from(stem).slice(0, -1).join('');
    }
    const name = `${stem.trimEnd()}${suffix}`;
    if (!used.has(name.toLocaleLowerCase('en'))) return name;
  }
}

/**
 * Words no name may hold, in any room: a short list of the slurs and swearwords trolls type into a
 * stream's room first. It is short on purpose: each word is matched inside names ("xXwordXx"), so a
 * word found inside ordinary names (a first name, "grape", "therapist") has no place here; the host
 * adds the rest (a room's own list, MAX_BLOCKED_WORDS).
 */
export const BLOCKED_WORDS: readonly string[] = [
  'fuck',
  'shit',
  'cunt',
  'bitch',
  'whore',
  'slut',
  'nigger',
  'nigga',
  'faggot',
  'retard',
  'hitler',
];

/** Look-alikes typed to get past a list: digits and signs for letters. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * A text as blocked words are matched in it: lower case, without accents, look-alikes read as
 * letters, and nothing but letters and digits ("F.u_c k" and "FÜCK" fold to "fuck", "$h1t" to "shit").
 */
export function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[013457@$!]/g, (character) => LOOK_ALIKES[character] ?? character)
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Whether a name (as a seat would get it) holds one of the game's blocked words or the room's. */
export function isBlockedName(name: string, roomWords: readonly string[]): boolean {
  const text = folded(cleanNickname(name));
  return [...BLOCKED_WORDS, ...roomWords].some((word) => {
    const target = folded(word);
    return target.length > 0 && text.includes(target);
  });
}

/**
 * The words a host adds to a room's list: folded as names are, without those shorter than 3 letters
 * (they would block half the names), those the room has already and the game's own.
 */
export function newBlockedWords(asked: readonly string[], kept: readonly string[]): string[] {
  const have = new Set([...BLOCKED_WORDS, ...kept].map(folded));
  const added: string[] = [];
  for (const word of asked) {
    const target = folded(word);
    if (target.length < 3 || have.has(target)) continue;
    have.add(target);
    added.push(target);
  }
  return added;
}
