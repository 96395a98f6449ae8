import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { loadEnv, type Plugin } from 'vite';
import { CLIP_FOLDERS as FOLDERS, type ClipEntry, type ClipMode } from '../../src/content/clips.ts';
import { deliverPack, writeClips, type DeliveredClip } from '../delivery/deliver.ts';
import { FFMPEG_MISSING, hasFfmpeg } from '../delivery/ffmpeg.ts';
import { clipTableModule } from './clipTableModule.ts';
import { precompress } from './precompress.ts';
import { CLIP_CACHE_CONTROL, staticHostFiles } from './staticHost.ts';
import { communityApiFromEnv } from '../communityApi.ts';
import { resolveSoundPack, type SoundPackLocation } from './resolvePack.ts';
import { scanPack, type PackScan } from './scanPack.ts';

const STATUS_MODULE = 'virtual:sound-pack';
const CLIPS_MODULE_PREFIX = 'virtual:sound-pack/';
const CLIP_FOLDERS = FOLDERS.map((folder) => `/${folder}/`);
export const DELIVERY_CACHE = '.cache/delivery';

type Next = (error?: unknown) => void;

/**
 * Makes the configured sound pack part of the site: the dev and preview servers serve its clips at
 * the paths the catalogue names, a build copies them into the output, and the app imports which
 * items have a clip (per mode) and whether the pack is the generated demo.
 */
export function soundPackPlugin(): Plugin {
  let location: SoundPackLocation;
  let scan: PackScan;
  let base = '/';
  let outDir = 'dist';
  let root = '.';
  let building = false;
  let delivered = new Map<string, DeliveredClip>();
  let apiOrigin: string | null = null;

  const serveClips = (dir: string) => {
    // A clip keeps its address from deploy to deploy: cached briefly, then revalidated by its ETag.
    const files = sirv(dir, {
      dev: true,
      etag: true,
      setHeaders: (response) => response.setHeader('Cache-Control', CLIP_CACHE_CONTROL),
    });
    return (request: IncomingMessage, response: ServerResponse, next: Next) => {
      const url = request.url ?? '';
      if (!CLIP_FOLDERS.some((folder) => url.startsWith(folder))) return next();
      // A missing clip is a 404, never the SPA's index.html (which would not decode as audio).
      files(request, response, () => {
        response.statusCode = 404;
        response.end('No such clip in the sound pack');
      });
    };
  };

  return {
    name: 'earshot-sound-pack',
    configResolved(config) {
      const env = loadEnv(config.mode, config.root, '');
      location = resolveSoundPack(config.root, process.env.SOUND_PACK ?? env.SOUND_PACK);
      scan = scanPack(location.dir);
      base = config.base;
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      building = config.command === 'build';
      apiOrigin = communityApiFromEnv(config.mode, config.root).origin;
      const where = location.demo ? 'the generated demo pack' : location.dir;
      config.logger.info(
        `sound pack: ${scan.present.length} clips from ${where}` +
          (scan.missing.length ? `, ${scan.missing.length} missing` : ''),
      );
    },
    async buildStart() {
      if (!building || process.env.EARSHOT_DELIVERY === 'off') return;
      if (!hasFfmpeg()) this.error(FFMPEG_MISSING);
      delivered = await deliverPack(scan.present, path.resolve(root, DELIVERY_CACHE), {
        info: (message) => this.info(message),
        warn: (message) => this.warn(message),
      });
    },
    resolveId(id) {
      return id === STATUS_MODULE || id.startsWith(CLIPS_MODULE_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${STATUS_MODULE}`) {
        return `export const demo = ${JSON.stringify(location.demo)};`;
      }
      if (id.startsWith(`\0${CLIPS_MODULE_PREFIX}`)) {
        // `<mode>?daily` is the same table as a module of its own, for saving a day's clips
        // (src/modes/clips/): shared with the mode's descriptor, it would be a chunk of its own
        // that every round of the mode downloads besides.
        const mode = id
          .slice(`\0${CLIPS_MODULE_PREFIX}`.length)
          .replace(/\?daily$/, '') as ClipMode;
        const clips = scan.present
          .filter((clip) => clip.mode === mode)
          .map((clip): [string, ClipEntry] => {
            const url = `${base}${clip.path}`;
            const delivery = delivered.get(clip.id);
            if (!delivery) return [clip.id, { url }];
            // Its peaks are a file of their own beside it (writeClips): a round fetches its clip's alone.
            return [clip.id, { url, duration: delivery.duration }];
          });
        return clipTableModule(clips);
      }
      return undefined;
    },
    configureServer(server) {
      server.middlewares.use(serveClips(location.dir));
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveClips(outDir));
    },
    async writeBundle() {
      await writeClips(scan.present, delivered, outDir);
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const [name, content] of Object.entries(staticHostFiles(indexHtml, apiOrigin))) {
        writeFileSync(path.join(outDir, name), content);
      }
      precompress(outDir);
    },
  };
}
