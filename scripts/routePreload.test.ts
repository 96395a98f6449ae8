import { describe, expect, it } from 'vitest';
import { loadPlan, routeChunks, routePath } from './routePreload';

const chunk = (fileName: string, moduleIds: string[], imports: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
  isEntry,
});

describe('routeChunks', () => {
  it("lists each route's chunks and their imports, leaving out what the entry loads anyway", () => {
    const bundle = {
      a: chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/react.js'], true),
      b: chunk('assets/react.js', ['/app/node_modules/react/index.js'], []),
      c: chunk(
        'assets/map.js',
        ['/app/src/routes/map.tsx?tsr-split=component'],
        ['assets/game.js'],
      ),
      d: chunk('assets/game.js', ['/app/src/game/GameScreen.tsx'], ['assets/react.js']),
      e: chunk('assets/home.js', ['/app/src/routes/index.tsx?tsr-split=component'], []),
      f: chunk('assets/daily.js', ['/app/src/routes/daily.index.tsx?tsr-split=component'], []),
      g: chunk('assets/puzzle.js', ['/app/src/routes/daily.$mode.tsx?tsr-split=component'], []),
    };
    expect(routeChunks(bundle as never, '/app/src/routes')).toEqual({
      '/map': ['/assets/map.js', '/assets/game.js'],
      '/': ['/assets/home.js'],
      '/daily': ['/assets/daily.js'],
      '/daily/$mode': ['/assets/puzzle.js'],
    });
  });
});

describe('routePath', () => {
  it.each([
    ['index', '/'],
    ['map', '/map'],
    ['daily_.ability', '/daily/ability'],
    ['daily_.map_.$number', '/daily/map/$number'],
    ['daily.index', '/daily'],
  ])('reads the route file %s as %s', (file, path) => {
    expect(routePath(file)).toBe(path);
  });
});

describe('loadPlan', () => {
  const bundle = {
    index: chunk(
      'assets/index.js',
      ['/app/src/main.tsx'],
      ['assets/react.js', 'assets/shared.js'],
      true,
    ),
    react: chunk('assets/react.js', ['/app/node_modules/react/index.js'], []),
    shared: chunk('assets/shared.js', ['/app/src/storage/store.ts'], []),
    first: chunk('assets/firstRound.js', ['/app/src/firstRound.ts'], ['assets/engine.js']),
    engine: chunk(
      'assets/engine.js',
      ['/app/node_modules/xstate/dist/xstate.esm.js', '/app/src/engine/roundSession.ts'],
      ['assets/shared.js'],
    ),
    ability: chunk(
      'assets/abilityMode.js',
      ['\0virtual:sound-pack/ability', '/app/src/modes/abilityMode.ts'],
      ['assets/engine.js', 'assets/catalogue.js'],
    ),
    catalogue: chunk('assets/catalogue.js', ['/app/src/content/catalogue.ts'], []),
    route: chunk(
      'assets/ability.js',
      ['/app/src/routes/ability.tsx?tsr-split=component'],
      ['assets/game.js'],
    ),
    game: chunk('assets/game.js', ['/app/src/game/GameScreen.tsx'], ['assets/engine.js']),
  };

  it("loads the first round's code, then a mode's data, apart from the app's", () => {
    const plan = loadPlan(bundle as never, '/app/src/routes');
    expect(plan.entry).toBe('/assets/index.js');
    expect(plan.app).toEqual(['/assets/react.js', '/assets/shared.js']);
    expect(plan.firstRound).toEqual([
      '/assets/firstRound.js',
      '/assets/engine.js',
      '/assets/shared.js',
    ]);
    expect(plan.modes).toEqual({ ability: ['/assets/abilityMode.js', '/assets/catalogue.js'] });
    expect(plan.routes['/ability']).toEqual([
      '/assets/ability.js',
      '/assets/game.js',
      '/assets/engine.js',
    ]);
  });

  it("fails the build when the first round's code would wait for React", () => {
    const tangled = {
      ...bundle,
      engine: { ...bundle.engine, imports: ['assets/shared.js', 'assets/react.js'] },
    };
    expect(() => loadPlan(tangled as never, '/app/src/routes')).toThrow(/node_modules\/react/);
  });

  it('fails the build when there is no first round to load', () => {
    const without = Object.fromEntries(Object.entries(bundle).filter(([key]) => key !== 'first'));
    expect(() => loadPlan(without as never, '/app/src/routes')).toThrow(/firstRound/);
  });
});
