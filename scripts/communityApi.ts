import { loadEnv, type Plugin } from 'vite';
import { originOf } from './origin.ts';

/**
 * Where the built game finds the community API: `base` is what it prefixes `/v1/...` with, null for
 * no community numbers at all; `origin` is the API's origin when it is not the site's own, for the
 * CSP's connect-src.
 */
export interface CommunityApi {
  base: string | null;
  origin: string | null;
}

/**
 * Reads EARSHOT_API_ORIGIN: unset, the API is at `/api` on the site's own origin (the dev and preview
 * servers, or a host that routes /api to it); `off`, the game asks no server for numbers; an origin
 * (`https://api.example.org`), the API is at its `/api`.
 */
export function communityApi(value: string | undefined): CommunityApi {
  if (value === undefined || value === '') return { base: '/api', origin: null };
  if (value === 'off') return { base: null, origin: null };
  const origin = originOf(value);
  if (!origin) {
    throw new Error(
      `EARSHOT_API_ORIGIN must be an origin such as https://api.example.org (or "off"), not "${value}".`,
    );
  }
  return { base: `${origin}/api`, origin };
}

/** EARSHOT_API_ORIGIN from the environment or the mode's .env files, as Vite reads them. */
export function communityApiFromEnv(mode: string, root: string): CommunityApi {
  const env = { ...loadEnv(mode, root, 'EARSHOT_'), ...process.env };
  return communityApi(env.EARSHOT_API_ORIGIN);
}

/** Gives the game `__COMMUNITY_API__`: the API's base address, or null (see `communityApi`). */
export function communityApiDefinePlugin(): Plugin {
  return {
    name: 'earshot-community-api-base',
    config(config, { mode }) {
      const { base } = communityApiFromEnv(mode, config.root ?? process.cwd());
      return { define: { __COMMUNITY_API__: JSON.stringify(base) } };
    },
  };
}
