import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, loadConfigFromFile } from 'vite';
import { COMPOSED_WITHOUT_SOURCE, viteLogger } from './viteLogger.ts';

const root = path.resolve(import.meta.dirname, '..');

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

  it("keeps back Vite's warning of composed CSS rules without a source, and no other", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logger = viteLogger();
    logger.warnOnce(`\n${COMPOSED_WITHOUT_SOURCE} to \`postcss.parse\`.`);
    expect(warn).not.toHaveBeenCalled();
    logger.warnOnce('Something else');
    logger.warn('And this');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('has no url() in a CSS file that a CSS module composes from (its rules reach others unresolved)', () => {
    const modules = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.module.css'))
      .map((file) => path.join(root, 'src', file));
    const composedFrom = new Set<string>();
    for (const file of modules) {
      for (const [, from] of readFileSync(file, 'utf8').matchAll(
        /composes:[^;]*\sfrom\s+['"]([^'"]+)['"]/g,
      )) {
        composedFrom.add(path.resolve(path.dirname(file), from));
      }
    }
    expect(composedFrom.size).toBeGreaterThan(0);
    for (const file of composedFrom) {
      expect(readFileSync(file, 'utf8'), path.relative(root, file)).not.toMatch(/url\(/);
    }
  });
});
