// Random Doppelkopf deals through the kernel, beside Kalter Schlag's fused playout in the
// same process. The bar (issue 33): Doppelkopf random playouts at 0.3x Kalter Schlag's
// deals/s or better (12 tricks of four cards from the doubled pack instead of 8).
// Run after `pnpm build`: node bench/doppelkopf.mjs [--quick]
import { Rng } from '@stich/core';
import { doppelkopf } from '@stich/doppelkopf';
import { kalterSchlag } from '@stich/kalter-schlag';
import { fmt, measure, median, printTable } from './lib.mjs';

const quick = process.argv.includes('--quick');
const RUNS = 3;
const DEALS = quick ? 100_000 : 1_000_000;

const ks = kalterSchlag.rules();
const dk = doppelkopf.rules();

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

// "gesund", read from the kernel once.
const probe = dk.deal({ dealer: 3, seed: 1 });
const scratch = new Int32Array(512);
const n = dk.legalCodes(probe, scratch);
let PASS = -1;
for (let i = 0; i < n; i++) if (dk.decode(probe, scratch[i]).type === 'pass') PASS = scratch[i];

/**
 * A normal game played out at random: all four say "gesund", then every card and every
 * announcement (Re, Kontra, keine 90 ... whenever legal) is chosen uniformly among the
 * legal actions of the seat to play, and the deal is scored. Returns the sum of seat 0's
 * scores.
 */
function normalDeals(count) {
  const rng = new Rng(1);
  const s = dk.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < count; d++) {
    dk.redeal(s, d & 3, rng);
    for (let i = 0; i < 4; i++) dk.applyCode(s, PASS);
    dk.playout(s, rng);
    sum += dk.outcome(s).score.scores[0];
  }
  return sum;
}

/** Whole random deals: the Vorbehalt query, the game named, announcements and play all at random. */
function randomDeals(count) {
  const rng = new Rng(1);
  const s = dk.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < count; d++) {
    dk.redeal(s, d & 3, rng);
    dk.playout(s, rng);
    sum += dk.outcome(s).score.scores[0];
  }
  return sum;
}

console.log(
  `Doppelkopf benchmark: node ${process.version}, ${RUNS} runs each, median shown${quick ? ' (quick)' : ''}`,
);
// Kalter Schlag first, as in bench/schafkopf.mjs.
const kalter = median(measure(kalterSchlagDeals, DEALS, RUNS));
const normal = median(measure(normalDeals, DEALS / 10, RUNS));
const random = median(measure(randomDeals, DEALS / 10, RUNS));
const ratio = (rate) => `${(rate / kalter).toFixed(2)}x Kalter Schlag`;
printTable('deals per second', [
  ['Kalter Schlag: redeal + playout + outcome', kalter, ''],
  [
    'Doppelkopf normal game: redeal + 4 x gesund + playout + outcome',
    normal,
    `${ratio(normal)} (bar: 0.3x)`,
  ],
  ['Doppelkopf: redeal + random Vorbehalt, game, announcements and play', random, ratio(random)],
]);
console.log(`\n(${fmt(kalter)} Kalter Schlag deals/s in this process)`);
