import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PackClip } from '../pack/scanPack.ts';
import { DELIVERY, encodeClip, type EncodedClip } from './encodeClip.ts';

export interface DeliveredClip extends EncodedClip {
  id: string;
  /** The delivery file in the build cache. */
  file: string;
  /** Where the site serves it: content-hashed, so a host can cache it forever. */
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
 * Encodes every clip of a pack into its delivery file, reusing what the cache already holds for the same
 * source bytes and settings. A clip that fails to encode is left out (the site then serves its source)
 * and reported through `onWarning`.
 */
export async function deliverPack(
  clips: readonly PackClip[],
  cacheDir: string,
  log: { info: (message: string) => void; warn: (message: string) => void },
): Promise<Map<string, DeliveredClip>> {
  await mkdir(cacheDir, { recursive: true });
  const delivered = new Map<string, DeliveredClip>();
  const settings = JSON.stringify(DELIVERY);
  let encoded = 0;
  const started = Date.now();
  await inPool(clips, availableParallelism(), async (clip) => {
    const key = sha256(Buffer.concat([await readFile(clip.file), Buffer.from(settings)])).slice(
      0,
      24,
    );
    const file = path.join(cacheDir, `${key}.m4a`);
    const record = path.join(cacheDir, `${key}.json`);
    try {
      let result: EncodedClip;
      if (existsSync(file) && existsSync(record)) {
        result = JSON.parse(await readFile(record, 'utf8')) as EncodedClip;
      } else {
        // Encode beside the final name and rename, so an interrupted build never leaves half a file in the cache.
        const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.partial.m4a`;
        result = await encodeClip(clip.file, partial);
        await rename(partial, file);
        await writeFile(record, JSON.stringify(result));
        encoded++;
        if (encoded % 20 === 0) log.info(`delivery: ${encoded} clips encoded…`);
      }
      const hash = sha256(await readFile(file)).slice(0, 16);
      delivered.set(clip.id, { ...result, id: clip.id, file, path: `clips/${hash}.m4a` });
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

export async function copyDelivered(delivered: Iterable<DeliveredClip>, outDir: string) {
  await mkdir(path.join(outDir, 'clips'), { recursive: true });
  for (const clip of delivered) await copyFile(clip.file, path.join(outDir, clip.path));
}
