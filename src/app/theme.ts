import { createTheme, type MantineColorsTuple } from '@mantine/core';

// The game's red, from light to dark, for Mantine's ten-shade palette.
const valorant: MantineColorsTuple = [
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
];

// A deep navy in place of Mantine's grey dark palette, from text (0) to the page (7) and below.
const dark: MantineColorsTuple = [
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
];

export const theme = createTheme({
  primaryColor: 'valorant',
  // Shade 7 keeps white button text above 4.5:1 contrast; text in the primary colour uses shade 3.
  primaryShade: { light: 7, dark: 7 },
  colors: { valorant, dark },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
  focusRing: 'auto',
});
