import { describe, expect, it } from 'vitest';
import { routeChunks, routePath } from '../routePreload';
import { staticHostFiles } from './staticHost';

describe('staticHostFiles', () => {
  const files = staticHostFiles('<!doctype html><div id="root"></div>');

  it('marks hashed assets immutable, clips revalidated after a short while, index.html never cached', () => {
    expect(files._headers).toMatch(
      /\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/,
    );
    for (const folder of ['abilities', 'aces', 'maps']) {
      expect(files._headers).toContain(
        `/${folder}/*\n  Cache-Control: public, max-age=300, must-revalidate`,
      );
    }
    expect(files._headers).not.toContain('/clips/');
    expect(files._headers).toMatch(/\/index\.html\n {2}Cache-Control: no-cache/);
  });

  it('sends deep links to the app', () => {
    expect(files._redirects.trim()).toBe('/*    /index.html    200');
    expect(files['404.html']).toBe('<!doctype html><div id="root"></div>');
  });
});

describe('routeChunks', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    moduleIds,
    imports,
    isEntry,
  });

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
