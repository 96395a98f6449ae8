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

export const theme = createTheme({
  primaryColor: 'valorant',
  primaryShade: { light: 7, dark: 6 },
  colors: { valorant },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
  focusRing: 'auto',
});
