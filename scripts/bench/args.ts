import { parseArgs } from 'node:util';

export interface BenchOptions {
  runs: number;
  build: boolean;
  dist: string;
  lighthouse: boolean;
  json: string;
  /** First visits alone (JS, layout shift, desktop timings): no phone, repeat visits, rounds or Lighthouse. */
  quick: boolean;
  /** Another build's site: Lighthouse alone, of both builds in turn, route by route. */
  against: string | null;
  /** The routes measured, when not all of them (for --against: those both builds have). */
  routes: string[] | null;
}

const USAGE = `Usage: npx tsx scripts/bench/bench.ts [--runs N] [--no-build] [--dist DIR] [--skip-lighthouse] [--quick] [--json PATH] [--against DIR] [--routes /,/map,...]`;

export function parseBenchArgs(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string', default: 'dist' },
      'skip-lighthouse': { type: 'boolean', default: false },
      json: { type: 'string', default: 'bench-results/bench.json' },
      quick: { type: 'boolean', default: false },
      against: { type: 'string' },
      routes: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.routes && !values.against) throw new Error(`--routes goes with --against\n${USAGE}`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer\n${USAGE}`);
  return {
    runs,
    build: !values['no-build'],
    dist: values.dist,
    lighthouse: !values['skip-lighthouse'] && !values.quick,
    quick: values.quick,
    json: values.json,
    against: values.against ?? null,
    routes: values.routes ? values.routes.split(',').map((route) => route.trim()) : null,
  };
}
