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
