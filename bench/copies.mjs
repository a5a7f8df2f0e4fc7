// Decks with identical copies: random playouts of the doubled 48-card pack (core's test
// variant Double Four: 4 players, 12 tricks, Doppelkopf's trumps) through core's fused
// `widePlayout`, beside Kalter Schlag's fused playout in the same process, and the exact
// solver from the first trick of Double Four deals. The bars (issue 33): Double Four at
// 0.3x Kalter Schlag's deals/s or better, and a solve from the first trick with a median
// under 10 s. The machine may be shared: the ratio is of two rates in one process, and
// each solve's CPU time is shown beside its wall time.
// Run after `pnpm build`: node bench/copies.mjs [--quick]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { Rng } from '../packages/core/dist/index.js';
import { kalterSchlag } from '../packages/kalter-schlag/dist/index.js';
import { createSolver } from '../packages/solver/dist/index.js';
import { fmt, measure, median, printTable } from './lib.mjs';

const quick = process.argv.includes('--quick');
const RUNS = 3;
const DEALS = quick ? 100_000 : 1_000_000;
const SOLVES = quick ? 4 : 10;

/**
 * Double Four lives in core's tests (TypeScript): bundled here with esbuild, its import of
 * @stich/core pointing at the built core this script imports, so both share one module.
 */
async function loadDoubleFour() {
  const core = pathToFileURL(
    fileURLToPath(new URL('../packages/core/dist/index.js', import.meta.url)),
  );
  const entry = fileURLToPath(
    new URL('../packages/core/test/variants/doubleFour.ts', import.meta.url),
  );
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'built-core',
        setup(b) {
          b.onResolve({ filter: /^@stich\/core$/ }, () => ({ path: core.href, external: true }));
        },
      },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), 'stich-bench-'));
  const file = join(dir, 'doubleFour.mjs');
  writeFileSync(file, result.outputFiles[0].contents);
  try {
    return (await import(pathToFileURL(file).href)).doubleFour;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const doubleFour = await loadDoubleFour();
const ks = kalterSchlag.rules();
const df = doubleFour.rules();

/** Kalter Schlag, fused: redeal + playout + outcome (as bench/kalter-schlag.mjs). */
function kalterSchlagDeals(n) {
  const rng = new Rng(1);
  const s = ks.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < n; d++) {
    ks.redeal(s, d & 3, rng);
    ks.playout(s, rng);
    sum += ks.outcome(s).penalties[0];
  }
  return sum;
}

/** Double Four, fused (`widePlayout`): redeal + playout + outcome. */
function doubleFourDeals(n) {
  const rng = new Rng(1);
  const s = df.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < n; d++) {
    df.redeal(s, d & 3, rng);
    df.playout(s, rng);
    sum += df.outcome(s).points[0];
  }
  return sum;
}

/** Double Four card by card (`randomCode` + `applyCode`: the same games), for comparison. */
function doubleFourStepped(n) {
  const rng = new Rng(1);
  const s = df.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < n; d++) {
    df.redeal(s, d & 3, rng);
    while (!df.isTerminal(s)) df.applyCode(s, df.randomCode(s, rng));
    sum += df.outcome(s).points[0];
  }
  return sum;
}

console.log(
  `Identical copies benchmark: node ${process.version}, ${RUNS} runs each, median shown${quick ? ' (quick)' : ''}`,
);
// Kalter Schlag first: V8 specialises the 32-card fused playout for the first variant
// it runs (as in bench/kalter-schlag.mjs, its own process).
const kalter = median(measure(kalterSchlagDeals, DEALS, RUNS));
const fused = median(measure(doubleFourDeals, DEALS / 2, RUNS));
const stepped = median(measure(doubleFourStepped, DEALS / 20, RUNS));
const ratio = (rate) => `${(rate / kalter).toFixed(2)}x Kalter Schlag`;
printTable('deals per second', [
  ['Kalter Schlag: redeal + playout + outcome', kalter, ''],
  ['Double Four (48 cards, copies): redeal + fused playout', fused, `${ratio(fused)} (bar: 0.3x)`],
  ['Double Four: redeal + randomCode/applyCode', stepped, ratio(stepped)],
]);
console.log(`\n(${fmt(kalter)} Kalter Schlag deals/s in this process)`);

// The solver: seats 0 and 2 against 1 and 3, from the first trick (no card played): can
// seats 0 and 2 take 121 of the 240 card points? One solver, its table cleared before
// each deal (as a fresh question).
const solver = createSolver(df);
const walls = [];
const cpus = [];
console.log('\nsolver: can seats {0, 2} take 121 card points, from the first trick (canReach)');
for (let seed = 1; seed <= SOLVES; seed++) {
  const s = df.deal({ dealer: seed & 3, seed });
  solver.reset();
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const { reached, nodes } = solver.canReach(s, { side: [0, 2], target: 121 });
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1e6;
  walls.push(wall);
  cpus.push(cpu);
  console.log(
    `  deal seed ${String(seed).padStart(2)}: ${reached ? 'yes' : 'no '} ${wall.toFixed(2).padStart(7)} s wall ${cpu.toFixed(2).padStart(7)} s CPU ${fmt(nodes).padStart(12)} positions`,
  );
}
const max = (values) => Math.max(...values);
console.log(
  `  median ${median(walls).toFixed(2)} s wall (${median(cpus).toFixed(2)} s CPU), max ${max(walls).toFixed(2)} s wall (${max(cpus).toFixed(2)} s CPU) (bar: median under 10 s)`,
);
