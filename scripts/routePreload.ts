import path from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { MODE_IDS } from '../machines/modes.ts';
import { playerRoutes } from './bootShell.ts';

/** What a first visit loads, and in which order (see `routePreloadPlugin`). */
export interface LoadPlan {
  /** The app's entry script. */
  entry: string;
  /** Every chunk the entry imports. */
  app: string[];
  /** For each route path, the chunks its lazily loaded screen needs that the app does not load. */
  routes: Record<string, string[]>;
  /** The first round's module (src/firstRound.ts), then every chunk it imports. */
  firstRound: string[];
  /** For each mode, the chunks of its data that the first round does not load already. */
  modes: Record<string, string[]>;
}

/**
 * Decides the order of a first visit's downloads, from a small inline script at the top of index.html.
 * - On a route whose first paint holds a player (a game mode, a daily puzzle, an infinite run), the
 *   first round's code and its mode's data download first, alone, and the round starts and draws
 *   its waveform; then the app (React, Mantine, the router) and the route's screen download. On a
 *   phone's connection, the waveform then waits for about 70 kB of script instead of about 250 kB.
 * - Elsewhere, the app and the route's screen download at once, in parallel (not a chain of round
 *   trips: the app, then the router asking for the screen).
 * The app's entry script is therefore added by that script rather than written in the page.
 */
export function routePreloadPlugin(routesDir = 'src/routes'): Plugin {
  return {
    name: 'earshot-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const plan = loadPlan(context.bundle, path.resolve(routesDir));
        const page = withoutEntryTags(html, plan);
        return {
          html: page,
          tags: [
            {
              tag: 'script',
              children: loaderScript(plan, playerRoutes()),
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}

/**
 * The inline script. A route is found by its exact path (`/daily`), else by a pattern with
 * parameters (`/daily/$mode/$number` for /daily/map/3). A preload settles when its file has arrived or
 * failed: a chunk that fails is asked for again by the code that imports it, which reports the failure.
 * The app follows once the first round's code and the mode's data have been preloaded; in a browser
 * without `modulepreload` (older Safari), whose preloads would never settle, once the first round's
 * code has been imported.
 */
function loaderScript(plan: LoadPlan, players: Record<string, string>): string {
  return `(function(){var c=${JSON.stringify(plan)},q=${JSON.stringify(players)},p=location.pathname.replace(/\\/+$/,'')||'/',s=p.split('/');function f(t){if(Object.prototype.hasOwnProperty.call(t,p))return t[p];for(var k in t){var u=k.split('/');if(u.length===s.length&&u.every(function(x,i){return x[0]==='$'||x===s[i]}))return t[k]}}function l(h){return Promise.all(h.map(function(u){return new Promise(function(d){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href=u;e.onload=e.onerror=d;document.head.appendChild(e)})}))}function a(){l(c.app.concat(f(c.routes)||[]));var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=c.entry;document.head.appendChild(e)}var x=/[?&]choice=(\\w+)(?:&|$)/.exec(location.search),m=x&&Object.prototype.hasOwnProperty.call(q,p+'?choice='+x[1])?q[p+'?choice='+x[1]]:f(q);if(m){var g=document.createElement('link').relList.supports('modulepreload')?l(c.firstRound.concat(c.modes[m]||[])):null,i=import(c.firstRound[0]);(g||i).then(a,a);i.catch(function(){})}else a()})()`;
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

/** The load plan of a bundle; fails the build when the first round's code would need React. */
export function loadPlan(bundle: OutputBundle, routesDir: string): LoadPlan {
  const { chunks, byFile, closure } = chunkGraph(bundle);
  const withModule = (id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id));

  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the bundle has no entry chunk');
  const srcDir = path.dirname(routesDir);
  const first = withModule(path.join(srcDir, 'firstRound.ts'));
  if (!first) throw new Error('the bundle has no chunk for src/firstRound.ts');
  const firstRound = closure(first.fileName);
  const appOnly = [...firstRound].flatMap((file) =>
    (byFile.get(file)?.moduleIds ?? []).filter((id) =>
      /node_modules[\\/](react|react-dom|@mantine|@tanstack)[\\/]/.test(id),
    ),
  );
  if (appOnly.length > 0) {
    throw new Error(`the first round's code must not need the app's: ${appOnly.join(', ')}`);
  }
  const modes: Record<string, string[]> = {};
  for (const mode of MODE_IDS) {
    const chunk = withModule(path.join(srcDir, 'modes', `${mode}Mode.ts`));
    if (chunk) modes[mode] = urls(closure(chunk.fileName, firstRound));
  }
  return {
    entry: `/${entry.fileName}`,
    app: urls([...closure(entry.fileName)].filter((file) => file !== entry.fileName)),
    routes: routeChunks(bundle, routesDir),
    firstRound: urls(firstRound),
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
