#!/usr/bin/env node
// The sampling (PIMC) bot against the rules bots, duplicate style: every seeded deal is
// played once by rules bots at every seat, and once for each seat with the PIMC bot at
// that seat and rules bots at the others (seats rotated). A deal's difference is the
// PIMC seats' mean score less the rules bots' mean score at the same seats in the same
// deal; the script prints the mean difference over the deals with its 95% interval.
// Bidding, the skat, doubling and declaring are the rules bot's in every game, so the
// difference measures the card play.
// Any game whose plug-in brings a sampling-bot adapter (`pimc`) can be duelled: a
// built-in id, a path to a plug-in module or an installed package, as `stich` takes
// them. The rules bot is the plug-in's (`bot`; without one, the random bot), the options
// are the variant's defaults or `--options JSON`, and a seat's score is what the plug-in's
// report writes for it (`scores`), negated where it writes penalties, so higher is better.
// Skat is duelled with `--options '{"tournament":true}'` (Seeger-Fabian: the declarer's
// game value +50, or -2x value -50 when lost; each defender +40 when the declarer loses;
// pass-outs 0), else a defender's score is always 0; Kalter Schlag scores minus the
// seat's penalty points.
// Run after `pnpm build`:
//   node scripts/botDuel.mjs [--variant GAME] [--options JSON] [--deals 200] [--think 100]
//                            [--samples N] [--seed 1] [--workers 1] [--json]
// With --think (ms per card) the result depends on the machine's speed and load; with
// --samples alone it is the same on every machine.
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { runChunks } from './chunkPool.mjs';

const root = new URL('../', import.meta.url);
const { Rng, unwrap } = await import(new URL('packages/core/dist/index.js', root).href);
const { pimcBot, randomBot } = await import(new URL('packages/bots/dist/index.js', root).href);
const { CliError, loadPlugin, reportOf } = await import(
  new URL('packages/cli/dist/index.js', root).href
);

/** Deals per unit of work handed to a worker. */
const CHUNK = 4;

/**
 * The game's plug-in and its checked options; a game the duel cannot take is an error
 * that says why.
 */
async function game(spec, optionsText) {
  const { plugin } = await loadPlugin(spec);
  if (plugin.pimc === undefined)
    throw new CliError(
      `${plugin.variant.name} has no sampling bot: its plug-in gives no 'pimc' adapter`,
    );
  let options = plugin.variant.defaults;
  if (optionsText !== undefined) {
    const parsed = plugin.variant.parseOptions(JSON.parse(optionsText));
    if (!parsed.ok) throw new CliError(`--options: ${parsed.error.message} (${parsed.error.code})`);
    options = parsed.value;
  }
  return { plugin, options };
}

/** The table: rules, the rules bot, and the PIMC bot with its budget. */
async function table({ variant, options: optionsText, think, samples }) {
  const { plugin, options } = await game(variant, optionsText);
  const report = reportOf(plugin);
  const sign = report.scoreLabel === 'penalty' ? -1 : 1;
  const rules = plugin.variant.rules(options);
  const stats = { decisions: 0, samples: 0, slowest: 0 };
  const pimc = pimcBot(rules, {
    adapter: plugin.pimc,
    timeMs: think,
    samples,
    onDecision: (d) => {
      stats.decisions++;
      stats.samples += d.samples;
      stats.slowest = Math.max(stats.slowest, d.ms);
    },
  });
  const rulesBot = plugin.bot === undefined ? randomBot : plugin.bot(rules);
  const score = (o, seat) => sign * report.scores(o)[seat];
  return { rules, rulesBot, pimc, score, stats };
}

/** Plays deal `i` with `bots`; returns every seat's score. */
function play(t, seed, i, bots) {
  const { rules } = t;
  const seats = rules.ctx.seats;
  let s = rules.deal({ dealer: i % seats, rng: new Rng(`${seed}/deal/${i}`) });
  const rng = new Rng(`${seed}/play/${i}`);
  while (!rules.isTerminal(s)) {
    const seat = rules.toAct(s);
    s = unwrap(rules.applyAction(s, bots[seat].choose(rules.view(s, seat), rng)));
  }
  const o = rules.outcome(s);
  return Array.from({ length: seats }, (_, seat) => t.score(o, seat));
}

/** Deal `i`: [i, rules bots' mean score, PIMC seats' mean score, PIMC decisions, deals solved, slowest ms]. */
function duel(t, seed, i) {
  const seats = t.rules.ctx.seats;
  const rulesOnly = play(t, seed, i, Array(seats).fill(t.rulesBot));
  const before = { ...t.stats };
  t.stats.slowest = 0;
  let pimcSum = 0;
  for (let seat = 0; seat < seats; seat++) {
    const bots = Array.from({ length: seats }, (_, k) => (k === seat ? t.pimc : t.rulesBot));
    pimcSum += play(t, seed, i, bots)[seat];
  }
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return [
    i,
    mean(rulesOnly),
    pimcSum / seats,
    t.stats.decisions - before.decisions,
    t.stats.samples - before.samples,
    t.stats.slowest,
  ];
}

/** Mean and 95% half-width (normal approximation) of numbers. */
function interval(xs) {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  return [mean, 1.96 * Math.sqrt(variance / n)];
}

async function main() {
  const { values } = parseArgs({
    options: {
      variant: { type: 'string', default: 'skat' },
      options: { type: 'string' },
      deals: { type: 'string', default: '200' },
      think: { type: 'string' },
      samples: { type: 'string' },
      seed: { type: 'string', default: '1' },
      workers: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false },
    },
  });
  const fail = (message) => {
    console.error(`botDuel: ${message}`);
    process.exit(2);
  };
  if (values.options !== undefined) {
    try {
      JSON.parse(values.options);
    } catch (e) {
      fail(`--options is not JSON: ${e.message}`);
    }
  }
  // Without a rules bot of its own, the game's other seats are random bots.
  let others;
  try {
    const { plugin } = await game(values.variant, values.options);
    others = plugin.bot === undefined ? 'random' : 'rules';
  } catch (e) {
    if (!(e instanceof CliError)) throw e;
    fail(e.message);
  }
  const count = (name, text) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive integer, not '${text}'`);
    return n;
  };
  const deals = count('deals', values.deals);
  const think =
    values.think === undefined && values.samples === undefined
      ? 100
      : values.think === undefined
        ? undefined
        : count('think', values.think);
  const samples = values.samples === undefined ? undefined : count('samples', values.samples);
  const workers = Math.min(count('workers', values.workers), availableParallelism());
  const config = {
    variant: values.variant,
    ...(values.options !== undefined ? { options: values.options } : {}),
    think,
    samples,
    seed: values.seed,
  };
  const t0 = performance.now();
  const chunks = [];
  for (let k = 0; k < deals; k += CHUNK)
    chunks.push(Array.from({ length: Math.min(CHUNK, deals - k) }, (_, j) => k + j));
  const progress = (done) => {
    const s = (performance.now() - t0) / 1000;
    const eta = (s / done) * (deals - done);
    process.stderr.write(
      `${done}/${deals} deals, ${s.toFixed(0)} s, about ${eta.toFixed(0)} s to go\n`,
    );
  };
  const local = workers === 1 ? await table(config) : null;
  const rows = await runChunks({
    chunks,
    workers,
    url: new URL(import.meta.url),
    workerData: config,
    play: (chunk) => chunk.map((i) => duel(local, config.seed, i)),
    progress,
  });
  rows.sort((a, b) => a[0] - b[0]);
  const seconds = (performance.now() - t0) / 1000;
  const [rulesMean, rulesHalf] = interval(rows.map((r) => r[1]));
  const [pimcMean, pimcHalf] = interval(rows.map((r) => r[2]));
  const [diff, half] = interval(rows.map((r) => r[2] - r[1]));
  const decisions = rows.reduce((a, r) => a + r[3], 0);
  const solved = rows.reduce((a, r) => a + r[4], 0);
  const slowest = Math.max(...rows.map((r) => r[5]));
  const result = {
    ...config,
    deals: rows.length,
    workers,
    seconds,
    rules: { mean: rulesMean, half: rulesHalf },
    pimc: { mean: pimcMean, half: pimcHalf },
    difference: { mean: diff, half, lo: diff - half, hi: diff + half },
    pimcDecisions: decisions,
    dealsSolvedPerDecision: decisions === 0 ? 0 : solved / decisions,
    slowestDecisionMs: slowest,
  };
  if (values.json) {
    console.log(JSON.stringify(result));
    return;
  }
  const budget = [
    think === undefined ? null : `${think} ms per card`,
    samples === undefined ? null : `at most ${samples} deals per card`,
  ]
    .filter((x) => x !== null)
    .join(', ');
  const f = (x) => x.toFixed(2);
  console.log(
    `${values.variant}: PIMC (${budget}) against the ${others} bots, ${rows.length} deals, seats rotated, seed ${config.seed}`,
  );
  const pad = (text) => text.padEnd(43);
  console.log(
    `  ${pad(`${others} bots, mean score per seat and deal`)}${f(rulesMean)} ± ${f(rulesHalf)}`,
  );
  console.log(
    `  ${pad('PIMC seats, mean score per seat and deal')}${f(pimcMean)} ± ${f(pimcHalf)}`,
  );
  console.log(
    `  ${pad(`difference (PIMC - ${others}, same deals)`)}${f(diff)} ± ${f(half)}  (95% interval ${f(diff - half)} to ${f(diff + half)})`,
  );
  console.log(
    `  PIMC card decisions ${decisions}, deals solved per decision ${(decisions === 0 ? 0 : solved / decisions).toFixed(1)}, slowest ${slowest.toFixed(0)} ms; ${seconds.toFixed(0)} s, ${workers} worker(s)`,
  );
}

if (isMainThread) await main();
else {
  const t = await table(workerData);
  parentPort.on('message', (chunk) => {
    parentPort.postMessage(chunk.map((i) => duel(t, workerData.seed, i)));
  });
}
