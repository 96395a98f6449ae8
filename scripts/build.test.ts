import { describe, expect, it } from 'vitest';
import { theme } from '../src/app/theme';
import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { PLAY_FORMATS } from '../src/shared/playFormats';
import { chunkGroups, playChunkOf } from './chunkGroups';
import { themeCss } from './mantineThemeCss';

const root = '/repo';
const groupOf = (id: string) => {
  // Groups whose name a function gives decide by the module graph (tested below), not by folder.
  const matching = chunkGroups
    .filter((group) => !group.tags && typeof group.name === 'string')
    .filter((group) =>
      typeof group.test === 'function'
        ? group.test(id)
        : group.test instanceof RegExp && group.test.test(id),
    )
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  return matching[0]?.name ?? 'automatic';
};

describe('chunk groups', () => {
  it("put the first round's code, none of it React, in the engine chunk", () => {
    for (const id of [
      `${root}/node_modules/xstate/dist/xstate.esm.js`,
      `${root}/node_modules/wavesurfer.js/dist/wavesurfer.esm.js`,
      `${root}/machines/round/roundMachine.ts`,
      `${root}/machines/formats/freePlayMachine.ts`,
      `${root}/machines/player/playerMachine.ts`,
      `${root}/src/engine/roundSession.ts`,
      `${root}/src/engine/playerHandle.ts`,
    ]) {
      expect(groupOf(id), id).toBe('engine');
    }
  });

  it("leave out what deals free play's first round and requests its clip, which must not wait for it", () => {
    for (const id of [
      `${root}/src/engine/deal/firstDeal.ts`,
      `${root}/src/engine/deal/earlyClip.ts`,
      `${root}/src/engine/deal/loadMode.ts`,
    ]) {
      expect(groupOf(id), id).toBe('boot');
    }
    // The first round's module and its Play button: a chunk of their own, which the app never loads.
    expect(groupOf(`${root}/src/boot/firstRound.ts`)).toBe('automatic');
    expect(groupOf(`${root}/src/boot/bootPlay.ts`)).toBe('automatic');
  });

  it("put free play's session in the engine, and each other play format's in a chunk of its own", () => {
    const { free, ...others } = PLAY_FORMATS;
    expect(groupOf(`${root}${free.session}`)).toBe('engine');
    for (const { session } of Object.values(others)) {
      expect(groupOf(`${root}${session}`), session).toBe('automatic');
    }
  });

  it("leave the daily puzzle's and the infinite run's sessions out of it, for their pages alone", () => {
    for (const id of [
      `${root}/src/engine/daily/dailySession.ts`,
      `${root}/src/engine/daily/dailyPuzzle.ts`,
      `${root}/src/engine/infinite/infiniteSession.ts`,
      `${root}/machines/formats/daily/dailyMachine.ts`,
      `${root}/machines/formats/infinite/infiniteMachine.ts`,
      `${root}/src/content/daily/dailyLedger.ts`,
    ]) {
      expect(groupOf(id), id).toBe('automatic');
    }
  });

  it("keep the daily puzzles' and the infinite runs' rules and storage out of `shared`, but for what the routes check", () => {
    for (const id of [
      `${root}/machines/daily/schedule.ts`,
      `${root}/machines/daily/reveal.ts`,
      `${root}/machines/daily/stats.ts`,
      `${root}/src/storage/daily/dailyProgress.ts`,
    ]) {
      expect(groupOf(id), id).toBe('puzzles');
    }
    for (const id of [
      `${root}/machines/infinite/run.ts`,
      `${root}/machines/infinite/bests.ts`,
      `${root}/src/storage/infinite/infinite.ts`,
    ]) {
      expect(groupOf(id), id).toBe('runs');
    }
    expect(groupOf(`${root}/machines/dailyModes.ts`)).toBe('shared');
    expect(groupOf(`${root}/machines/infiniteChoices.ts`)).toBe('shared');
    expect(groupOf(`${root}/src/storage/challenges.ts`)).toBe('shared');
  });

  it('keep everyone’s numbers out of every first chunk: their first views in one chunk, their end apart', () => {
    for (const id of [
      `${root}/src/daily/community/FoundCount.tsx`,
      `${root}/src/daily/community/TodayCounts.tsx`,
      `${root}/src/engine/community/api.ts`,
    ]) {
      expect(groupOf(id), id).toBe('community');
    }
    for (const id of [
      `${root}/machines/community/standing.ts`,
      `${root}/src/daily/EveryonesNumbers.tsx`,
      `${root}/src/engine/outbox/outboxSender.ts`,
      `${root}/src/storage/community/browserId.ts`,
    ]) {
      expect(groupOf(id), id).toBe('automatic');
    }
  });

  it('put what only the game screens use in the game chunk', () => {
    for (const id of [
      `${root}/node_modules/@mantine/core/esm/components/Select/Select.mjs`,
      `${root}/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs`,
      `${root}/node_modules/@xstate/react/dist/xstate-react.esm.js`,
      `${root}/src/player/AudioPlayer.tsx`,
      `${root}/src/game/GameScreen.tsx`,
      `${root}/src/game/useAnswerPool.ts`,
      `${root}/src/game/Gallery.module.css`,
    ]) {
      expect(groupOf(id), id).toBe('game');
    }
  });

  it('keep what the home page needs out of the game chunk', () => {
    expect(groupOf(`${root}/src/sharedUi/ItemImage.tsx`)).toBe('sharedUi');
    expect(groupOf(`${root}/src/sharedUi/ItemImage.module.css`)).toBe('sharedUi');
    expect(groupOf(`${root}/src/shared/cards.ts`)).toBe('shared');
    expect(groupOf(`${root}/src/home/Home.tsx`)).toBe('automatic');
    expect(groupOf(`${root}/machines/daily/calendar.ts`)).toBe('puzzles');
    expect(groupOf(`${root}/machines/modes.ts`)).toBe('shared');
    expect(groupOf(`${root}/src/storage/store.ts`)).toBe('shared');
    expect(groupOf(`${root}/src/shared/palette.ts`)).toBe('shared');
    expect(groupOf('\0vite/preload-helper.js')).toBe('shared');
    expect(groupOf(`${root}/src/daily/DailyTeaser.tsx`)).toBe('automatic');
    expect(groupOf(`${root}/src/content/clipTable.ts`)).toBe('boot');
  });

  it("put what the free-play screen's first render needs of the game in one `play` chunk", () => {
    // index.html → main.tsx → Mantine; GameScreen → Gallery → AudioPlayer, Mantine, and a dialog
    // loaded when opened (a dynamic import); the daily guess box is no import of GameScreen's.
    const graph: Record<string, string[]> = {
      [`${root}/index.html`]: [`${root}/src/main.tsx`],
      [`${root}/src/main.tsx`]: [`${root}/node_modules/@mantine/core/esm/index.mjs`],
      [`${root}/node_modules/@mantine/core/esm/index.mjs`]: [],
      [`${root}/src/game/GameScreen.tsx`]: [
        `${root}/src/game/Gallery.tsx`,
        `${root}/node_modules/@mantine/core/esm/index.mjs`,
      ],
      [`${root}/src/game/Gallery.tsx`]: [`${root}/src/player/AudioPlayer.tsx`],
      [`${root}/src/player/AudioPlayer.tsx`]: [],
      [`${root}/src/game/HeaderDialogs.tsx`]: [],
      [`${root}/src/daily/GuessBox.tsx`]: [],
    };
    const ctx: ChunkingContext = {
      getModuleInfo: (id) =>
        id in graph ? ({ id, importedIds: graph[id] } as unknown as ModuleInfo) : null,
    };
    const play = (id: string) => playChunkOf(id, ctx, `${root}/`);
    expect(play(`${root}/src/game/GameScreen.tsx`)).toBe('play');
    expect(play(`${root}/src/game/Gallery.tsx`)).toBe('play');
    expect(play(`${root}/src/player/AudioPlayer.tsx`)).toBe('play');
    // The free-play route's component, split by the router, renders the screen alone.
    expect(play(`${root}/src/routes/$mode.tsx?tsr-split=component`)).toBe('play');
    expect(play(`${root}/src/routes/daily_.$mode.tsx?tsr-split=component`)).toBeNull();
    // In the app's entry already, loaded later, or no module of the game's folders:
    expect(play(`${root}/node_modules/@mantine/core/esm/index.mjs`)).toBeNull();
    expect(play(`${root}/src/game/HeaderDialogs.tsx`)).toBeNull();
    expect(play(`${root}/src/daily/GuessBox.tsx`)).toBeNull();
    expect(play(`${root}/src/main.tsx`)).toBeNull();
  });

  it('put the end-of-round popup with the game: every round needs it', () => {
    expect(groupOf(`${root}/src/game/EndPopup.tsx`)).toBe('game');
  });

  it('leave the lazily loaded confetti, challenge and stats-moving code and per-mode data to their own chunks', () => {
    expect(groupOf(`${root}/src/confetti/celebrate.ts`)).toBe('automatic');
    expect(groupOf(`${root}/node_modules/canvas-confetti/dist/confetti.module.mjs`)).toBe(
      'automatic',
    );
    expect(groupOf(`${root}/machines/challenge/link.ts`)).toBe('automatic');
    expect(groupOf(`${root}/src/storage/move/code.ts`)).toBe('automatic');
    expect(groupOf(`${root}/src/content/sections/catalogue.ts`)).toBe('automatic');
    expect(groupOf('\0virtual:catalogue/maps')).toBe('automatic');
    expect(groupOf(`${root}/src/storage/store.ts`)).toBe('shared');
    expect(groupOf(`${root}/src/modes/abilityMode.ts`)).toBe('automatic');
    expect(groupOf('\0virtual:sound-pack/ability')).toBe('automatic');
  });

  it('place a module by the folder it is in, whatever its name', () => {
    expect(groupOf(`${root}/src/engine/anyNewModule.ts`)).toBe('engine');
    expect(groupOf(`${root}/src/game/Home.tsx`)).toBe('game');
    expect(groupOf(`${root}/machines/formats/anyNewMachine.ts`)).toBe('engine');
    expect(groupOf(`${root}/machines/rules/anyNewRule.ts`)).toBe('shared');
  });

  it("place a package's files by the package, not by folders inside it", () => {
    expect(groupOf(`${root}/node_modules/some-package/src/engine/x.js`)).toBe('automatic');
    expect(groupOf(`${root}/node_modules/@mantine/core/src/storage/x.js`)).toBe('game');
  });
});

describe('theme CSS', () => {
  it("holds the app theme's variables, as MantineProvider would write them", () => {
    const css = themeCss(theme);
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-valorant-filled)');
    expect(css).toContain('--mantine-color-valorant-6: #ff4655');
    expect(css).toContain('--mantine-color-dark-7: #141d27');
    expect(css).toContain('--mantine-heading-font-weight: 800');
    expect(css).toMatch(/\[data-mantine-color-scheme="dark"\]/);
  });
});
