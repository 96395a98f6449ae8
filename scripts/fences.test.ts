import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

// Loading the configuration and its plugins takes seconds on a busy machine: once, before the tests.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('', { filePath: 'machines/warm.ts' });
}, 120_000);

/** The rules a file at `filePath` (as if it were there) breaks with `code`, by rule id. */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const FENCE = 'import-x/no-restricted-paths';

describe('the fences: imports run one way (docs/rules.md)', { timeout: 60_000 }, () => {
  it('keeps src/ out of machines/, in its subfolders too', async () => {
    expect(
      await broken(
        'machines/formats/daily/fenced.ts',
        "import { gameStore } from '../../../src/storage/gameStore';\nexport const store = gameStore;\n",
      ),
    ).toContain(FENCE);
    expect(
      await broken(
        'machines/fenced.ts',
        "import { mapMode } from '../src/modes/mapMode';\nexport const mode = mapMode;\n",
      ),
    ).toContain(FENCE);
  });

  it('keeps React, the DOM and browser storage out of machines/', async () => {
    const react = await broken(
      'machines/rules/fenced.ts',
      "import { useState } from 'react';\nexport const hook = useState;\n",
    );
    expect(react).toContain('no-restricted-imports');
    const dom = await broken(
      'machines/infinite/fenced.ts',
      'export const kept = () => localStorage.getItem(document.title) ?? navigator.language;\n',
    );
    expect(dom.filter((rule) => rule === 'no-restricted-globals')).toHaveLength(3);
  });

  it('keeps features apart: one never imports another', async () => {
    expect(
      await broken(
        'src/daily/fenced.ts',
        "import { EndPopup } from '../game/EndPopup';\nexport const popup = EndPopup;\n",
      ),
    ).toContain(FENCE);
  });

  it('lets no layer import one above it', async () => {
    expect(
      await broken(
        'src/engine/fenced.ts',
        "import { GameScreen } from '../game/GameScreen';\nexport const screen = GameScreen;\n",
      ),
    ).toContain(FENCE);
    expect(
      await broken(
        'src/modes/fenced.ts',
        "import { gameStore } from '../storage/gameStore';\nexport const store = gameStore;\n",
      ),
    ).toContain(FENCE);
  });

  it('lets server/ import machines/ and src/content/ only, and nothing in src/ import server/', async () => {
    expect(
      await broken(
        'server/fenced.ts',
        "import { gameStore } from '../src/storage/gameStore';\nexport const store = gameStore;\n",
      ),
    ).toContain(FENCE);
    expect(
      await broken(
        'server/fenced.ts',
        "import { MODE_IDS } from '../machines/modes';\nexport const modes = MODE_IDS;\n",
      ),
    ).not.toContain(FENCE);
  });

  it('lets a feature import what lies below it', async () => {
    expect(
      await broken(
        'src/daily/fenced.ts',
        "import { Gallery } from '../play/Gallery';\nimport { gameStore } from '../storage/gameStore';\nimport { MODE_IDS } from '../../machines/modes';\nexport const all = [Gallery, gameStore, MODE_IDS];\n",
      ),
    ).toEqual([]);
  });

  it('gives every folder of src/ its layer', async () => {
    const config = await eslint.calculateConfigForFile('src/main.tsx');
    const [, { zones }] = config.rules[FENCE] as [unknown, { zones: { target: string }[] }];
    const fenced = new Set(zones.map((zone) => zone.target));
    const unfenced = readdirSync(`${root}src`)
      .map((name) => `src/${name}`)
      .filter((path) => path !== 'src/test' && !fenced.has(path));
    expect(unfenced).toEqual([]);
  });
});
