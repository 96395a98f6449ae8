import path from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * Lets a deep link such as /ability fetch its route's code at once, in parallel with the app, instead of
 * after the app has started and the router has asked for it (a chain of three round trips). A small
 * inline script in index.html adds `modulepreload` links for the chunks of the route being opened.
 */
export function routePreloadPlugin(routesDir = 'src/routes'): Plugin {
  return {
    name: 'earshot-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const routes = routeChunks(context.bundle, path.resolve(routesDir));
        // A path with a parameter (/daily/map/$number) stands for any value of it.
        const script = `(function(){var r=${JSON.stringify(routes)},p=location.pathname.replace(/\\/+$/,'')||'/',h=r[p];if(!h)for(var k in r)if(k.indexOf('$')>=0&&new RegExp('^'+k.replace(/\\$\\w+/g,'[^/]+')+'$').test(p))h=r[k];(h||[]).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}

/** For each route path, the chunks its lazily loaded component needs, with everything they import. */
export function routeChunks(bundle: OutputBundle, routesDir: string): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
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
    const needed = new Set<string>();
    const visit = (fileName: string) => {
      if (needed.has(fileName) || loadedAnyway.has(fileName)) return;
      needed.add(fileName);
      byFile.get(fileName)?.imports.forEach(visit);
    };
    visit(chunk.fileName);
    routes[routePath(name)] = [...needed].map((file) => `/${file}`);
  }
  return routes;
}

/**
 * The address of a flat route file, as TanStack's file routing reads its name: dots separate
 * segments, a trailing `_` only keeps a segment from nesting in its parent's layout, `index` is the
 * parent's own page (`daily_.map_.$number` is /daily/map/$number).
 */
export function routePath(fileName: string): string {
  const segments = fileName
    .split('.')
    .map((segment) => segment.replace(/_$/, ''))
    .filter((segment) => segment !== 'index');
  return `/${segments.join('/')}`;
}
