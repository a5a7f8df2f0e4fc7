// `stich simulate skat` and `stich simulate skatkopf` with the rules bots at every seat,
// through the built CLI's simulation function, in process with 1 worker (the main
// thread): bidding, declaring, the skat, Kontra and every card decided by the rules bot
// from its seat's knowledge. Beside the live figure: the figure measured on the code before
// the rules bots were made faster (issue 35), recorded below with its date and machine,
// and the ratio of the two. The recorded figure is from the same machine kind (a 2-core
// AMD EPYC); on another machine compare the live figure with a run of the older commit.
// Run after `pnpm build`: node bench/rules-bots.mjs [--quick]
import { runSimulation } from '../packages/cli/dist/index.js';
import { skat } from '../packages/skat/dist/index.js';
import { skatkopf } from '../packages/skatkopf/dist/index.js';
import { fmt, median, printTable } from './lib.mjs';

const quick = process.argv.includes('--quick');
const RUNS = 3;
const DEALS = quick ? 1_000 : 5_000;

/**
 * Deals/s before the faster rules bots: this bench on commit 87cb261 (main, 2026-12-02),
 * node v20.20.2, 2-core AMD EPYC, 5,000 deals, the median of three runs of the median of
 * 3, on a quiet machine (load average below 3), interleaved with runs of the newer code.
 * The figures first recorded here (449 and 332) were measured at a load average of 30 to
 * 60 and understated the old code about threefold.
 */
const BEFORE = { skat: 1436, skatkopf: 1320 };

const variants = { skat, skatkopf };

/** Median deals/s of `runs` simulations of `variant` with rules bots, after a warm-up. */
async function rate(name) {
  const plan = (count) => ({
    variant: name,
    sets: [{ label: 'defaults', options: variants[name].defaults }],
    seats: ['rules'],
    mode: 'deals',
    count,
    seed: 1,
  });
  await runSimulation(plan(Math.floor(DEALS / 5)), { workers: 1 });
  const rates = [];
  for (let r = 0; r < RUNS; r++)
    rates.push((await runSimulation(plan(DEALS), { workers: 1 })).dealsPerSecond);
  return median(rates);
}

console.log(
  `Rules-bot benchmark: node ${process.version}, ${DEALS} deals per run, ${RUNS} runs each, median shown, 1 worker${quick ? ' (quick)' : ''}`,
);
const rows = [];
for (const name of Object.keys(variants)) {
  const now = await rate(name);
  const before = BEFORE[name];
  rows.push([`${name}, before (recorded: 87cb261, 2026-12-02, 2-core AMD EPYC)`, before, '']);
  rows.push([
    `${name}, now`,
    now,
    `${(now / before).toFixed(1)}x the recorded figure (${fmt((1e6 / now) | 0)} µs per deal)`,
  ]);
}
printTable('deals per second (stich simulate VARIANT --bots rules, every seat a rules bot)', rows);
