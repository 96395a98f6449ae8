import { describe, expect, it } from 'vitest';
import { encodeCodeV1 } from '../../test/moveCodeV1';
import { crc32, decodeCode, encodeCode, fromBase32, toBase32 } from './code';

const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 7919) % 256);

describe('a stats code', () => {
  it('reads back exactly the bytes it was made from', async () => {
    for (const length of [0, 1, 2, 3, 4, 5, 6, 7, 8, 300]) {
      const made = bytes.slice(0, length);
      expect(await decodeCode(encodeCode(made))).toEqual({ ok: true, version: 2, bytes: made });
    }
  });

  it("uses only a QR code's alphanumeric characters, which are safe in a link", () => {
    const code = encodeCode(bytes);
    expect(code).toMatch(/^[A-Z0-9.]+$/);
    expect(encodeURIComponent(code)).toBe(code);
  });

  it('writes base32 as RFC 4648 does, without padding', () => {
    const text = (value: string) => toBase32(new TextEncoder().encode(value));
    expect(['f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map(text)).toEqual([
      'MY',
      'MZXQ',
      'MZXW6',
      'MZXW6YQ',
      'MZXW6YTB',
      'MZXW6YTBOI',
    ]);
    expect([...fromBase32('MZXW6YTBOI')!]).toEqual([...new TextEncoder().encode('foobar')]);
    // A length base32 never has, a stray bit, a small letter.
    for (const wrong of ['M', 'MZX', 'MZXW6Y', 'MZ', 'mzxq']) {
      expect(fromBase32(wrong), wrong).toBeNull();
    }
  });

  it('is read with spaces around it (pasted by hand)', async () => {
    const code = encodeCode(bytes);
    expect(await decodeCode(`  ${code}\n`)).toEqual({ ok: true, version: 2, bytes });
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
    const code = encodeCode(bytes);
    expect(await decodeCode(code.replace(/^ES2\./, 'ES3.'))).toEqual({
      ok: false,
      reason: 'futureVersion',
    });
  });

  it('says a code cut off anywhere after its header is incomplete or damaged, never reads it', async () => {
    const code = encodeCode(bytes);
    for (let end = 4; end < code.length; end++) {
      const result = await decodeCode(code.slice(0, end));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(['truncated', 'damaged']).toContain(result.reason);
    }
    const cutInPayload = code.slice(0, code.length - 20);
    expect(await decodeCode(cutInPayload)).toEqual({ ok: false, reason: 'truncated' });
  });

  it('says a code with any one character changed is damaged', async () => {
    const code = encodeCode(bytes);
    const start = code.indexOf('.', 4) + 1;
    for (let i = start; i < code.length; i++) {
      if (code[i] === '.') continue;
      const changed = code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);
      expect(await decodeCode(changed)).toEqual({ ok: false, reason: 'damaged' });
    }
    // Its checksum in small letters is not the one written.
    expect(await decodeCode(code.toLowerCase().replace(/^es2/, 'ES2'))).toMatchObject({
      ok: false,
    });
  });

  it('refuses hostile input without working on it', async () => {
    expect(await decodeCode('ES2.' + 'A'.repeat(300_000))).toEqual({
      ok: false,
      reason: 'tooLong',
    });
    expect(await decodeCode('ES2.5.AAAAA.00000000.extra')).toEqual({
      ok: false,
      reason: 'damaged',
    });
    expect(await decodeCode('ES2.-5.AAAAA.00000000')).toEqual({ ok: false, reason: 'damaged' });
  });
});

describe('a stats code of version 1 (links made before)', () => {
  const sample = { app: 'earshot', numbers: [1, 2, 3], text: 'Sova’s Recon Bolt ✓' };

  it('reads back exactly what it was made from', async () => {
    const code = await encodeCodeV1(sample);
    expect(await decodeCode(code)).toEqual({ ok: true, version: 1, value: sample });
  });

  it('says a code with any one character changed is damaged', async () => {
    const code = await encodeCodeV1(sample);
    const start = code.indexOf('.', 4) + 1;
    for (let i = start; i < code.length; i++) {
      if (code[i] === '.') continue;
      const changed = code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);
      expect(await decodeCode(changed)).toEqual({ ok: false, reason: 'damaged' });
    }
  });

  it('refuses a payload whose checksum is right but that is not deflate data', async () => {
    const payload = 'bm90LWRlZmxhdGU';
    const checksum = crc32(new TextEncoder().encode(payload)).toString(16).padStart(8, '0');
    expect(await decodeCode(`ES1.${payload.length}.${payload}.${checksum}`)).toEqual({
      ok: false,
      reason: 'damaged',
    });
  });

  it('stops inflating a payload that would grow past any real code (a deflate bomb)', async () => {
    const code = await encodeCodeV1({ app: 'earshot', padding: ' '.repeat(3_000_000) });
    expect(code.length).toBeLessThan(200_000);
    expect(await decodeCode(code)).toEqual({ ok: false, reason: 'damaged' });
  });
});
