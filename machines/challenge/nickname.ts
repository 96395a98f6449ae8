import { MAX_NICKNAME_BYTES } from './limits.ts';

/*
 * A nickname is shown to other players (a challenge's results table, "You beat Ana!"), so it holds
 * only what a reader can see. Apart from link.ts, so that the box where a nickname is typed and the
 * store that keeps it load no more of the links than this.
 */

/** Control characters (C0, DEL, C1): no game writes one into a link. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/gu;

/**
 * Characters a reader cannot see that change what is shown: Unicode's default-ignorable code points
 * (bidi controls such as U+202E, which would show the rest of a row reversed, the bidi marks,
 * zero-width spaces, the soft hyphen, word joiners, the Hangul fillers of "blank" names, tag
 * characters) and the line and paragraph separators. The joiners U+200C and U+200D stay (emoji
 * sequences and scripts such as Persian need them), and so do the variation selectors (an emoji's
 * colour form, Mongolian's letter forms).
 */
const INVISIBLE =
  /(?!\u200c|\u200d|\p{Variation_Selector})[\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]/gu;

/** Whether a text holds a control character (a link's nickname must not). */
export const hasControlCharacter = (text: string) => text.search(CONTROL) >= 0;

/** A text without the characters a reader cannot see (what a nickname box lets through). */
export const withoutInvisible = (text: string) => text.replace(CONTROL, '').replace(INVISIBLE, '');

/** A nickname as a link carries it: only what a reader sees, trimmed, at most MAX_NICKNAME_BYTES. */
export function cleanNickname(text: string): string {
  let name = withoutInvisible(text).trim();
  const encoder = new TextEncoder();
  while (encoder.encode(name).length > MAX_NICKNAME_BYTES) {
    name = Array.from(name).slice(0, -1).join('');
  }
  return name.trim();
}
