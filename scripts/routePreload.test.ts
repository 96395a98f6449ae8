import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { puzzleDate } from '../machines/daily/calendar';
import { firstPuzzle } from '../machines/dailyModes';
import { loadPlan, preloadScript, routeChunks, routePath, type LoadPlan } from './routePreload';

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
    first: chunk('assets/firstRound.js', ['/app/src/boot/firstRound.ts'], ['assets/shared.js']),
    engine: chunk(
      'assets/engine.js',
      ['/app/node_modules/xstate/dist/xstate.esm.js', '/app/src/engine/roundSession.ts'],
      ['assets/shared.js'],
    ),
    daily: chunk(
      'assets/dailySession.js',
      ['/app/src/engine/daily/dailySession.ts', '/app/src/content/daily/dailyLedger.ts'],
      ['assets/engine.js'],
    ),
    infinite: chunk(
      'assets/infiniteSession.js',
      ['/app/src/engine/infinite/infiniteSession.ts'],
      ['assets/engine.js', 'assets/infiniteMachine.js'],
    ),
    infiniteMachine: chunk(
      'assets/infiniteMachine.js',
      ['/app/machines/formats/infinite/infiniteMachine.ts'],
      [],
    ),
    ability: chunk(
      'assets/abilityMode.js',
      ['\0virtual:sound-pack/ability', '/app/src/modes/abilityMode.ts'],
      ['assets/engine.js', 'assets/catalogue.js'],
    ),
    catalogue: chunk('assets/catalogue.js', ['/app/src/content/sections/catalogue.ts'], []),
    route: chunk(
      'assets/ability.js',
      ['/app/src/routes/$mode.tsx?tsr-split=component'],
      ['assets/game.js'],
    ),
    dailyRoute: chunk(
      'assets/dailyRoute.js',
      ['/app/src/routes/daily_.$mode.tsx?tsr-split=component'],
      ['assets/dailySession.js'],
    ),
    archiveRoute: chunk(
      'assets/archiveRoute.js',
      ['/app/src/routes/daily_.$mode_.$number.tsx?tsr-split=component'],
      ['assets/dailySession.js'],
    ),
    infiniteRoute: chunk(
      'assets/infiniteRoute.js',
      ['/app/src/routes/infinite.tsx?tsr-split=component'],
      ['assets/infiniteSession.js'],
    ),
    game: chunk('assets/game.js', ['/app/src/game/GameScreen.tsx'], ['assets/engine.js']),
  };

  it("loads the first round's code of the route's play format alone, then a mode's data, apart from the app's", () => {
    const plan = loadPlan(bundle as never, '/app/src/routes');
    expect(plan.entry).toBe('/assets/index.js');
    expect(plan.app).toEqual(['/assets/react.js', '/assets/shared.js']);
    expect(plan.firstRound).toEqual(['/assets/firstRound.js', '/assets/shared.js']);
    expect(plan.sessions).toEqual({
      free: ['/assets/engine.js'],
      daily: ['/assets/dailySession.js', '/assets/engine.js'],
      infinite: ['/assets/infiniteSession.js', '/assets/engine.js', '/assets/infiniteMachine.js'],
    });
    expect(plan.modes).toEqual({ ability: ['/assets/abilityMode.js', '/assets/catalogue.js'] });
    expect(plan.routes['/$mode']).toEqual([
      '/assets/ability.js',
      '/assets/game.js',
      '/assets/engine.js',
    ]);
  });

  it("fails the build when a first round's code would wait for React", () => {
    const tangled = {
      ...bundle,
      daily: { ...bundle.daily, imports: ['assets/engine.js', 'assets/react.js'] },
    };
    expect(() => loadPlan(tangled as never, '/app/src/routes')).toThrow(/node_modules\/react/);
  });

  it('fails the build when there is no first round to load, or no session or route of a format', () => {
    const without = (key: string) =>
      Object.fromEntries(Object.entries(bundle).filter(([name]) => name !== key));
    expect(() => loadPlan(without('first') as never, '/app/src/routes')).toThrow(/firstRound/);
    expect(() => loadPlan(without('infinite') as never, '/app/src/routes')).toThrow(
      /infiniteSession/,
    );
    expect(() => loadPlan(without('archiveRoute') as never, '/app/src/routes')).toThrow(
      /\/daily\/\$mode\/\$number/,
    );
  });
});

describe("the page's first script", () => {
  const plan: LoadPlan = {
    entry: '/assets/index.js',
    app: ['/assets/react.js'],
    routes: {
      '/': ['/assets/home.js'],
      '/$mode': ['/assets/game.js'],
      '/daily/$mode/$number': ['/assets/puzzle.js'],
      '/infinite': ['/assets/infinite.js'],
      '/listen': ['/assets/listen.js'],
    },
    firstRound: ['/assets/firstRound.js', '/assets/shared.js'],
    sessions: {
      free: ['/assets/engine.js'],
      daily: ['/assets/engine.js', '/assets/daily.js'],
      infinite: ['/assets/engine.js', '/assets/infinite.js'],
    },
    modes: { map: ['/assets/mapMode.js'], voice: ['/assets/voiceMode.js'] },
  };
  const script = preloadScript(plan);

  /**
   * What the script asks for when the page opens at `address` on puzzle #`day`'s day: first; then
   * once the first round's module (`import`ed, as `import:` says) has settled its `firstRound`, or
   * failed to load with `firstRoundFails`. The app's entry script comes last.
   */
  async function downloads(address: string, day = 10, { firstRoundFails = false } = {}) {
    const asked: string[] = [];
    let settleFirstRound = () => {};
    const firstRound = new Promise<void>((settle) => (settleFirstRound = settle));
    const document = {
      createElement: () => ({ relList: { supports: () => true } }),
      head: {
        appendChild: (added: { href?: string; src?: string }) =>
          asked.push(added.href ?? `script ${added.src}`),
      },
    };
    const at = puzzleDate(day).getTime() + 5 * 3600_000;
    const FixedDate = class extends Date {
      constructor() {
        super(at);
      }
    };
    // The script's one `import()`, which a context of `node:vm` cannot run, under another name.
    const code = await script;
    expect(code.split('import(')).toHaveLength(2);
    runInNewContext(code.replace('import(', 'importModule('), {
      location: new URL(address, 'https://earshot.test'),
      document,
      URLSearchParams,
      Date: FixedDate,
      importModule: (url: string) => {
        asked.push(`import: ${url}`);
        return firstRoundFails
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ firstRound });
      },
    });
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settled();
    const first = [...asked];
    settleFirstRound();
    await settled();
    return { first, then: asked.slice(first.length) };
  }

  it("downloads a game route's first round and its mode's data alone, then the app and the screen", async () => {
    // The app waits for the first round's clip, not only for the first round's code. The session's
    // code (the engine) after the mode's data: free play deals its answer from the data and asks
    // for its clip before the engine has arrived.
    expect(await downloads('/map/')).toEqual({
      first: [
        '/assets/firstRound.js',
        '/assets/shared.js',
        '/assets/mapMode.js',
        '/assets/engine.js',
        'import: /assets/firstRound.js',
      ],
      then: ['/assets/react.js', '/assets/game.js', 'script /assets/index.js'],
    });
    // A daily puzzle's and an infinite run's first round: their own format's code.
    expect((await downloads('/daily/map')).first).toEqual([
      ...plan.firstRound,
      '/assets/mapMode.js',
      ...plan.sessions.daily,
      'import: /assets/firstRound.js',
    ]);
    expect((await downloads('/infinite?choice=mixed')).first).toEqual([
      ...plan.firstRound,
      ...plan.sessions.infinite,
      'import: /assets/firstRound.js',
    ]);
  });

  it("starts the app at once when the first round's module cannot be downloaded", async () => {
    const { first } = await downloads('/map', 10, { firstRoundFails: true });
    expect(first.slice(-4)).toEqual([
      'import: /assets/firstRound.js',
      '/assets/react.js',
      '/assets/game.js',
      'script /assets/index.js',
    ]);
  });

  it('downloads the app and the screen at once where the first paint has no player', async () => {
    expect((await downloads('/listen')).first).toEqual([
      '/assets/react.js',
      '/assets/listen.js',
      'script /assets/index.js',
    ]);
    expect((await downloads('/infinite?choice=nothing')).first).toEqual([
      '/assets/react.js',
      '/assets/infinite.js',
      'script /assets/index.js',
    ]);
  });

  it('downloads no game where the app shows the 404 page, as the app checks its routes', async () => {
    // No mode of that name: only the app, which shows the 404 page.
    expect((await downloads('/valorant')).first).toEqual([
      '/assets/react.js',
      'script /assets/index.js',
    ]);
    // A puzzle that has not come yet, or that came before its mode joined: no first round.
    const voice = firstPuzzle('voice');
    for (const [address, day] of [
      ['/daily/map/11', 10],
      ['/daily/map/x', 10],
      [`/daily/voice/${voice - 1}`, 10],
      [`/daily/voice/${voice - 1}`, voice + 3],
    ] as const) {
      expect((await downloads(address, day)).first, address).toEqual([
        '/assets/react.js',
        '/assets/puzzle.js',
        'script /assets/index.js',
      ]);
    }
    expect((await downloads('/daily/map/10', 10)).first).toEqual([
      ...plan.firstRound,
      '/assets/mapMode.js',
      ...plan.sessions.daily,
      'import: /assets/firstRound.js',
    ]);
    expect((await downloads(`/daily/voice/${voice}`, voice + 3)).first).toEqual([
      ...plan.firstRound,
      '/assets/voiceMode.js',
      ...plan.sessions.daily,
      'import: /assets/firstRound.js',
    ]);
  });
});
