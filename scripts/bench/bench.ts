import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseBenchArgs, type BenchOptions } from './args.ts';
import { runBuild } from './build.ts';
import {
  guessNames,
  MODES,
  PLAYER_ROUTES,
  ROUTES,
  LOCALE_VISITS,
  localeVisitKey,
  type ModePath,
  type RoutePath,
} from './catalogue.ts';
import { BASE_CHROMIUM_ARGS, CHROMIUM_PATH, mediaHostArgs } from '../chromium.ts';
import { figureSpecs } from './figures.ts';
import { runLighthouse, type LighthouseResult } from './lighthouse.ts';
import { startMediaImageServer } from './mediaImages.ts';
import { measureFirstLoad, type LoadResult } from './measureLoad.ts';
import { measureLoudness, type LoudnessResult } from './measureLoudness.ts';
import { measureRepeatVisit, type RepeatVisitResult } from './measureRepeatVisit.ts';
import { measureRounds, type RoundsResult } from './measureRounds.ts';
import { median, renderTable, summarise, writeJson } from './report.ts';
import { clipSamples } from './clipSample.ts';
import {
  addFrames,
  addRun,
  buildOrder,
  renderComparison,
  verdict,
  type RouteComparison,
} from './compare.ts';
import { measureFrames, type FramesResult } from './measureFrames.ts';
import { startStaticServer } from './serve.ts';
import { meanAbilitySourceClip } from './sourceClips.ts';

const ROUNDS_FOR_AUDIO = 5;
const ROUNDS_FOR_HEAP = [1, 20];

interface RunRecord {
  run: number;
  loads: Partial<Record<RoutePath, LoadResult>>;
  /** First visits in another locale (LOCALE_VISITS), by `route locale`. */
  localeLoads: Partial<Record<string, LoadResult>>;
  /** First visits on a phone under Lighthouse's mobile throttling, one per clip of the mode's sample. */
  phoneLoads: Partial<Record<ModePath, LoadResult[]>>;
  repeats: Partial<Record<ModePath, RepeatVisitResult>>;
  rounds: Partial<Record<ModePath, RoundsResult>>;
  lighthouse: Partial<Record<RoutePath, LighthouseResult>>;
  /** What went wrong, per step: the step's figures are then missing (and fail their budgets). */
  errors: Record<string, string>;
  figures: Record<string, number | null>;
}

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** Runs one step; a failure is recorded against the run instead of ending the whole bench. */
async function step<T>(record: RunRecord, name: string, work: () => Promise<T>): Promise<T | null> {
  const started = Date.now();
  try {
    const result = await work();
    log(`run ${record.run}: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    record.errors[name] = message;
    log(`run ${record.run}: ${name} FAILED: ${message}`);
    return null;
  }
}

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2));
  const repoRoot = path.resolve(import.meta.dirname, '..', '..');
  const distDir = path.resolve(options.dist);
  const packDir = path.resolve(repoRoot, process.env.SOUND_PACK ?? '../shared/soundpack');
  const startedAt = new Date().toISOString();

  if (options.build) {
    log('npm run build');
    await runBuild(repoRoot);
    if (distDir !== path.join(repoRoot, 'dist')) log(`note: built dist/, but measuring ${distDir}`);
  }
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`No site in ${distDir}`);
  const routes = chosenRoutes(options.routes);
  if (options.against)
    return compareBuilds(distDir, path.resolve(options.against), routes, options);

  const names = guessNames(repoRoot);
  const samples = clipSamples(repoRoot, distDir);
  const sourceClip = meanAbilitySourceClip(packDir);
  log(
    'loudness of the delivered clips (dist/abilities, dist/aces, dist/maps, dist/voicelines, dist/footsteps)',
  );
  const loudness: LoudnessResult = await measureLoudness(distDir);

  const runs: RunRecord[] = [];
  const media = await startMediaImageServer();
  try {
    const site = await startStaticServer(distDir);
    try {
      const chromiumArgs = [...BASE_CHROMIUM_ARGS, ...mediaHostArgs(media.port)];
      for (let run = 1; run <= options.runs; run++) {
        const record: RunRecord = {
          run,
          loads: {},
          localeLoads: {},
          phoneLoads: {},
          repeats: {},
          rounds: {},
          lighthouse: {},
          errors: {},
          figures: {},
        };
        runs.push(record);
        const browser: Browser = await chromium.launch({
          executablePath: CHROMIUM_PATH,
          args: chromiumArgs,
          headless: true,
          timeout: 60_000,
        });
        try {
          // One discarded visit per route first: a freshly started browser spends its first page
          // loads starting processes and warming its own caches, which no player's browser does.
          // Every measured visit still starts from an empty context, HTTP cache included.
          for (const route of ROUTES) {
            await step(record, `warm-up ${route}`, () =>
              measureFirstLoad(browser, site.url, route),
            );
          }
          for (const route of ROUTES) {
            const load = await step(record, `first load ${route}`, () =>
              measureFirstLoad(browser, site.url, route),
            );
            if (load) record.loads[route] = load;
          }
          for (const visit of LOCALE_VISITS) {
            const load = await step(record, `first load ${localeVisitKey(visit)}`, () =>
              measureFirstLoad(browser, site.url, visit.route, { locale: visit.locale }),
            );
            if (load) record.localeLoads[localeVisitKey(visit)] = load;
          }
          for (const mode of options.quick ? [] : MODES) {
            const loads: LoadResult[] = [];
            for (const clip of samples[mode]) {
              const load = await step(record, `phone first load ${mode} ${clip.url}`, () =>
                measureFirstLoad(browser, site.url, mode, { phone: true, clip }),
              );
              if (load) loads.push(load);
            }
            // A clip that failed to measure leaves the median short: the figure is then missing.
            if (loads.length === samples[mode].length) record.phoneLoads[mode] = loads;
            const repeat = await step(record, `repeat visit ${mode}`, () =>
              measureRepeatVisit(browser, site.url, mode),
            );
            if (repeat) record.repeats[mode] = repeat;
          }
          for (const mode of options.quick ? [] : MODES) {
            const plan =
              mode === '/ability'
                ? { audioRounds: ROUNDS_FOR_AUDIO, heapAfter: ROUNDS_FOR_HEAP }
                : { audioRounds: ROUNDS_FOR_AUDIO, heapAfter: [] };
            const rounds = await step(record, `rounds ${mode}`, () =>
              measureRounds(browser, site, mode, names[mode], plan),
            );
            if (rounds) record.rounds[mode] = rounds;
          }
        } finally {
          await browser.close();
        }
        if (options.lighthouse) {
          for (const route of ROUTES) {
            const result = await step(record, `lighthouse ${route}`, () =>
              runLighthouse(site.url + route, route, media.port),
            );
            if (result) record.lighthouse[route] = result;
          }
        }
        record.figures = runFigures(record, sourceClip.meanBytes);
      }
    } finally {
      await site.close();
    }
  } finally {
    await media.close();
  }

  const shared = {
    'sourceClip:/ability': sourceClip.meanBytes,
    'loudness:files': loudness.present ? loudness.files.length : null,
    'loudness:maxDeviation': loudness.maxDeviation,
  };
  const notes: Record<string, string> = {
    'loudness:maxDeviation': loudness.present
      ? 'no clip could be measured'
      : 'no clips in dist yet',
    'loudness:files': loudness.present ? '' : 'no clips in dist yet',
  };
  const summaries = summarise(
    figureSpecs(options),
    runs.map((r) => r.figures),
    shared,
    notes,
  );
  console.log(renderTable(summaries, options.runs));

  const failed = summaries.filter((s) => s.status === 'FAIL');
  const failingAudits = Object.fromEntries(
    ROUTES.map((route) => [route, runs.map((r) => r.lighthouse[route]?.failingAudits ?? null)]),
  );
  writeJson(options.json, {
    startedAt,
    finishedAt: new Date().toISOString(),
    options,
    distDir,
    clipSamples: samples,
    sourceClip,
    loudness,
    runs,
    medians: Object.fromEntries(summaries.map((s) => [s.key, s.median])),
    figures: summaries,
    failedBudgets: failed.map((s) => ({
      key: s.key,
      label: s.label,
      median: s.median,
      budget: s.budget,
    })),
    lighthouseFailingAudits: failingAudits,
  });
  log(`raw runs and medians written to ${options.json}`);

  if (failed.length) {
    console.log(`\n${failed.length} budget(s) broken:`);
    for (const s of failed) console.log(`  - ${s.label}: ${s.budget!.text}`);
    const audits = new Set(
      runs.flatMap((r) =>
        Object.entries(r.lighthouse).flatMap(([route, result]) =>
          (['accessibility', 'best-practices'] as const).flatMap((category) =>
            result.failingAudits[category].map((audit) => `${category} ${route}: ${audit.id}`),
          ),
        ),
      ),
    );
    if (audits.size) {
      console.log('Lighthouse audits below 1 (accessibility, best-practices):');
      for (const audit of [...audits].sort()) console.log(`  - ${audit}`);
    }
    const errors = runs.flatMap((r) =>
      Object.entries(r.errors).map(([name, e]) => `run ${r.run} ${name}: ${e}`),
    );
    if (errors.length) {
      console.log('Steps that failed to measure:');
      for (const error of errors) console.log(`  - ${error}`);
    }
    return 1;
  }
  return 0;
}

/** The routes given with --routes, each one the bench knows; all of them when none are given. */
function chosenRoutes(given: string[] | null): readonly RoutePath[] {
  if (!given) return ROUTES;
  const unknown = given.filter((route) => !(ROUTES as readonly string[]).includes(route));
  if (unknown.length)
    throw new Error(`Unknown route(s) ${unknown.join(', ')}: ${ROUTES.join(', ')}`);
  return given as RoutePath[];
}

/**
 * Lighthouse (phone profile) of this build and another, interleaved: in each run every route is
 * measured on both builds in turn, the order alternating from run to run, so that both meet the
 * machine in the same state. A route passes when its median blocking time is at or below the other
 * build's.
 */
async function compareBuilds(
  distDir: string,
  againstDir: string,
  routes: readonly RoutePath[],
  options: BenchOptions,
): Promise<number> {
  if (!existsSync(path.join(againstDir, 'index.html'))) throw new Error(`No site in ${againstDir}`);
  const comparisons: RouteComparison[] = routes.map((route) => ({
    route,
    this: { blockingMs: [], performance: [], framesMs: [] },
    against: { blockingMs: [], performance: [], framesMs: [] },
  }));
  const errors: string[] = [];
  const media = await startMediaImageServer();
  const sites = {
    this: await startStaticServer(distDir),
    against: await startStaticServer(againstDir),
  };
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...BASE_CHROMIUM_ARGS, ...mediaHostArgs(media.port)],
    headless: true,
    timeout: 60_000,
  });
  try {
    for (let run = 1; run <= options.runs; run++) {
      for (const comparison of comparisons) {
        for (const build of buildOrder(run)) {
          const started = Date.now();
          let result: LighthouseResult | null = null;
          try {
            result = await runLighthouse(
              sites[build].url + comparison.route,
              comparison.route,
              media.port,
            );
          } catch (error) {
            errors.push(
              `run ${run} ${build} ${comparison.route}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
            );
          }
          addRun(comparison[build], result);
          let frames: FramesResult | null = null;
          try {
            frames = await measureFrames(browser, sites[build].url + comparison.route);
          } catch (error) {
            errors.push(
              `run ${run} ${build} ${comparison.route} frames: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
            );
          }
          addFrames(comparison[build], frames);
          log(
            `run ${run}: lighthouse and long frames ${build} ${comparison.route} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all([sites.this.close(), sites.against.close(), media.close()]);
  }
  console.log(`This build: ${distDir}\nAgainst: ${againstDir}\n`);
  console.log(renderComparison(comparisons, options.runs));
  writeJson(options.json, { options, distDir, againstDir, comparisons, errors });
  log(`raw runs written to ${options.json}`);
  if (errors.length) {
    console.log('Runs that failed to measure:');
    for (const error of errors) console.log(`  - ${error}`);
  }
  const slower = comparisons.filter((comparison) => verdict(comparison) !== 'ok');
  if (slower.length) {
    console.log(
      `\n${slower.length} route(s) block longer than the other build, or were not measured.`,
    );
    return 1;
  }
  return 0;
}

/**
 * The median of a sample's times, a clip that never got there counting as slower than all the rest:
 * null when that is the median itself.
 */
function sampleMedian(times: (number | null)[]): number | null {
  const middle = median(times.map((time) => time ?? Number.MAX_VALUE));
  return middle === null || middle >= Number.MAX_VALUE / 2 ? null : middle;
}

/** The run's figures, flat and keyed as in figures.ts; missing measurements are null. */
function runFigures(
  record: RunRecord,
  meanSourceClip: number | null,
): Record<string, number | null> {
  const figures: Record<string, number | null> = {};
  for (const route of ROUTES) {
    figures[`js:${route}`] = record.loads[route]?.jsBytes ?? null;
    for (const visit of LOCALE_VISITS.filter((each) => each.route === route)) {
      const key = localeVisitKey(visit);
      figures[`js:${key}`] = record.localeLoads?.[key]?.jsBytes ?? null;
    }
    figures[`cls:${route}`] = record.loads[route]?.layoutShift ?? null;
  }
  for (const route of PLAYER_ROUTES) {
    figures[`drawn:${route}`] = record.loads[route]?.drawnMs ?? null;
    figures[`playable:${route}`] = record.loads[route]?.playableMs ?? null;
  }
  for (const mode of MODES) {
    const phone = record.phoneLoads[mode];
    figures[`phoneDrawn:${mode}`] = phone ? sampleMedian(phone.map((load) => load.drawnMs)) : null;
    figures[`phonePlayable:${mode}`] = phone
      ? sampleMedian(phone.map((load) => load.playableMs))
      : null;
    figures[`audio:${mode}`] = record.rounds[mode]?.audioBytesPerRound ?? null;
    const cold = record.repeats[mode]?.firstDrawnMs ?? null;
    const warm = record.repeats[mode]?.repeatDrawnMs ?? null;
    figures[`coldDrawn:${mode}`] = cold;
    figures[`warmDrawn:${mode}`] = warm;
    figures[`warmRatio:${mode}`] = warm != null && cold ? warm / cold : null;
  }
  const repeats = Object.values(record.repeats);
  figures.installabilityErrors = repeats.length
    ? Math.max(...repeats.map((repeat) => repeat.installabilityErrors.length))
    : null;
  const abilityAudio = figures['audio:/ability'];
  figures['audioRatio:/ability'] =
    abilityAudio != null && meanSourceClip ? abilityAudio / meanSourceClip : null;
  const ability = record.rounds['/ability'];
  const [first, last] = [ROUNDS_FOR_HEAP[0]!, ROUNDS_FOR_HEAP.at(-1)!];
  figures['heap:1'] = ability?.heap[first] ?? null;
  figures['heap:20'] = ability?.heap[last] ?? null;
  figures.heapGrowth =
    figures['heap:1'] != null && figures['heap:20'] != null
      ? figures['heap:20'] - figures['heap:1']
      : null;
  figures.audioAlive = ability?.audioElementsAlive ?? null;
  for (const route of ROUTES) {
    const lh = record.lighthouse[route];
    figures[`lh:performance:${route}`] = lh?.scores.performance ?? null;
    figures[`lh:accessibility:${route}`] = lh?.scores.accessibility ?? null;
    figures[`lh:best-practices:${route}`] = lh?.scores['best-practices'] ?? null;
    figures[`lh:tbt:${route}`] = lh?.totalBlockingTimeMs ?? null;
  }
  return figures;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
