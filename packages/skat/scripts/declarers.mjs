#!/usr/bin/env node
// How much the declarer's card play is worth in Skat: seeded deals where the rules bots
// bid, take up the skat, discard and declare for everyone (so every contract is the
// rules bot's), then each declared game is played three times from its first card with
// the declarer's cards chosen by the random bot, the rules bot and the PIMC bot; the
// defenders are always rules bots, and the three plays share their random stream.
// Pass-outs do not count. Prints each declarer's win rate with a 95% confidence
// interval, the paired differences (same deals), and the time taken.
// Run after `pnpm build`:
//   node packages/skat/scripts/declarers.mjs [--games 10000] [--samples 20] [--workers 1] [--seed 1] [--json]
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = new URL('../../../', import.meta.url);
const { runChunks } = await import(new URL('scripts/chunkPool.mjs', root).href);
const { Rng, unwrap } = await import(new URL('packages/core/dist/index.js', root).href);
const { skat } = await import(new URL('packages/skat/dist/index.js', root).href);
const { pimcBot } = await import(new URL('packages/bots/dist/index.js', root).href);
const { skatBot, skatPlugin } = await import(new URL('packages/skat/dist/plugin.js', root).href);

const DECLARERS = ['random', 'rules', 'pimc'];
/** Declared games per unit of work handed to a worker. */
const CHUNK = 20;

/** A declarer playing uniformly random cards (never claiming or resigning). */
const randomCards = {
  name: 'random',
  choose(view, rng) {
    const plays = view.legalActions.filter((a) => a.type === 'play');
    const pool = plays.length > 0 ? plays : view.legalActions;
    return pool[rng.below(pool.length)];
  },
};

/** The table: rules, the rules bot, and a PIMC bot with `samples` deals per card. */
function table(samples) {
  const rules = skat.rules();
  const rulesBot = skatBot(rules);
  return { rules, rulesBot, pimc: pimcBot(rules, { samples, adapter: skatPlugin.pimc }) };
}

/** Deal `i`: the rules bots bid, take the skat and declare; the state at the first card, or null if all passed. */
function startOf({ rules, rulesBot }, seed, i) {
  let s = rules.deal({ dealer: i % 3, rng: new Rng(`${seed}/deal/${i}`) });
  const rng = new Rng(`${seed}/auction/${i}`);
  while (!rules.isTerminal(s) && s.phase !== 'play') {
    const seat = rules.toAct(s);
    s = unwrap(rules.applyAction(s, rulesBot.choose(rules.view(s, seat), rng)));
  }
  return rules.isTerminal(s) ? null : s;
}

/** Plays deal `i` three times from its first card; returns [deal, won per declarer..., PIMC ms]. */
function playDeal(t, seed, i) {
  const { rules, rulesBot } = t;
  const start = startOf(t, seed, i);
  const declarer = start.x.declarer;
  const row = [i];
  let pimcMs = 0;
  for (const kind of DECLARERS) {
    const bot = kind === 'random' ? randomCards : kind === 'rules' ? rulesBot : t.pimc;
    const rng = new Rng(`${seed}/play/${i}`);
    const t0 = performance.now();
    let s = start;
    while (!rules.isTerminal(s)) {
      const seat = rules.toAct(s);
      const who = seat === declarer ? bot : rulesBot;
      s = unwrap(rules.applyAction(s, who.choose(rules.view(s, seat), rng)));
    }
    if (kind === 'pimc') pimcMs = performance.now() - t0;
    row.push(rules.outcome(s).won ? 1 : 0);
  }
  row.push(pimcMs);
  return row;
}

/** Wilson's 95% interval for k successes in n. */
function wilson(k, n) {
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

/** Mean and 95% half-width of paired differences. */
function paired(xs) {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1);
  return [mean, 1.96 * Math.sqrt(variance / n)];
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;

async function main() {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '10000' },
      samples: { type: 'string', default: '20' },
      workers: { type: 'string', default: '1' },
      seed: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false },
    },
  });
  const games = Number(values.games);
  const samples = Number(values.samples);
  const workers = Math.min(Number(values.workers), availableParallelism());
  const seed = values.seed;
  const t0 = performance.now();
  const t = table(samples);
  // The first `games` deals that are not passed out, found by the bidding alone.
  const deals = [];
  let passed = 0;
  for (let i = 0; deals.length < games; i++) {
    if (startOf(t, seed, i) === null) passed++;
    else deals.push(i);
  }
  const chunks = [];
  for (let k = 0; k < deals.length; k += CHUNK) chunks.push(deals.slice(k, k + CHUNK));
  const progress = (done) => {
    const s = (performance.now() - t0) / 1000;
    const eta = (s / done) * (games - done);
    process.stderr.write(
      `${done}/${games} games, ${s.toFixed(0)} s, about ${eta.toFixed(0)} s to go\n`,
    );
  };
  const rows = await runChunks({
    chunks,
    workers,
    url: new URL(import.meta.url),
    workerData: { seed, samples },
    play: (chunk) => chunk.map((i) => playDeal(t, seed, i)),
    progress,
  });
  rows.sort((a, b) => a[0] - b[0]);
  const seconds = (performance.now() - t0) / 1000;
  const n = rows.length;
  const rates = DECLARERS.map((name, k) => {
    const won = rows.reduce((sum, r) => sum + r[k + 1], 0);
    const [lo, hi] = wilson(won, n);
    return { declarer: name, won, rate: won / n, lo, hi };
  });
  const pairs = [
    ['pimc', 'rules'],
    ['pimc', 'random'],
    ['rules', 'random'],
  ].map(([a, b]) => {
    const [ka, kb] = [DECLARERS.indexOf(a), DECLARERS.indexOf(b)];
    const [mean, half] = paired(rows.map((r) => r[ka + 1] - r[kb + 1]));
    return { pair: `${a} - ${b}`, mean, half };
  });
  const pimcMs = rows.reduce((sum, r) => sum + r[4], 0) / n;
  const result = {
    games: n,
    passedOut: passed,
    seed,
    samples,
    workers,
    seconds,
    pimcMs,
    rates,
    pairs,
  };
  if (values.json) {
    console.log(JSON.stringify(result));
    return;
  }
  console.log(
    `Skat declarers: ${n} declared games (${passed} deals passed out), seed ${seed}, PIMC ${samples} samples, ${workers} worker(s)`,
  );
  console.log("Declarer's win rate (95% interval), defenders always the rules bot:");
  for (const r of rates)
    console.log(
      `  ${r.declarer.padEnd(7)} ${pct(r.rate).padStart(6)}  [${pct(r.lo)}, ${pct(r.hi)}]`,
    );
  console.log('Paired differences on the same deals (95% interval):');
  for (const p of pairs)
    console.log(
      `  ${p.pair.padEnd(16)} ${(100 * p.mean).toFixed(1).padStart(5)} ± ${(100 * p.half).toFixed(1)} points`,
    );
  console.log(
    `Time: ${seconds.toFixed(0)} s in all; PIMC ${pimcMs.toFixed(0)} ms per game (its declarer's card play with the defenders' turns)`,
  );
}

if (!isMainThread) {
  const { seed, samples } = workerData;
  const t = table(samples);
  parentPort.on('message', (deals) =>
    parentPort.postMessage(deals.map((i) => playDeal(t, seed, i))),
  );
} else {
  await main();
}
