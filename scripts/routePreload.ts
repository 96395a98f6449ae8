import path from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { MODE_IDS } from '../machines/modes.ts';
import type { LoadPlan } from '../src/boot/preload.ts';
import { PLAY_FORMATS, type PlayFormat } from '../src/shared/playFormats.ts';
import { inlineScript } from './bootShell.ts';

export type { LoadPlan };

/**
 * Decides the order of a first visit's downloads, from a small inline script at the top of index.html:
 * src/boot/preload.ts, bundled with this build's load plan. On a route whose first paint holds a
 * player, the first round's code and its mode's data download first, alone: on a phone's connection,
 * the waveform then waits for a fraction of the site's script (docs/first-round.md). The app's entry
 * script is therefore added by that script rather than written in the page.
 */
export function routePreloadPlugin(routesDir = 'src/routes'): Plugin {
  return {
    name: 'earshot-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) return html;
        const plan = loadPlan(context.bundle, path.resolve(routesDir));
        const page = withoutEntryTags(html, plan);
        return {
          html: page,
          tags: [{ tag: 'script', children: await preloadScript(plan), injectTo: 'head-prepend' }],
        };
      },
    },
  };
}

/** The inline script: src/boot/preload.ts with the load plan written in. */
export function preloadScript(plan: LoadPlan): Promise<string> {
  return inlineScript('preload.ts', { __LOAD_PLAN__: plan });
}

/** The page without the entry's script and preload tags, which the inline script adds itself. */
function withoutEntryTags(html: string, plan: LoadPlan): string {
  const entryTag = new RegExp(
    `<script type="module" crossorigin src="${plan.entry}"></script>\\s*`,
  );
  if (!entryTag.test(html)) throw new Error(`index.html has no script tag for ${plan.entry}`);
  let page = html.replace(entryTag, '');
  for (const file of plan.app) {
    page = page.replace(
      new RegExp(`<link rel="modulepreload" crossorigin href="${file}">\\s*`),
      '',
    );
  }
  return page;
}

/** The chunks of a bundle, and what a chunk needs: itself and all it imports, but for `except`. */
function chunkGraph(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, except: ReadonlySet<string> = new Set()) => {
    const needed = new Set<string>();
    const visit = (name: string) => {
      if (needed.has(name) || except.has(name)) return;
      needed.add(name);
      byFile.get(name)?.imports.forEach(visit);
    };
    visit(fileName);
    return needed;
  };
  return { chunks, byFile, closure };
}

const urls = (files: Iterable<string>) => [...files].map((file) => `/${file}`);

/** The first round's module, which the page's first script runs before the app's. */
const FIRST_ROUND = 'src/boot/firstRound.ts';

/**
 * The load plan of a bundle; fails the build when a first round's code would need React, or when a
 * play format's session or route (src/shared/playFormats.ts) is not in the bundle (a file or a
 * route renamed).
 */
export function loadPlan(bundle: OutputBundle, routesDir: string): LoadPlan {
  const { chunks, byFile, closure } = chunkGraph(bundle);
  const root = path.dirname(path.dirname(routesDir));
  const withModule = (file: string) => {
    const chunk = chunks.find((each) => each.moduleIds.includes(path.join(root, file)));
    if (!chunk) throw new Error(`the bundle has no chunk for ${file}`);
    return chunk;
  };

  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the bundle has no entry chunk');
  const routes = routeChunks(bundle, routesDir);

  // Each format's first round: the first round's module and what it imports, then its session.
  const own = closure(withModule(FIRST_ROUND).fileName);
  const sessions = {} as Record<PlayFormat, string[]>;
  const perFormat = Object.entries(PLAY_FORMATS).map(([format, { session, routes: paths }]) => {
    const needed = new Set([...own, ...closure(withModule(session).fileName)]);
    const appOnly = [...needed].flatMap((file) =>
      (byFile.get(file)?.moduleIds ?? []).filter((id) =>
        /node_modules[\\/](react|react-dom|@mantine|@tanstack)[\\/]/.test(id),
      ),
    );
    if (appOnly.length > 0) {
      throw new Error(`the first round's code must not need the app's: ${appOnly.join(', ')}`);
    }
    for (const route of paths) {
      if (!Object.prototype.hasOwnProperty.call(routes, route)) {
        throw new Error(`the ${format} first round's route ${route} is not a route of the app`);
      }
    }
    sessions[format as PlayFormat] = urls([...needed].filter((file) => !own.has(file)));
    return needed;
  });
  // What every format's first round loads, which a mode's data need not list again.
  const common = new Set(
    [...perFormat[0]].filter((file) => perFormat.every((needed) => needed.has(file))),
  );
  const modes: Record<string, string[]> = {};
  for (const mode of MODE_IDS) {
    const chunk = chunks.find((each) =>
      each.moduleIds.includes(path.join(root, 'src', 'modes', `${mode}Mode.ts`)),
    );
    if (chunk) modes[mode] = urls(closure(chunk.fileName, common));
  }
  return {
    entry: `/${entry.fileName}`,
    app: urls([...closure(entry.fileName)].filter((file) => file !== entry.fileName)),
    routes,
    firstRound: urls(own),
    sessions,
    modes,
  };
}

/**
 * A flat route file's path: `index` is `/`, `daily.index` is `/daily`, `daily.$mode` `/daily/$mode`;
 * a segment's trailing `_` only keeps it out of its parent's layout (`daily_.map_.$number` is
 * `/daily/map/$number`).
 */
export function routePath(fileName: string): string {
  return (
    '/' +
    fileName
      .split('.')
      .map((segment) => segment.replace(/_$/, ''))
      .filter((segment) => segment !== 'index')
      .join('/')
  );
}

/** For each route path, the chunks its lazily loaded component needs, with everything they import. */
export function routeChunks(bundle: OutputBundle, routesDir: string): Record<string, string[]> {
  const { chunks, closure } = chunkGraph(bundle);
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loadedAnyway = new Set(entry ? [entry.fileName, ...entry.imports] : []);
  const routes: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const routeModule = chunk.moduleIds.find(
      (id) => id.startsWith(routesDir + path.sep) && id.includes('tsr-split'),
    );
    if (!routeModule) continue;
    const name = path.basename(routeModule.split('?')[0], '.tsx');
    if (name.startsWith('__')) continue;
    routes[routePath(name)] = urls(closure(chunk.fileName, loadedAnyway));
  }
  return routes;
}
