import { localStorageBackend, sessionStorageBackend } from '../storage/browserStorage';
import { openedShell, type BootShells } from './openedShell';

/** The screens' markup, written in by the build (scripts/bootShell.ts). */
declare const __BOOT_SHELLS__: BootShells;

/**
 * The page's first paint: index.html's inline script, bundled from this module at build time, writes
 * the opened screen's heading, opening sentence and player's box where the app then renders them,
 * while the page is parsed (React replaces it on its first render). A script rather than one HTML
 * file per route, so that any static host's single-page fallback serves it.
 */
const shell = openedShell(__BOOT_SHELLS__, location, new Date(), {
  tab: sessionStorageBackend,
  local: localStorageBackend,
});
if (shell !== null) document.currentScript!.insertAdjacentHTML('beforebegin', shell);
