import { DAILY_MODES, type DailyMode } from '../../../machines/dailyModes';
import { RUN_CHOICES } from '../../../machines/infiniteChoices';
import { MODE_IDS, type ModeId } from '../../../machines/modes';
import type { Verdict } from '../../../machines/rules/verdict';
import { abilities, agents, bundles, footsteps, maps } from '../../content/sections/catalogue';
import type { KeptData } from './kept';
import { LOCALES } from '../../i18n/locales';

/**
 * Kept data as the bytes of a version 2 stats code: what a QR code can hold for a phone to scan.
 * Version 1 wrote the data as JSON, where every guess and missed clip is a 36-character id: a week
 * of daily puzzles made a QR code too dense for a phone's camera across a table. Here an id is its
 * place among its mode's items in the catalogue, as this copy of the game had it, in a byte or two.
 *
 * The catalogue only grows, and the items already there keep their order (docs/content-updates.md),
 * so a place stays good: the code names the content edition it was written with, and the reader
 * counts among the items of that edition and before. A code from a later edition than the reader's
 * is from a newer Earshot. An id the catalogue does not hold (none in play, but a stored value may)
 * is written out in full.
 *
 *     varint  content edition
 *     varint  volume, in thousandths
 *     u8      1: muted, 2: high contrast, then 4 × (1 + the chosen language's place in LOCALES), or 0
 *             for none (codes from before languages have 0 there)
 *     varint  count of texts, then each: varint length, UTF-8
 *     varint  count of daily modes (in DAILY_MODES' order), then for each:
 *               varint puzzles, then each (by number): varint number less the previous one,
 *               varint finishing day (0: not finished, else zigzag(day - number) + 1),
 *               varint tries, then each: varint reference * 4 + verdict
 *     varint  bests, then each: varint choice (RUN_CHOICES' place), varint score
 *     varint  missed clips, then each: varint mode (MODE_IDS' place), varint reference
 *
 * A reference is 0 for no guess (a skip), 1 + an item's place, or 1 + the item count + a text's place.
 */

/** A try's verdict by its place here. Append-only: a code keeps its meaning. */
export const VERDICT_ORDER: readonly Verdict[] = ['correct', 'partial', 'wrong', 'skipped'];

/** Each mode's items, whose ids its guesses and clips are. */
const ITEMS: Record<ModeId, readonly { id: string; edition?: number }[]> = {
  map: maps,
  ability: abilities,
  ace: bundles,
  voice: agents,
  footsteps,
};

/** The content edition of this copy of the game: its latest items'. */
export function contentEdition(): number {
  return Math.max(1, ...Object.values(ITEMS).flatMap((items) => items.map(editionOf)));
}

const editionOf = (item: { edition?: number }) => item.edition ?? 1;

/** A mode's item ids as they were at `edition`. */
function idsAt(mode: ModeId, edition: number): string[] {
  return ITEMS[mode].filter((item) => editionOf(item) <= edition).map((item) => item.id);
}

class Writer {
  private bytes: number[] = [];
  varint(value: number) {
    let rest = value;
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
  }
  u8(value: number) {
    this.bytes.push(value & 0xff);
  }
  raw(bytes: Uint8Array) {
    this.bytes.push(...bytes);
  }
  done() {
    return Uint8Array.from(this.bytes);
  }
}

/** Thrown on any byte that does not hold together: the code is damaged. */
class Damaged extends Error {}

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  varint(max = Number.MAX_SAFE_INTEGER): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const byte = this.u8();
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) {
        if (value > max) throw new Damaged();
        return value;
      }
      scale *= 0x80;
    }
    throw new Damaged();
  }
  u8(): number {
    if (this.at >= this.bytes.length) throw new Damaged();
    return this.bytes[this.at++];
  }
  raw(length: number): Uint8Array {
    if (this.at + length > this.bytes.length) throw new Damaged();
    this.at += length;
    return this.bytes.subarray(this.at - length, this.at);
  }
  get ended() {
    return this.at === this.bytes.length;
  }
}

const zigzag = (n: number) => (n >= 0 ? n * 2 : -n * 2 - 1);
const unzigzag = (n: number) => (n % 2 === 0 ? n / 2 : -(n + 1) / 2);

/** Writes kept data as a version 2 code's bytes. */
export function writeCompact(kept: KeptData): Uint8Array {
  const edition = contentEdition();
  const texts: string[] = [];
  const ref = (mode: ModeId, id: string | null) => {
    if (id === null) return 0;
    const ids = idsAt(mode, edition);
    const place = ids.indexOf(id);
    if (place >= 0) return 1 + place;
    if (!texts.includes(id)) texts.push(id);
    return 1 + ids.length + texts.indexOf(id);
  };
  // The references first (they gather the texts), then the bytes in their order.
  const daily = DAILY_MODES.map((mode) =>
    Object.entries(kept.daily[mode].puzzles)
      .map(([number, puzzle]) => ({
        number: Number(number),
        finishedOn: puzzle.finishedOn,
        tries: puzzle.tries.map(
          (attempt) => ref(mode, attempt.guessId) * 4 + VERDICT_ORDER.indexOf(attempt.verdict),
        ),
      }))
      .sort((a, b) => a.number - b.number),
  );
  const missed = kept.missed.map((clip) => [MODE_IDS.indexOf(clip.mode), ref(clip.mode, clip.id)]);

  const out = new Writer();
  out.varint(edition);
  out.varint(Math.round(kept.settings.volume * 1000));
  const locale = kept.settings.locale ? LOCALES.indexOf(kept.settings.locale) + 1 : 0;
  out.u8((kept.settings.isMuted ? 1 : 0) | (kept.settings.highContrast ? 2 : 0) | (locale << 2));
  out.varint(texts.length);
  for (const text of texts) {
    const bytes = new TextEncoder().encode(text);
    out.varint(bytes.length);
    out.raw(bytes);
  }
  out.varint(daily.length);
  for (const puzzles of daily) {
    out.varint(puzzles.length);
    let previous = 0;
    for (const puzzle of puzzles) {
      out.varint(puzzle.number - previous);
      previous = puzzle.number;
      out.varint(
        puzzle.finishedOn === undefined ? 0 : zigzag(puzzle.finishedOn - puzzle.number) + 1,
      );
      out.varint(puzzle.tries.length);
      for (const value of puzzle.tries) out.varint(value);
    }
  }
  const bests = RUN_CHOICES.flatMap((choice, place) => {
    const best = kept.bests[choice];
    return best === undefined ? [] : [[place, best]];
  });
  out.varint(bests.length);
  for (const [place, best] of bests) {
    out.varint(place);
    out.varint(best);
  }
  out.varint(missed.length);
  for (const [mode, clip] of missed) {
    out.varint(mode);
    out.varint(clip);
  }
  return out.done();
}

/** Thrown on a part written by a newer Earshot. */
class Newer extends Error {}

/**
 * Reads a version 2 code's bytes back into what kept data looks like (still to be validated, as a
 * version 1 code's JSON is), or says that it cannot: damaged, or written by a newer Earshot (a later
 * content edition, a daily mode, an Infinite choice or a mode this one does not have).
 */
export function readCompact(bytes: Uint8Array): unknown {
  try {
    return readBody(new Reader(bytes));
  } catch (error) {
    if (error instanceof Newer) return 'newer';
    // A TypeError is a text that is not UTF-8.
    if (error instanceof Damaged || error instanceof TypeError) return 'damaged';
    throw error;
  }
}

function readBody(input: Reader): unknown {
  const edition = input.varint();
  if (edition > contentEdition()) throw new Newer();
  const volume = input.varint(1000) / 1000;
  const flags = input.u8();
  const place = flags >> 2;
  // A language past this copy's list is from a newer Earshot that speaks more.
  if (place > LOCALES.length) throw new Newer();
  const locale = place > 0 ? LOCALES[place - 1] : null;
  const texts: string[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let count = input.varint(1000); count > 0; count--) {
    texts.push(decoder.decode(input.raw(input.varint(64))));
  }
  const idOf = (mode: ModeId, reference: number): string | null => {
    if (reference === 0) return null;
    const ids = idsAt(mode, edition);
    const id = reference <= ids.length ? ids[reference - 1] : texts[reference - 1 - ids.length];
    if (id === undefined) throw new Damaged();
    return id;
  };

  const modes = input.varint(1000);
  if (modes > DAILY_MODES.length) throw new Newer();
  const daily = {} as Record<DailyMode, { puzzles: Record<string, unknown> }>;
  DAILY_MODES.forEach((mode, place) => {
    const puzzles: Record<string, unknown> = {};
    let number = 0;
    for (let count = place < modes ? input.varint(100_000) : 0; count > 0; count--) {
      const step = input.varint(100_000);
      if (step === 0) throw new Damaged();
      number += step;
      const finished = input.varint();
      const tries = Array.from({ length: input.varint(100) }, () => {
        const value = input.varint();
        const verdict = VERDICT_ORDER[value % 4];
        return { guessId: idOf(mode, Math.floor(value / 4)), verdict };
      });
      puzzles[String(number)] = {
        tries,
        ...(finished === 0 ? {} : { finishedOn: number + unzigzag(finished - 1) }),
      };
    }
    daily[mode] = { puzzles };
  });

  const bests: Record<string, number> = {};
  for (let count = input.varint(100); count > 0; count--) {
    const choice = RUN_CHOICES[input.varint(1000)];
    if (choice === undefined) throw new Newer();
    bests[choice] = input.varint();
  }
  const missed = Array.from({ length: input.varint(100_000) }, () => {
    const mode = MODE_IDS[input.varint(1000)];
    if (mode === undefined) throw new Newer();
    return { mode, id: idOf(mode, input.varint()) };
  });
  if (!input.ended) throw new Damaged();
  return {
    app: 'earshot',
    settings: {
      volume,
      isMuted: (flags & 1) !== 0,
      highContrast: (flags & 2) !== 0,
      ...(locale ? { locale } : {}),
    },
    daily,
    bests,
    missed,
  };
}
