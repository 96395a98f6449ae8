import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, loadConfigFromFile } from 'vite';

const IGNORE_WARNING = 'VITE_CONFIG_NATIVE_IGNORE_WARNING';

describe('the Vite config', () => {
  let ignoring: string | undefined;
  beforeEach(() => {
    ignoring = process.env[IGNORE_WARNING];
    delete process.env[IGNORE_WARNING];
  });
  afterEach(() => {
    if (ignoring !== undefined) process.env[IGNORE_WARNING] = ignoring;
  });

  it('loads without a warning, as `npm start` and the build load it', async () => {
    // Vite warns of what its coming native config loader will not take, in every module the config
    // imports (an import without its file extension): `npm start` would open on that warning.
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = logger.warn;
    const root = path.resolve(import.meta.dirname, '..');
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      path.join(root, 'vite.config.ts'),
      root,
      'warn',
      logger,
    );
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });
});
