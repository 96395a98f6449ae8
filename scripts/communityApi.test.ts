import { describe, expect, it } from 'vitest';
import { communityApi } from './communityApi';
import { contentSecurityPolicy } from './pack/securityHeaders';
import { staticHostFiles } from './pack/staticHost';

describe('communityApi (EARSHOT_API_ORIGIN)', () => {
  it('puts the API at /api on the site’s own origin unless told otherwise', () => {
    expect(communityApi(undefined)).toEqual({ base: '/api', origin: null });
    expect(communityApi('')).toEqual({ base: '/api', origin: null });
  });

  it('names another origin’s /api, or no API at all', () => {
    expect(communityApi('https://api.earshot.example')).toEqual({
      base: 'https://api.earshot.example/api',
      origin: 'https://api.earshot.example',
    });
    expect(communityApi('https://api.earshot.example/')).toMatchObject({
      origin: 'https://api.earshot.example',
    });
    expect(communityApi('off')).toEqual({ base: null, origin: null });
  });

  it('refuses what is not an origin', () => {
    for (const value of ['api.earshot.example', 'https://x.example/api', 'ftp://x.example', 'on']) {
      expect(() => communityApi(value), value).toThrow(/EARSHOT_API_ORIGIN/);
    }
  });
});

describe('the CSP’s connect-src', () => {
  const page = '<!doctype html><script>boot()</script>';
  const connectSrc = (policy: string) =>
    policy.split('; ').find((directive) => directive.startsWith('connect-src '));

  it('allows exactly the API’s origin where it is another than the site’s', () => {
    expect(connectSrc(contentSecurityPolicy(page))).toBe(
      "connect-src 'self' https://media.valorant-api.com",
    );
    expect(connectSrc(contentSecurityPolicy(page, 'https://api.earshot.example'))).toBe(
      "connect-src 'self' https://media.valorant-api.com https://api.earshot.example",
    );
    expect(staticHostFiles(page, 'https://api.earshot.example')._headers).toContain(
      "connect-src 'self' https://media.valorant-api.com https://api.earshot.example;",
    );
  });
});
