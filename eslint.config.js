import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The house's fences (docs/rules.md; the shape is ../shared/STYLE.md's): every folder's layer, top
 * to bottom. A folder imports its own layer and those below it, never one above; the features, one
 * layer, never import each other. Every folder of src/ has its place here (scripts/fences.test.ts
 * checks it), so that a new folder is fenced from its first file.
 */
const LAYERS = [
  // The pages and what starts them: the routes, the home page (every feature's way in), the app's
  // entry and what runs before the app (the first paint and the first round).
  {
    name: 'entry',
    folders: [
      'src/routes',
      'src/home',
      'src/boot',
      'src/main.tsx',
      'src/routeTree.gen.ts',
      'src/vite-env.d.ts',
    ],
  },
  // One folder per feature; what two of them need moves down.
  {
    name: 'features',
    folders: [
      'src/game',
      'src/daily',
      'src/infinite',
      'src/listen',
      'src/challenge',
      'src/move',
      'src/room',
    ],
    apart: true,
  },
  // What several features show: the app's frame and hooks, the parts of a play screen, the player,
  // the help and stats dialogs, item images, the deferred dialogs' code, the confetti.
  {
    name: 'shared UI',
    folders: [
      'src/app',
      'src/play',
      'src/player',
      'src/help',
      'src/sharedUi',
      'src/dialog',
      'src/confetti',
    ],
  },
  // Sessions a screen takes over, then the one store: plain TypeScript, no React.
  { name: 'engine', folders: ['src/engine'] },
  { name: 'storage', folders: ['src/storage'] },
  // What a clip is, per mode.
  { name: 'modes', folders: ['src/modes'] },
  // Words, palette and content every layer above reads.
  { name: 'content', folders: ['src/shared', 'src/content'] },
  // Statecharts and the pure game rules.
  { name: 'machines', folders: ['machines'] },
  // The game's language: its locales, texts and names (docs/languages.md), which every layer shows.
  { name: 'language', folders: ['src/i18n'] },
];

/** Folders outside the layers: the tests' helpers (tests only) and the community API. */
const TEST_HELPERS = 'src/test';
const SERVER = { folder: 'server', may: ['machines', 'src/content'] };
const BUILD_TOOLS = ['scripts', 'tests'];

const everyFolder = LAYERS.flatMap((layer) => layer.folders);

/** The restricted zones of import-x/no-restricted-paths: for each folder, what it may not import. */
function fenceZones() {
  const zones = LAYERS.flatMap((layer, index) => {
    const above = LAYERS.slice(0, index).flatMap((each) => each.folders);
    return layer.folders.map((folder) => ({
      target: folder,
      from: [
        ...above,
        ...(layer.apart ? layer.folders.filter((each) => each !== folder) : []),
        SERVER.folder,
        ...BUILD_TOOLS,
      ],
      message: `${folder} (${layer.name}) may import only its own layer and those below it; features never import each other (docs/rules.md).`,
    }));
  });
  zones.push({
    target: SERVER.folder,
    from: [...everyFolder.filter((folder) => !SERVER.may.includes(folder)), TEST_HELPERS],
    message: 'server/ imports machines/ and src/content/ only (docs/rules.md).',
  });
  return zones;
}

// What machines/ may not touch: it runs in tests, on a server and before the page, as plain code.
const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'self',
  'matchMedia',
  'requestAnimationFrame',
  'Audio',
  'AudioContext',
  'HTMLElement',
  'Element',
].map((name) => ({
  name,
  message: 'machines/ is plain TypeScript: no DOM and no browser storage (docs/rules.md).',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      '.cache',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench-results',
      '.data',
      '*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-restricted-paths': ['error', { zones: fenceZones() }],
    },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Nothing in machines/ may reach into the app, React, the DOM or the browser's storage.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                'react-dom/*',
                '@xstate/react',
                '@mantine/*',
                '@tanstack/*',
                'wavesurfer.js',
                'canvas-confetti',
              ],
              message: 'machines/ is plain TypeScript: no React and no views (docs/rules.md).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...BROWSER_GLOBALS],
    },
  },
  {
    // The community API runs in Node: it shares the game's rules and content (the fences above),
    // never React, the views or browser storage.
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', '@mantine/*', '@xstate/react', 'wavesurfer.js'] },
      ],
    },
  },
  {
    // The test that holds the server's guessable items to the game's mode descriptors.
    files: ['server/rules/guessables.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
