import { describe, expect, it } from 'vitest';
import { crc32, decodeCode, encodeCode } from './code';

const sample = { app: 'earshot', numbers: [1, 2, 3], text: 'Sova’s Recon Bolt ✓' };

describe('a stats code', () => {
  it('reads back exactly what it was made from', async () => {
    const code = await encodeCode(sample);
    expect(await decodeCode(code)).toEqual({ ok: true, value: sample });
  });

  it('uses only characters that are safe in a link', async () => {
    const code = await encodeCode({
      ...sample,
      many: Array.from({ length: 300 }, (_, i) => i * 7919),
    });
    expect(code).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(encodeURIComponent(code)).toBe(code);
  });

  it('is read with spaces around it (pasted by hand)', async () => {
    const code = await encodeCode(sample);
    expect(await decodeCode(`  ${code}\n`)).toEqual({ ok: true, value: sample });
  });

  it('refuses an empty code', async () => {
    expect(await decodeCode('   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it("refuses text that is not Earshot's", async () => {
    for (const text of ['hello', 'https://example.com', '{"app":"earshot"}', 'ES.1.a.b', 'ESx.1']) {
      expect(await decodeCode(text)).toEqual({ ok: false, reason: 'foreign' });
    }
  });

  it('refuses a code from a newer version', async () => {
    const code = await encodeCode(sample);
    expect(await decodeCode(code.replace(/^ES1\./, 'ES2.'))).toEqual({
      ok: false,
      reason: 'futureVersion',
    });
  });

  it('says a code cut off anywhere after its header is incomplete or damaged, never reads it', async () => {
    const code = await encodeCode(sample);
    for (let end = 4; end < code.length; end++) {
      const result = await decodeCode(code.slice(0, end));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(['truncated', 'damaged']).toContain(result.reason);
    }
    const cutInPayload = code.slice(0, code.length - 20);
    expect(await decodeCode(cutInPayload)).toEqual({ ok: false, reason: 'truncated' });
  });

  it('says a code with any one character changed is damaged', async () => {
    const code = await encodeCode(sample);
    const start = code.indexOf('.', 4) + 1;
    for (let i = start; i < code.length; i++) {
      if (code[i] === '.') continue;
      const changed = code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);
      expect(await decodeCode(changed)).toEqual({ ok: false, reason: 'damaged' });
    }
  });

  it('refuses hostile input without working on it', async () => {
    expect(await decodeCode('ES1.' + 'A'.repeat(300_000))).toEqual({
      ok: false,
      reason: 'tooLong',
    });
    expect(await decodeCode('ES1.5.AAAAA.00000000.extra')).toEqual({
      ok: false,
      reason: 'damaged',
    });
    expect(await decodeCode('ES1.-5.AAAAA.00000000')).toEqual({ ok: false, reason: 'damaged' });
    // A payload whose checksum is right but is not deflate data.
    const payload = 'bm90LWRlZmxhdGU';
    const checksum = crc32(new TextEncoder().encode(payload)).toString(16).padStart(8, '0');
    expect(await decodeCode(`ES1.${payload.length}.${payload}.${checksum}`)).toEqual({
      ok: false,
      reason: 'damaged',
    });
  });

  it('stops inflating a payload that would grow past any real code (a deflate bomb)', async () => {
    const code = await encodeCode({ app: 'earshot', padding: ' '.repeat(3_000_000) });
    expect(code.length).toBeLessThan(200_000);
    expect(await decodeCode(code)).toEqual({ ok: false, reason: 'damaged' });
  });
});
