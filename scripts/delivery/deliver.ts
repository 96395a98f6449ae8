import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { peaksFile, peaksUrl } from '../../src/content/peaks.ts';
import type { PackClip } from '../pack/scanPack.ts';
import { DELIVERY, encodeClip, formatOf, type EncodedClip } from './encodeClip.ts';

export interface DeliveredClip extends EncodedClip {
  id: string;
  /** The delivery file in the build cache. */
  file: string;
  /** Where the site serves it: the spec's address of the clip (`maps/{mapId}.mp3`, ...). */
  path: string;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Runs `work` over `items`, `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Encodes every clip of a pack into its delivery file, in the format its path names, reusing what the
 * cache already holds for the same source bytes and settings. A clip that fails to encode is left out
 * (the site then serves its source at that path) and reported through `log.warn`.
 */
export async function deliverPack(
  clips: readonly PackClip[],
  cacheDir: string,
  log: { info: (message: string) => void; warn: (message: string) => void },
  workers = availableParallelism(),
): Promise<Map<string, DeliveredClip>> {
  await mkdir(cacheDir, { recursive: true });
  const delivered = new Map<string, DeliveredClip>();
  const settings = JSON.stringify(DELIVERY);
  let encoded = 0;
  const started = Date.now();
  await inPool(clips, workers, async (clip) => {
    const key = sha256(Buffer.concat([await readFile(clip.file), Buffer.from(settings)])).slice(
      0,
      24,
    );
    const format = formatOf(clip.path);
    const file = path.join(cacheDir, `${key}.${format}`);
    const record = path.join(cacheDir, `${key}.json`);
    try {
      let result: EncodedClip;
      if (existsSync(file) && existsSync(record)) {
        result = JSON.parse(await readFile(record, 'utf8')) as EncodedClip;
      } else {
        // Encode beside the final name and rename, so an interrupted build never leaves half a file in the cache.
        const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
        result = await encodeClip(clip.file, partial, format);
        await rename(partial, file);
        // The record too: a build stopped while writing it (npm test stops its early encoding so)
        // leaves none, and the clip is encoded again, never read from half a record.
        await writeFile(`${partial}.json`, JSON.stringify(result));
        await rename(`${partial}.json`, record);
        encoded++;
        if (encoded % 20 === 0) log.info(`delivery: ${encoded} clips encoded…`);
      }
      delivered.set(clip.id, { ...result, id: clip.id, file, path: clip.path });
    } catch (error) {
      log.warn(
        `delivery: ${clip.path} could not be encoded, its source is served instead (${(error as Error).message.split('\n')[0]})`,
      );
    }
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log.info(
    `delivery: ${delivered.size}/${clips.length} clips ready (${encoded} encoded, the rest cached) in ${seconds} s`,
  );
  return delivered;
}

/**
 * Writes every clip of the pack at its spec address in the site: the delivery file where there is one,
 * with its waveform's peaks file beside it (`peaksUrl`), the source otherwise (a clip that could not be
 * encoded, or a build without delivery: the player then draws the waveform from the decoded clip).
 */
export async function writeClips(
  clips: readonly PackClip[],
  delivered: ReadonlyMap<string, DeliveredClip>,
  outDir: string,
) {
  for (const clip of clips) {
    const target = path.join(outDir, clip.path);
    await mkdir(path.dirname(target), { recursive: true });
    const delivery = delivered.get(clip.id);
    await copyFile(delivery?.file ?? clip.file, target);
    if (delivery) await writeFile(peaksUrl(target), peaksFile(delivery.peaks));
  }
}
