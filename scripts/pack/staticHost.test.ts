import { describe, expect, it } from 'vitest';
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
    expect(files._headers).toMatch(/\/challenge\.html\n {2}Cache-Control: no-cache/);
    expect(files._headers).toMatch(/\/daily\/map\n {2}Cache-Control: no-cache/);
    expect(files._headers).toMatch(/\/daily\/map\.html\n {2}Cache-Control: no-cache/);
  });

  it("sends deep links to the app, and a challenge's or a daily's to its own copy of it (its link preview)", () => {
    expect(files._redirects.trim().split('\n')).toEqual([
      '/challenge    /challenge.html    200',
      '/daily    /daily.html    200',
      '/daily/map    /daily/map.html    200',
      '/daily/ability    /daily/ability.html    200',
      '/daily/ace    /daily/ace.html    200',
      '/daily/voice    /daily/voice.html    200',
      '/*    /index.html    200',
    ]);
    expect(files['404.html']).toBe('<!doctype html><div id="root"></div>');
  });
});
