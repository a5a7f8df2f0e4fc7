// `stich simulate kalter-schlag` (random play) through the built CLI's simulation function,
// in process, with 1 and 2 worker threads, beside the limit anchor measured in the same
// run. The rates include everything the command does: worker start-up, the statistics
// and merging the chunks. With 1 worker the chunks run in the main thread. The bare kernel
// loop (redeal + playout + the scoring facts the simulation counts, no statistics) is the
// ceiling for the simulation; building the outcome objects as well is shown beside it.
// Run after `pnpm build`: node bench/simulate.mjs [--quick]
import { runSimulation } from '../packages/cli/dist/index.js';
import { Rng } from '../packages/core/dist/index.js';
import { kalterSchlag, kalterSchlagFacts } from '../packages/kalter-schlag/dist/index.js';
import { fmt, measure, median, printTable, runAnchor } from './lib.mjs';

const quick = process.argv.includes('--quick');
const RUNS = 3;
const DEALS = quick ? 300_000 : 3_000_000;

const plan = (count) => ({
  variant: 'kalter-schlag',
  sets: [{ label: 'defaults', options: kalterSchlag.defaults }],
  seats: ['random'],
  mode: 'deals',
  count,
  seed: 1,
});

/** The kernel alone: redeal + playout + scoring (`facts`, or whole outcome objects). */
function kernel(n, outcomes = false) {
  const rules = kalterSchlag.rules();
  const rng = new Rng(1);
  const s = rules.deal({ dealer: 0, rng });
  const facts = new Int32Array(16);
  let sum = 0;
  for (let d = 0; d < n; d++) {
    rules.redeal(s, d & 3, rng);
    rules.playout(s, rng);
    if (outcomes) sum += rules.outcome(s).penalties[0];
    else sum += kalterSchlagFacts(rules.ctx, s, facts)[0];
  }
  return sum;
}

/** Median deals/s of `runs` simulations with `workers` threads, after a warm-up. */
async function simulate(workers) {
  await runSimulation(plan(Math.floor(DEALS / 10)), { workers });
  const rates = [];
  for (let r = 0; r < RUNS; r++)
    rates.push((await runSimulation(plan(DEALS), { workers })).dealsPerSecond);
  return median(rates);
}

console.log(
  `Simulation benchmark: node ${process.version}, ${DEALS} deals per run, ${RUNS} runs each, median shown${quick ? ' (quick)' : ''}`,
);
const anchorBefore = runAnchor(quick ? 300_000 : 2_000_000, RUNS);
const bare = median(measure((n) => kernel(n), DEALS, RUNS));
const withOutcomes = median(measure((n) => kernel(n, true), DEALS, RUNS));
const one = await simulate(1);
const two = await simulate(2);
const anchorAfter = runAnchor(quick ? 300_000 : 2_000_000, RUNS);
const anchor =
  anchorBefore === null || anchorAfter === null ? null : (anchorBefore + anchorAfter) / 2;
const ofAnchor = (rate) =>
  anchor === null ? '' : `${((100 * rate) / anchor).toFixed(0)}% of anchor`;

printTable('deals per second (stich simulate kalter-schlag, random play)', [
  [
    'limit anchor (../shared/anchors/kalter-limit.mjs)',
    anchor,
    anchor === null ? 'anchor not found' : `before ${fmt(anchorBefore)}, after ${fmt(anchorAfter)}`,
  ],
  ['kernel: redeal + playout + scoring facts (the ceiling)', bare, ofAnchor(bare)],
  ['kernel, building outcome objects instead', withOutcomes, ofAnchor(withOutcomes)],
  [
    'simulate, 1 worker (main thread)',
    one,
    `${ofAnchor(one)}; ${((100 * one) / bare).toFixed(0)}% of the kernel`,
  ],
  ['simulate, 2 workers', two, `${(two / one).toFixed(2)}x of 1 worker; ${ofAnchor(two)}`],
]);
