/** How many results a link carries: the best ones, so that the link stays chat-sized. */
export const MAX_RESULTS = 10;
/** A nickname's length in UTF-8 bytes (20 letters, fewer with accents or emoji). */
export const MAX_NICKNAME_BYTES = 20;
