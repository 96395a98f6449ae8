/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

declare module 'virtual:sound-pack' {
  /** True when the served pack is the generated demo pack, not the real clips. */
  export const demo: boolean;
}

declare module 'virtual:sound-pack/*' {
  import type { ClipEntry } from './content/clips';
  /** The mode's clips that the served pack has, by item id. */
  const clips: Record<string, ClipEntry>;
  export default clips;
}

declare const __APP_VERSION__: string;
declare const __SOURCE_URL__: string;
