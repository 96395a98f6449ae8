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

// The embedded catalogue's sections, one module each (scripts/catalogueSections.ts); their shapes are
// checked against the JSON by src/content/catalogue.test.ts.
declare module 'virtual:catalogue/agents' {
  const agents: readonly import('./content/types').Agent[];
  export default agents;
}
declare module 'virtual:catalogue/abilities' {
  const abilities: readonly import('./content/types').Ability[];
  export default abilities;
}
declare module 'virtual:catalogue/bundles' {
  const bundles: readonly import('./content/types').SkinBundle[];
  export default bundles;
}
declare module 'virtual:catalogue/maps' {
  const maps: readonly import('./content/types').GameMap[];
  export default maps;
}
declare module 'virtual:catalogue/footsteps' {
  const footsteps: readonly import('./content/types').FootstepsCategory[];
  export default footsteps;
}
declare module 'virtual:catalogue/voiceLines' {
  const voiceLines: import('./content/types').VoiceLines;
  export default voiceLines;
}

declare module 'virtual:catalogue/news' {
  const news: readonly import('./content/types').News[];
  export default news;
}

declare const __APP_VERSION__: string;
declare const __SOURCE_URL__: string;
/**
 * Where the community API is, fixed at build time (scripts/communityApi.ts): a base to which the game
 * adds `/v1/...` (`/api` on the site's own origin unless EARSHOT_API_ORIGIN names another), or null
 * when the build has no community numbers (EARSHOT_API_ORIGIN=off). See docs/community-api.md.
 */
declare const __COMMUNITY_API__: string | null;
