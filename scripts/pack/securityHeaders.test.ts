import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScripts, securityHeaders } from './securityHeaders';
import { staticHostFiles } from './staticHost';

const page =
  '<!doctype html><head><script>first()</script>' +
  '<script type="module" crossorigin src="/assets/index.js"></script></head>' +
  '<body><script>\n  second();\n</script></body>';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('contentSecurityPolicy', () => {
  it('allows exactly the inline scripts of the page, by hash, and no other inline script', () => {
    expect(inlineScripts(page)).toEqual(['first()', '\n  second();\n']);
    const scriptSrc = contentSecurityPolicy(page)
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' 'sha256-${sha256('first()')}' 'sha256-${sha256('\n  second();\n')}'`,
    );
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('lets the media service images in and nothing be framed', () => {
    const policy = contentSecurityPolicy(page);
    expect(policy).toContain("img-src 'self' data: https://media.valorant-api.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
});

describe('the hosted site', () => {
  it('sends the security headers with every response', () => {
    const headers = staticHostFiles(page)._headers;
    const block = headers.split('\n/assets/*')[0]!;
    expect(block.startsWith('/*\n')).toBe(true);
    for (const [name, value] of Object.entries(securityHeaders(page))) {
      expect(block).toContain(`  ${name}: ${value}`);
    }
    expect(block).toContain('X-Content-Type-Options: nosniff');
    expect(block).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(block).toMatch(/Permissions-Policy: camera=\(\), microphone=\(\)/);
  });
});
