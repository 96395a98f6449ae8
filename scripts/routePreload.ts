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
        // An exact path first (`/daily`), else a route with parameters (`/daily/$mode` for /daily/map).
        const script = `(function(){var r=${JSON.stringify(routes)},p=location.pathname.replace(/\\/+$/,'')||'/',s=p.split('/'),c=r[p];if(!c)for(var k in r){var t=k.split('/');if(t.length===s.length&&t.every(function(x,i){return x[0]==='$'||x===s[i]})){c=r[k];break}}(c||[]).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})()`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}

/** A flat route file's path: `index` is `/`, `daily.index` is `/daily`, `daily.$mode` `/daily/$mode`. */
export function routePath(fileName: string): string {
  return (
    '/' +
    fileName
      .split('.')
      .filter((segment) => segment !== 'index')
      .join('/')
  );
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
