import type { Plugin } from 'vite';
import { dailyScreen, homeScreen, modeScreens } from '../src/modes/screens.ts';

const PLACEHOLDER = '<!--boot-shell-->';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Each screen's heading and opening sentence as markup, in the page's own layout (the `boot-*` rules
 * in index.html), for the first paint: it then holds the page's largest text, which the app
 * re-renders in the same place, instead of a bare header until the app's code has run.
 */
export function bootShells(): Record<string, string> {
  const shells: Record<string, string> = {
    [homeScreen.path]:
      `<div class="boot-main"><div class="boot-home">` +
      `<h1 class="boot-heading">${escapeHtml(homeScreen.heading)}</h1>` +
      `<p class="boot-intro">${escapeHtml(homeScreen.intro)}</p></div></div>`,
    // The daily overview opens as the home page does: a centred heading and sentence.
    [dailyScreen.path]:
      `<div class="boot-main"><div class="boot-home">` +
      `<h1 class="boot-heading">${escapeHtml(dailyScreen.heading)}</h1>` +
      `<p class="boot-intro">${escapeHtml(dailyScreen.intro)}</p></div></div>`,
  };
  for (const [id, screen] of Object.entries(modeScreens)) {
    // A round starts on normal, so the first paint states normal's attempts.
    const intro = screen.intro(screen.attemptRules.normal);
    // The player's box, whose waveform area the round's player draws in before the app renders
    // (startFirstRound in src/game/roundSession.ts): a Seek slider, disabled until the app is up.
    const player =
      `<div class="boot-player"><div id="boot-waveform" class="boot-waveform" data-mode="${id}"` +
      ` role="slider" aria-label="Seek" aria-disabled="true" aria-valuemin="0" aria-valuemax="0"` +
      ` aria-valuenow="0"></div><div class="boot-controls"></div></div>`;
    shells[screen.path] =
      `<div class="boot-main"><div class="boot-screen"><div class="boot-stack"><div>` +
      `<h1 class="boot-heading">${escapeHtml(screen.heading)}</h1>` +
      `<p class="boot-intro">${escapeHtml(intro)}</p></div>${player}</div></div></div>`;
  }
  return shells;
}

/**
 * Replaces the placeholder in index.html with a small inline script that writes the opened route's
 * shell in its place while the page is parsed; React replaces it with the app on its first render.
 * A script rather than one HTML file per route, so that any static host's single-page fallback
 * serves it.
 */
export function bootShellPlugin(): Plugin {
  return {
    name: 'earshot-boot-shell',
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
      const script = `(function(){var s=${JSON.stringify(bootShells())},h=s[location.pathname.replace(/\\/+$/,'')||'/'];if(h)document.currentScript.insertAdjacentHTML('beforebegin',h)})()`;
      return html.replace(PLACEHOLDER, `<script>${script}</script>`);
    },
  };
}
