import type { Plugin } from 'vite';
import { FIRST_PUZZLE_AT } from '../machines/daily/calendar.ts';
import type { DailyMode } from '../machines/daily/verdict.ts';
import { dailyArchiveIntro, dailyHeading, dailyPuzzleScreens } from '../src/daily/dailyScreens.ts';
import { INFINITE_CHOICE_LABELS, INFINITE_CHOICES, RUN_LIVES } from '../machines/infinite/run.ts';
import type { ModeId } from '../src/modes/mode.ts';
import { dailyScreen, homeScreen, infiniteScreen, modeScreens } from '../src/shared/screens.ts';
import { difficultyEntry, savedRoundEntry } from '../src/storage/freePlay.ts';

const PLACEHOLDER = '<!--boot-shell-->';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Stands for a mode's opening sentence where it depends on the difficulty the round is played on. */
const INTRO = '{intro}';

/**
 * What the page's script needs to state the attempts of the difficulty a mode's round will be played
 * on: where free play keeps the round in progress and the last difficulty (src/storage/freePlay.ts),
 * and the opening sentence and attempts of each difficulty.
 */
interface DifficultyShell {
  /** The round in progress, in session storage. */
  round: string;
  /** The last difficulty chosen, in local storage. */
  difficulty: string;
  /** Each difficulty's opening sentence, as markup. */
  intros: Record<string, string>;
  attempts: Record<string, number>;
}

/**
 * Each screen's heading and opening sentence as markup, in the page's own layout (the `boot-*` rules
 * in index.html), for the first paint: it then holds the page's largest text, which the app
 * re-renders in the same place, instead of a bare header until the app's code has run. A mode with a
 * choice of difficulty has its sentence as `{intro}`, and its entry in `difficulties`.
 */
export function bootShells(): {
  shells: Record<string, string>;
  difficulties: Record<string, DifficultyShell>;
} {
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
  const difficulties: Record<string, DifficultyShell> = {};
  for (const [id, screen] of Object.entries(modeScreens)) {
    const rules: Record<string, number> = screen.attemptRules;
    const choice = Object.keys(rules).length > 1;
    if (choice) {
      const round = savedRoundEntry(id as ModeId);
      const difficulty = difficultyEntry(id as ModeId);
      // The page's script reads these versions' shapes (and the bare ones before them).
      if (round.version !== 1 || difficulty.version !== 1) {
        throw new Error('scripts/bootShell.ts: free play keeps a new version of its data');
      }
      difficulties[screen.path] = {
        round: round.key,
        difficulty: difficulty.key,
        intros: Object.fromEntries(
          Object.entries(rules).map(([name, attempts]) => [
            name,
            escapeHtml(screen.intro(attempts)),
          ]),
        ),
        attempts: rules,
      };
    }
    // Where a round is always on normal, the first paint states normal's attempts.
    const intro = choice ? INTRO : escapeHtml(screen.intro(screen.attemptRules.normal));
    // The player's box, whose waveform area the round's player draws in before the app renders
    // (startFirstRound in src/engine/roundSession.ts): a Seek slider, disabled until the app is up.
    const player =
      `<div class="boot-player"><div id="boot-waveform" class="boot-waveform" data-mode="${id}"` +
      ` role="slider" aria-label="Seek" aria-disabled="true" aria-valuemin="0" aria-valuemax="0"` +
      ` aria-valuenow="0"></div><div class="boot-controls"></div></div>`;
    // The difficulty select's place, where a mode has a choice of difficulty.
    const difficulty = choice ? `<div class="boot-difficulty"></div>` : '';
    shells[screen.path] =
      `<div class="boot-main"><div class="boot-screen"><div class="boot-stack">` +
      `<div class="boot-top"><div><h1 class="boot-heading">${escapeHtml(screen.heading)}</h1>` +
      `<p class="boot-intro">${intro}</p></div>${difficulty}</div>${player}</div></div></div>`;
  }
  // A daily puzzle, today's or from the archive: its number ({n}) and, in the archive, its date
  // ({date}) are filled in by the page's script, which knows the day. Its player's box is drawn in
  // by the puzzle's own player (startFirstPuzzle in src/engine/dailySession.ts).
  for (const [id, screen] of Object.entries(dailyPuzzleScreens)) {
    const player =
      `<div class="boot-player"><div id="boot-waveform" class="boot-waveform" data-daily="${id}"` +
      ` role="slider" aria-label="Seek" aria-disabled="true" aria-valuemin="0" aria-valuemax="0"` +
      ` aria-valuenow="0"></div><div class="boot-controls"></div></div>`;
    const shell = (intro: string) =>
      `<div class="boot-main"><div class="boot-screen"><div class="boot-stack" data-narrow><div>` +
      `<h1 class="boot-heading">${escapeHtml(dailyHeading(id as DailyMode, 0).replace('#0', '#{n}'))}</h1>` +
      `<p class="boot-intro">${escapeHtml(intro)}</p></div>${player}</div></div></div>`;
    shells[screen.path] = shell(screen.intro);
    shells[`${screen.path}/$number`] = shell(dailyArchiveIntro('{date}', screen.intro));
  }
  // Infinite's picker, in its column (src/infinite/Infinite.module.css) rather than centred.
  shells[infiniteScreen.path] =
    `<div class="boot-main"><div class="boot-column">` +
    `<h1 class="boot-heading">${escapeHtml(infiniteScreen.heading)}</h1>` +
    `<p class="boot-intro">${escapeHtml(infiniteScreen.intro)}</p></div></div>`;
  // A run (`/infinite?choice=ability`): its heading, the status whose values the run fills in, the
  // lines that keep their place while empty, and the player's box, where the run's player draws
  // before the app renders (startFirstRun in src/engine/infiniteSession.ts).
  for (const choice of INFINITE_CHOICES) {
    const heading = infiniteScreen.runHeading(INFINITE_CHOICE_LABELS[choice]);
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
    const player =
      `<div class="boot-player"><div id="boot-waveform" class="boot-waveform" data-infinite="${choice}"` +
      ` role="slider" aria-label="Seek" aria-disabled="true" aria-valuemin="0" aria-valuemax="0"` +
      ` aria-valuenow="0"></div><div class="boot-controls"></div></div>`;
    shells[`${infiniteScreen.path}?choice=${choice}`] =
      `<div class="boot-main"><div class="boot-column"><div class="boot-run-top">` +
      `<h1 class="boot-heading">${escapeHtml(heading)}</h1>` +
      `<a class="boot-change" href="${infiniteScreen.path}">Change</a></div>` +
      `<dl class="boot-status">${status}</dl><p class="boot-next"></p>` +
      (choice === 'mixed' ? `<p class="boot-question"></p>` : '') +
      `<p class="boot-last"></p>${player}</div></div>`;
  }
  return { shells, difficulties };
}

/**
 * The routes whose first paint holds a player, with the mode of the clip it plays (an infinite run's
 * keyed by its address's `choice`, as the page's script finds its shell): there, the first round's
 * code is loaded ahead of the app's (scripts/routePreload.ts).
 */
export function playerRoutes(): Record<string, string> {
  const routes: Record<string, string> = {};
  for (const [id, screen] of Object.entries(modeScreens)) routes[screen.path] = id;
  for (const [id, screen] of Object.entries(dailyPuzzleScreens)) {
    routes[screen.path] = id;
    routes[`${screen.path}/$number`] = id;
  }
  // An infinite run's, by its choice: Mixed has no one mode whose clips to fetch first.
  for (const choice of INFINITE_CHOICES) routes[`${infiniteScreen.path}?choice=${choice}`] = choice;
  return routes;
}

/**
 * The difficulty a mode's round will be played on, as the game decides it (createRoundSession in
 * src/engine/roundSession.ts): a round in progress that still has tries plays on at its difficulty;
 * otherwise the last difficulty chosen; otherwise, and for anything missing, corrupt or not offered,
 * normal. Stored as the game's store keeps it (`{ v: 1, data }`), or bare as it was before.
 */
const PICK_DIFFICULTY = `function(c){var a=c.attempts,own=function(x){return typeof x==='string'&&Object.prototype.hasOwnProperty.call(a,x)},wrapped=function(x){return x!==null&&typeof x==='object'&&'v' in x&&'data' in x};try{var o=JSON.parse(sessionStorage.getItem(c.round)),r=wrapped(o)?o.v===1&&o.data&&o.data.round:o&&o.v===1&&o;if(r&&own(r.difficulty)&&Array.isArray(r.attempts)&&r.attempts.length>0&&r.attempts.length<a[r.difficulty])return r.difficulty}catch(e){}try{var t=localStorage.getItem(c.difficulty),x;if(t!==null){try{x=JSON.parse(t)}catch(e){x=t}if(wrapped(x))x=x.v===1?x.data:null;if(own(x))return x}}catch(e){}return'normal'}`;

/**
 * The page's script: writes the opened route's shell, with a daily puzzle's number and date, and a
 * mode's opening sentence for the difficulty its round will be played on. An archive address whose
 * puzzle has not come yet (or never will) gets no shell: it is the 404 page. Infinite's run is keyed
 * by its choice in the query, looked up among the shells built here: what the address says is never
 * written into the page. The date is formatted only where a shell shows one: the first
 * `toLocaleDateString` of a page loads the locale's data, which costs a slow phone tens of
 * milliseconds before the first paint.
 */
function shellScript({ shells, difficulties }: ReturnType<typeof bootShells>): string {
  return `(function(){var s=${JSON.stringify(shells)},q=${JSON.stringify(difficulties)},k=${PICK_DIFFICULTY},f=${FIRST_PUZZLE_AT},d=864e5,p=location.pathname.replace(/\\/+$/,'')||'/',t=Math.floor((Date.now()-f)/d)+1,n=t,h=s[p],m;if(p==='/infinite'&&(m=/[?&]choice=(\\w+)(?:&|$)/.exec(location.search))&&s.hasOwnProperty(p+'?choice='+m[1]))h=s[p+'?choice='+m[1]];if(!h&&(m=/^(\\/daily\\/\\w+)\\/(\\d{1,6})$/.exec(p))&&+m[2]>=1&&+m[2]<=t){n=+m[2];h=s[m[1]+'/$number']}if(h&&q[p])h=h.replace('${INTRO}',function(){return q[p].intros[k(q[p])]});if(h){if(h.indexOf('{date}')>=0)h=h.replace('{date}',new Date(f+(n-1)*d).toLocaleDateString('en-GB',{day:'numeric',month:'long',year:'numeric',timeZone:'UTC'}));document.currentScript.insertAdjacentHTML('beforebegin',h.replace('{n}',n))}})()`;
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
      return html.replace(PLACEHOLDER, `<script>${shellScript(bootShells())}</script>`);
    },
  };
}
