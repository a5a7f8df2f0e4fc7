// Random Schafkopf deals through the kernel, beside Kalter Schlag's fused playout in the
// same process. The bar (issue 32): a Sauspiel with the called-ace rule, played out at
// random, at half Kalter Schlag's deals/s or better.
// Run after `pnpm build`: node bench/schafkopf.mjs [--quick]
import { Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { schafkopf } from '@stich/schafkopf';
import { fmt, interleaved, median, printTable, range, roundRatios } from './lib.mjs';

const quick = process.argv.includes('--quick');
/** Interleaved rounds (see `interleaved`): each plays every workload once. */
const ROUNDS = 5;
const DEALS = quick ? 40_000 : 400_000;

const ks = kalterSchlag.rules();
const sk = schafkopf.rules();

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

// The announcement's codes, read from the kernel once (a claim, a pass, and the three
// Sauspiel declarations).
const probe = sk.deal({ dealer: 3, seed: 1 });
const scratch = new Int32Array(512);
const codeOf = (want) => {
  const n = sk.legalCodes(probe, scratch);
  for (let i = 0; i < n; i++) {
    const a = sk.decode(probe, scratch[i]);
    if (Object.entries(want).every(([k, v]) => a[k] === v)) return scratch[i];
  }
  throw new Error(`no code for ${JSON.stringify(want)}`);
};
const CLAIM = codeOf({ type: 'claimGame' });
const PASS = codeOf({ type: 'pass' });
sk.applyCode(probe, CLAIM);
for (let i = 0; i < 3; i++) sk.applyCode(probe, PASS);
// Whether a code declares a Sauspiel, by code (a look-up the loop below makes per code
// offered: cheaper than a Set's).
const SAUSPIEL = new Uint8Array(1 << 16);
{
  const n = sk.legalCodes(probe, scratch);
  for (let i = 0; i < n; i++)
    if (sk.decode(probe, scratch[i]).game === 'sauspiel') {
      if (scratch[i] >= SAUSPIEL.length) throw new Error(`code ${scratch[i]} out of range`);
      SAUSPIEL[scratch[i]] = 1;
    }
}
/**
 * A Sauspiel, then random play: forehand calls the first ace it may (the deal is dealt
 * again when it may call none), nobody says Kontra, and the cards are played out at
 * random by the fused playout with the called-ace rule on. Returns the sum of seat 0's
 * payments.
 */
function sauspielDeals(n) {
  const rng = new Rng(1);
  const s = sk.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < n; ) {
    sk.redeal(s, d & 3, rng);
    sk.applyCode(s, CLAIM);
    sk.applyCode(s, PASS);
    sk.applyCode(s, PASS);
    sk.applyCode(s, PASS);
    const k = sk.legalCodes(s, scratch);
    let call = -1;
    for (let i = 0; i < k && call < 0; i++) if (SAUSPIEL[scratch[i]] === 1) call = scratch[i];
    if (call < 0) continue;
    sk.applyCode(s, call);
    for (let i = 0; i < 4; i++) sk.applyCode(s, PASS);
    sk.playout(s, rng);
    sum += sk.outcome(s).payments[0];
    d++;
  }
  return sum;
}

/** Whole random deals: the announcement, Kontra and play all chosen at random (many are thrown in). */
function randomDeals(n) {
  const rng = new Rng(1);
  const s = sk.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < n; d++) {
    sk.redeal(s, d & 3, rng);
    sk.playout(s, rng);
    sum += sk.isTerminal(s) ? 1 : 0;
  }
  return sum;
}

console.log(
  `Schafkopf benchmark: node ${process.version}, ${ROUNDS} interleaved rounds, median shown${quick ? ' (quick)' : ''}`,
);
// Kalter Schlag first: one fused playout serves every trick phase, and V8 specialises it
// for the first variant it runs (as in bench/kalter-schlag.mjs, its own process).
const [kalter, sauspiel, random] = interleaved(
  [
    [kalterSchlagDeals, DEALS],
    [sauspielDeals, DEALS / 2],
    [randomDeals, DEALS / 2],
  ],
  ROUNDS,
);
// Each ratio is taken within a round, so a load that comes and goes moves both sides.
const ratio = (rates) => {
  const r = roundRatios(rates, kalter);
  return `${median(r).toFixed(2)}x Kalter Schlag (rounds ${range(r)})`;
};
printTable('deals per CPU second (see measureCpu in lib.mjs)', [
  ['Kalter Schlag: redeal + playout + outcome', kalter, ''],
  [
    'Schafkopf Sauspiel: redeal + call + playout + outcome',
    sauspiel,
    `${ratio(sauspiel)}, bar: 0.5x`,
  ],
  ['Schafkopf: redeal + random announcement, Kontra and play', random, ratio(random)],
]);
console.log(`\n(${fmt(median(kalter))} Kalter Schlag deals per CPU second in this process)`);
