import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Nothing in machines/ may reach into the app, the server, React or the DOM.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '../src/*',
            '**/server/*',
            'react',
            'react-dom',
            '@xstate/react',
            'wavesurfer.js',
          ],
        },
      ],
    },
  },
  {
    // The community API runs in Node: it shares the game's rules (machines/) and content
    // (src/content/), never its screens, React or browser storage. The test that holds its items to
    // the game's mode descriptors is the one exception.
    files: ['server/**/*.ts'],
    ignores: ['server/rules/guessables.test.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/src/*',
            '!**/src/content',
            '**/src/*/*',
            '!**/src/content/**',
            'react',
            'react-dom',
            '@mantine/*',
            '@xstate/react',
            'wavesurfer.js',
          ],
        },
      ],
    },
  },
  {
    // Nothing the browser loads imports the server: the bundle never grows by server code.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/*'] }] },
  },
);
