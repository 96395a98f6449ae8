import { describe, expect, it } from 'vitest';
import { stripMetadata, stripMp3, stripWav } from './strip.ts';

const chunk = (id: string, body: string) => {
  const data = Buffer.from(body, 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(id, 'latin1'), size, data, Buffer.alloc(data.length & 1)]);
};

const wav = (...chunks: Buffer[]) => {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WAVE', 8, 'latin1');
  return Buffer.concat([header, body]);
};

const syncsafe = (size: number) =>
  Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);

describe('a clip served in a room', () => {
  const fmt = chunk('fmt ', '0123456789abcdef');
  const data = chunk('data', 'samples!!');

  it('keeps a WAV’s format and samples and drops its LIST/INFO and id3 chunks', () => {
    const tagged = wav(fmt, chunk('LIST', 'INFOINAMAscent'), data, chunk('id3 ', 'ID3 Ascent'));
    const served = stripWav(tagged);
    expect(served).toEqual(wav(fmt, data));
    expect(served.toString('latin1')).not.toContain('Ascent');
    // The RIFF size still counts what is left.
    expect(served.readUInt32LE(4)).toBe(served.length - 8);
  });

  it('leaves an untagged WAV byte for byte', () => {
    const plain = wav(fmt, data);
    expect(stripWav(plain)).toEqual(plain);
  });

  it('drops an MP3’s ID3v2 tag in front and its ID3v1 tag behind', () => {
    const frames = Buffer.from('TIT2\0\0\0\x07\0\0\0Ascent', 'latin1');
    const id3v2 = Buffer.concat([
      Buffer.from('ID3\x04\0\0', 'latin1'),
      syncsafe(frames.length),
      frames,
    ]);
    const audio = Buffer.from([0xff, 0xfb, 0x90, 0x64, 1, 2, 3, 4]);
    const id3v1 = Buffer.alloc(128);
    id3v1.write('TAGAscent', 0, 'latin1');
    const served = stripMp3(Buffer.concat([id3v2, audio, id3v1]));
    expect(served).toEqual(audio);
  });

  it('chooses by the file’s kind and leaves other kinds alone', () => {
    const tagged = wav(fmt, chunk('LIST', 'INFO'), data);
    expect(stripMetadata(tagged, 'footsteps/x.wav')).toEqual(wav(fmt, data));
    expect(stripMetadata(tagged, 'x.ogg')).toBe(tagged);
  });
});
