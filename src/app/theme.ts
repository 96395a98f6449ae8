import { createTheme } from '@mantine/core';
import { dark, valorant } from '../shared/palette.ts';

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
