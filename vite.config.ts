import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import packageJson from './package.json' with { type: 'json' };
import { soundPackPlugin } from './scripts/pack/soundPackPlugin.ts';
import { routePreloadPlugin } from './scripts/routePreload.ts';
import { bootShellPlugin } from './scripts/bootShell.ts';
import { chunkGroups } from './scripts/chunkGroups.ts';
import { mantineThemePlugin } from './scripts/mantineThemeCss.ts';
import { pwaOptions } from './scripts/pwa.ts';
import { theme } from './src/app/theme.ts';

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __SOURCE_URL__: JSON.stringify(packageJson.repository.url),
  },
  build: {
    // One stylesheet: a lazily loaded route would otherwise wait for its own CSS before rendering.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
  plugins: [
    // The router plugin must come before react() so that route files are split before transforming.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    mantineThemePlugin(theme),
    bootShellPlugin(),
    soundPackPlugin(),
    routePreloadPlugin(),
    VitePWA(pwaOptions()),
  ],
  test: {
    // The machine is shared with encoding and browser runs: leave room for the gallery's 108 cards.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['machines/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
