import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { puzzleDate } from '../machines/daily/calendar';
import { firstPuzzle } from '../machines/dailyModes';
import { loadPlan, preloadScript, routeChunks, routePath, type LoadPlan } from './routePreload';
import { FIRST_CLIP_READY } from '../src/boot/loadPlan';

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
    first: chunk('assets/firstRound.js', ['/app/src/firstRound.ts'], ['assets/shared.js']),
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
    const own = ['/assets/firstRound.js', '/assets/shared.js'];
    expect(plan.firstRound).toEqual({
      '/$mode': own,
      '/daily/$mode': own,
      '/daily/$mode/$number': own,
      '/infinite': own,
    });
    expect(plan.sessions).toEqual({
      '/$mode': ['/assets/engine.js'],
      '/daily/$mode': ['/assets/dailySession.js', '/assets/engine.js'],
      '/daily/$mode/$number': ['/assets/dailySession.js', '/assets/engine.js'],
      '/infinite': [
        '/assets/infiniteSession.js',
        '/assets/engine.js',
        '/assets/infiniteMachine.js',
      ],
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
    firstRound: {
      '/$mode': ['/assets/firstRound.js'],
      '/daily/$mode': ['/assets/firstRound.js'],
      '/daily/$mode/$number': ['/assets/firstRound.js'],
      '/infinite': ['/assets/firstRound.js'],
    },
    sessions: {
      '/$mode': ['/assets/engine.js'],
      '/daily/$mode': ['/assets/engine.js', '/assets/daily.js'],
      '/daily/$mode/$number': ['/assets/engine.js', '/assets/daily.js'],
      '/infinite': ['/assets/engine.js', '/assets/infinite.js'],
    },
    modes: { map: ['/assets/mapMode.js'], voice: ['/assets/voiceMode.js'] },
  };
  const script = preloadScript(plan);

  /**
   * What the script asks for when the page opens at `address` on puzzle #`day`'s day: first; then
   * once those have arrived; then once the first round's module says its clip is ready (or fails to
   * load, with `firstRoundFails`). The app's entry script comes last.
   */
  async function downloads(address: string, day = 10, { firstRoundFails = false } = {}) {
    const asked: string[] = [];
    const arrivals: (() => void)[] = [];
    const failures: (() => void)[] = [];
    const listeners = new Map<string, () => void>();
    const element = () => ({ relList: { supports: () => true } }) as Record<string, unknown>;
    const document = {
      createElement: element,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      head: {
        appendChild(added: {
          href?: string;
          src?: string;
          onload?: () => void;
          onerror?: () => void;
        }) {
          asked.push(added.href ?? `script ${added.src}`);
          if (added.onload) arrivals.push(added.onload);
          if (added.src && added.onerror) failures.push(added.onerror);
        },
      },
    };
    const at = puzzleDate(day).getTime() + 5 * 3600_000;
    const FixedDate = class extends Date {
      constructor() {
        super(at);
      }
    };
    runInNewContext(await script, {
      location: new URL(address, 'https://earshot.test'),
      document,
      URLSearchParams,
      Date: FixedDate,
    });
    const first = [...asked];
    arrivals.splice(0).forEach((arrived) => arrived());
    await new Promise((settled) => setTimeout(settled, 0));
    const arrived = asked.slice(first.length);
    if (firstRoundFails) failures.splice(0).forEach((failed) => failed());
    else listeners.get(FIRST_CLIP_READY)?.();
    return { first, arrived, then: asked.slice(first.length + arrived.length) };
  }

  it("downloads a game route's first round and its mode's data alone, then the app and the screen", async () => {
    // The app waits for the first round's clip, not only for the first round's code.
    // The session's code (the engine) after the mode's data: free play deals its answer from the
    // data and asks for its clip before the engine has arrived.
    expect(await downloads('/map/')).toEqual({
      first: [
        '/assets/firstRound.js',
        '/assets/mapMode.js',
        '/assets/engine.js',
        'script /assets/firstRound.js',
      ],
      arrived: [],
      then: ['/assets/react.js', '/assets/game.js', 'script /assets/index.js'],
    });
    // A daily puzzle's and an infinite run's first round: their own format's code.
    expect((await downloads('/daily/map')).first).toEqual(
      plan.firstRound['/daily/$mode'].concat(
        '/assets/mapMode.js',
        plan.sessions['/daily/$mode'],
        'script /assets/firstRound.js',
      ),
    );
    expect((await downloads('/infinite?choice=mixed')).first).toEqual([
      ...plan.firstRound['/infinite'],
      ...plan.sessions['/infinite'],
      'script /assets/firstRound.js',
    ]);
    // A first round whose code cannot be downloaded does not keep the app from starting.
    expect((await downloads('/map', 10, { firstRoundFails: true })).then).toEqual([
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
    for (const address of ['/daily/map/11', '/daily/map/x', `/daily/voice/${voice - 1}`]) {
      expect((await downloads(address, 10)).first, address).toEqual([
        '/assets/react.js',
        '/assets/puzzle.js',
        'script /assets/index.js',
      ]);
    }
    expect((await downloads(`/daily/voice/${voice - 1}`, voice + 3)).first).toEqual([
      '/assets/react.js',
      '/assets/puzzle.js',
      'script /assets/index.js',
    ]);
    expect((await downloads('/daily/map/10', 10)).first).toEqual(
      plan.firstRound['/daily/$mode/$number'].concat(
        '/assets/mapMode.js',
        plan.sessions['/daily/$mode/$number'],
        'script /assets/firstRound.js',
      ),
    );
    expect((await downloads(`/daily/voice/${voice}`, voice + 3)).first).toEqual(
      plan.firstRound['/daily/$mode/$number'].concat(
        '/assets/voiceMode.js',
        plan.sessions['/daily/$mode/$number'],
        'script /assets/firstRound.js',
      ),
    );
  });
});
