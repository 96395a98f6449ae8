import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

const ID = 'virtual:mantine-theme.css';

/**
 * The CSS variables of the app's Mantine theme, written once at build time rather than computed by
 * MantineProvider in the browser on every start (the app renders it with `withCssVariables={false}`).
 * They come from MantineProvider itself, rendered to markup here, so they are exactly its own.
 */
export function themeCss(theme: MantineThemeOverride): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, defaultColorScheme: 'dark', withCssVariables: true }),
  );
  const css = [...markup.matchAll(/<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('\n');
  if (!css.includes('--mantine-')) throw new Error('MantineProvider rendered no CSS variables');
  return css;
}

/** Serves the theme's variables as `virtual:mantine-theme.css`. */
export function mantineThemePlugin(theme: MantineThemeOverride): Plugin {
  return {
    name: 'earshot-mantine-theme',
    resolveId: (id) => (id === ID ? '\0' + ID : null),
    load: (id) => (id === '\0' + ID ? themeCss(theme) : null),
  };
}
