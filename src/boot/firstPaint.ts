import { directionOf, SOURCE_LOCALE } from '../i18n/locales';
import { localStorageBackend, sessionStorageBackend } from '../storage/browserStorage';
import { openingLocale } from '../storage/locale';
import { openedShell, readOnly, type BootShells } from './openedShell';

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

// The page's language, decided as the app will decide it (src/app/startLocale.ts), so that a screen
// reader and the fonts have it from the first paint. The shell's words are the English: in another
// language they hold their place unseen (index.html's `data-boot-words`) until the app writes its
// own, rather than showing a player English first.
const locale = openingLocale(readOnly(localStorageBackend), navigator.languages);
const page = document.documentElement;
page.lang = locale;
page.dir = directionOf(locale);
if (locale !== SOURCE_LOCALE) page.dataset.bootWords = 'hidden';
