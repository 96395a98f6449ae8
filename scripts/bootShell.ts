import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';
import type { DailyMode } from '../machines/dailyModes.ts';
import { attemptsFor } from '../machines/rules/attempts.ts';
import { dailyArchiveIntro, dailyHeading, dailyPuzzleScreens } from './dailyScreens.ts';
import {
  INFINITE_CHOICE_LABELS,
  INFINITE_CHOICES,
  RUN_LIVES,
} from '../machines/infiniteChoices.ts';
import type { ModeId } from '../src/modes/mode.ts';
import { dailyScreen, homeScreen, infiniteScreen, modeScreens } from '../src/shared/screens.ts';
import { dailyWords, homeWords, infiniteWords, modeWords } from './screenWords.ts';
import type { BootShells } from '../src/boot/openedShell.ts';

const PLACEHOLDER = '<!--boot-shell-->';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The player's box, whose waveform area the round's player draws in before the app renders
 * (src/boot/firstRound.ts): a Seek slider, disabled until the app is up. Written once in the page's
 * script (`BootShells.player`), and in each screen with a player as `{player}`; `{play}` is the key
 * of what it plays (src/shared/playFormats.ts), which the page's script writes in.
 */
const PLAYER =
  `<div class="boot-player"><div id="boot-waveform" class="boot-waveform" data-play="{play}"` +
  ` role="slider" aria-label="Seek" aria-disabled="true" aria-valuemin="0" aria-valuemax="0"` +
  ` aria-valuenow="0"></div><div class="boot-controls"></div></div>`;

/** Stands for a mode's opening sentence where it depends on the difficulty the round is played on. */
const INTRO = '{intro}';

/**
 * Each screen's heading and opening sentence as markup, in the page's own layout (the `boot-*` rules
 * in index.html), for the first paint: it then holds the page's largest text, which the app
 * re-renders in the same place, instead of a bare header until the app's code has run. A mode with a
 * choice of difficulty has its sentence as `{intro}`, and its entry in `difficulties`.
 */
export function bootShells(): BootShells {
  const shells: Record<string, string> = {
    [homeScreen.path]:
      `<div class="boot-main"><div class="boot-home">` +
      `<h1 class="boot-heading">${escapeHtml(homeWords.heading)}</h1>` +
      `<p class="boot-intro">${escapeHtml(homeWords.intro)}</p></div></div>`,
    // The daily overview opens as the home page does: a centred heading and sentence.
    [dailyScreen.path]:
      `<div class="boot-main"><div class="boot-home">` +
      `<h1 class="boot-heading">${escapeHtml(dailyWords.heading)}</h1>` +
      `<p class="boot-intro">${escapeHtml(dailyWords.intro)}</p></div></div>`,
  };
  const difficulties: BootShells['difficulties'] = {};
  for (const [id, screen] of Object.entries(modeScreens)) {
    const words = modeWords(id as ModeId);
    const choice = screen.difficulties.length > 1;
    if (choice) {
      difficulties[screen.path] = {
        mode: id as ModeId,
        difficulties: screen.difficulties,
        attemptRules: screen.attemptRules,
        intros: Object.fromEntries(
          screen.difficulties.map((name) => [
            name,
            escapeHtml(words.intro(attemptsFor(screen.attemptRules, name))),
          ]),
        ),
      };
    }
    // Where a round is always on normal, the first paint states normal's attempts.
    const intro = choice ? INTRO : escapeHtml(words.intro(screen.attemptRules.normal));
    // The difficulty select's place, where a mode has a choice of difficulty.
    const difficulty = choice ? `<div class="boot-difficulty"></div>` : '';
    shells[screen.path] =
      `<div class="boot-main"><div class="boot-screen"><div class="boot-stack">` +
      `<div class="boot-top"><div><h1 class="boot-heading">${escapeHtml(words.heading)}</h1>` +
      `<p class="boot-intro">${intro}</p></div>${difficulty}</div>{player}</div></div></div>`;
  }
  // A daily puzzle, today's or from the archive: its number ({n}) and, in the archive, its date
  // ({date}) are filled in by the page's script, which knows the day.
  for (const [id, screen] of Object.entries(dailyPuzzleScreens)) {
    const shell = (intro: string) =>
      `<div class="boot-main"><div class="boot-screen"><div class="boot-stack" data-narrow><div>` +
      `<h1 class="boot-heading">${escapeHtml(dailyHeading(id as DailyMode, 0).replace('#0', '#{n}'))}</h1>` +
      `<p class="boot-intro">${escapeHtml(intro)}</p></div>{player}</div></div></div>`;
    shells[screen.path] = shell(screen.intro);
    shells[`${screen.path}/$number`] = shell(dailyArchiveIntro('{date}', screen.intro));
  }
  // Infinite's picker, in its column (src/infinite/Infinite.module.css) rather than centred.
  shells[infiniteScreen.path] =
    `<div class="boot-main"><div class="boot-column">` +
    `<h1 class="boot-heading">${escapeHtml(infiniteWords.heading)}</h1>` +
    `<p class="boot-intro">${escapeHtml(infiniteWords.intro)}</p></div></div>`;
  // A run (`/infinite?choice=ability`): its heading, the status whose values the run fills in, the
  // lines that keep their place while empty, and the player's box.
  for (const choice of INFINITE_CHOICES) {
    const heading = infiniteWords.runHeading(INFINITE_CHOICE_LABELS[choice]);
    const status = ['Score', 'Lives', 'Rank']
      .map(
        (name) =>
          `<div><dt>${name}</dt><dd>${
            name === 'Lives'
              ? `<span class="boot-lives">${'<span></span>'.repeat(RUN_LIVES)}</span>`
              : '&nbsp;'
          }</dd></div>`,
      )
      .join('');
    shells[`${infiniteScreen.path}?choice=${choice}`] =
      `<div class="boot-main"><div class="boot-column"><div class="boot-run-top">` +
      `<h1 class="boot-heading">${escapeHtml(heading)}</h1>` +
      `<a class="boot-change" href="${infiniteScreen.path}">Change</a></div>` +
      `<dl class="boot-status">${status}</dl><p class="boot-next"></p><p class="boot-last"></p>` +
      (choice === 'mixed' ? `<p class="boot-question"></p>` : '') +
      `{player}</div></div>`;
  }
  return { screens: shells, player: PLAYER, difficulties };
}

/**
 * A module of src/boot/ as an inline script: bundled with the build's own values written in
 * (`define`), minified; the page's CSP allows it by its hash (scripts/pack/securityHeaders.ts).
 */
export async function inlineScript(
  entry: string,
  define: Record<string, unknown>,
): Promise<string> {
  const bundle = await build({
    input: fileURLToPath(new URL(`../src/boot/${entry}`, import.meta.url)),
    write: false,
    platform: 'browser',
    logLevel: 'warn',
    transform: {
      define: Object.fromEntries(
        Object.entries(define).map(([name, value]) => [name, JSON.stringify(value)]),
      ),
    },
    // Tables the app builds at the top of a module that the first paint does not use.
    treeshake: { manualPureFunctions: ['Object.fromEntries'] },
    output: { format: 'iife', minify: true },
  });
  // Inline: a trailing newline would be part of the script's CSP hash all the same, but is noise.
  return bundle.output[0].code.trim().replace(/<\/script/gi, '<\\/script');
}

/**
 * The page's script: src/boot/firstPaint.ts, which writes the opened route's shell by the app's own
 * rules (src/boot/openedShell.ts), bundled with the shells written in.
 */
export function firstPaintScript(shells: BootShells = bootShells()): Promise<string> {
  return inlineScript('firstPaint.ts', { __BOOT_SHELLS__: shells });
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
    async transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`);
      const script = await firstPaintScript();
      return html.replace(PLACEHOLDER, () => `<script>${script}</script>`);
    },
  };
}
