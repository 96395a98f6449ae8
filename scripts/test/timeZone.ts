/**
 * Setup of every unit project: a project run under a far time zone (vite.config.ts) must really run
 * there, or its green would prove nothing. Node applies `process.env.TZ` as it is set, so a project's
 * `env.TZ` moves the clock's zone; this checks it did before any test runs.
 */
const wanted = process.env.TZ;
if (wanted) {
  const actual = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (actual !== wanted)
    throw new Error(
      `Tests meant to run in ${wanted} run in ${actual}: the time zone was not applied.`,
    );
}
