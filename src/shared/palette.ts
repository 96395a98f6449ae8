/**
 * The game's colours as plain values, for the theme (theme.ts) and for code that runs before Mantine
 * has loaded: the first round's waveform is drawn ahead of the app (see src/boot/firstRound.ts).
 */

// The game's red, from light to dark, for Mantine's ten-shade palette.
export const valorant = [
  '#ffe9eb',
  '#ffd1d5',
  '#fba0a8',
  '#f86c78',
  '#f5404f',
  '#f42536',
  '#ff4655',
  '#d91a2b',
  '#c21325',
  '#aa001c',
] as const;

// A deep navy in place of Mantine's grey dark palette, from text (0) to the page (7) and below.
export const dark = [
  '#ece8e1',
  '#b9bec7',
  '#8c95a2',
  '#5f6b7a',
  '#3a4654',
  '#263240',
  '#1c2733',
  '#141d27',
  '#0f1720',
  '#0a1118',
] as const;

/** The waveform's colours: Mantine's default grey 6 for what is still to play, the game's red after. */
export const WAVEFORM_COLOURS = { wave: '#868e96', progress: valorant[6] };
