// Doppelkopf deals through the kernel, beside Kalter Schlag's fused playout in the same
// process. The bar (issue 33): random playouts at 0.3x Kalter Schlag's deals/s or better
// (12 tricks of four cards from the doubled pack instead of 8): a normal game (four times "gesund") played out at random by the fused playout,
// whole random deals (any reservation, solo and announcement), and deals of the rules
// bots of `@stich/doppelkopf/plugin`, each from its own view.
// Run after `pnpm build`: node bench/doppelkopf.mjs [--quick] [--parts]
// --parts adds what each part of a normal game costs beside Kalter Schlag's (CPU ns per deal).
import { Rng } from '@stich/core';
import { doppelkopf } from '@stich/doppelkopf';
import { doppelkopfBot } from '@stich/doppelkopf/plugin';
import { kalterSchlag } from '@stich/kalter-schlag';
import { fmt, interleaved, median, printTable, range, roundRatios } from './lib.mjs';

const quick = process.argv.includes('--quick');
const parts = process.argv.includes('--parts');
/** Interleaved rounds (see `interleaved`): each plays every workload once. */
const ROUNDS = 5;
const DEALS = quick ? 20_000 : 120_000;

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

// The code of "gesund", read from the kernel once.
const probe = dk.deal({ dealer: 3, seed: 1 });
const scratch = new Int32Array(512);
const GESUND = (() => {
  const n = dk.legalCodes(probe, scratch);
  for (let i = 0; i < n; i++) if (dk.decode(probe, scratch[i]).type === 'pass') return scratch[i];
  throw new Error('no code for "gesund"');
})();

/** A normal game: four times "gesund", then the cards (and announcements) at random. */
function normalDeals(n) {
  const rng = new Rng(1);
  const s = dk.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < n; d++) {
    dk.redeal(s, d & 3, rng);
    for (let i = 0; i < 4; i++) dk.applyCode(s, GESUND);
    dk.playout(s, rng);
    sum += dk.outcome(s).score.scores[0];
  }
  return sum;
}

/**
 * A normal game's deals up to part `upTo`: 0 the redeal, 1 and "gesund" x4, 2 and the
 * playout, 3 and the outcome (the whole deal, as `normalDeals`).
 */
function normalParts(n, upTo) {
  const rng = new Rng(1);
  const s = dk.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < n; d++) {
    dk.redeal(s, d & 3, rng);
    if (upTo >= 1) for (let i = 0; i < 4; i++) dk.applyCode(s, GESUND);
    if (upTo >= 2) dk.playout(s, rng);
    if (upTo >= 3) sum += dk.outcome(s).score.scores[0];
  }
  return sum;
}

/** Kalter Schlag's deals up to part `upTo`: 0 the redeal, 1 and the playout, 2 and the outcome. */
function kalterSchlagParts(n, upTo) {
  const rng = new Rng(1);
  const s = ks.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < n; d++) {
    ks.redeal(s, d & 3, rng);
    if (upTo >= 1) ks.playout(s, rng);
    if (upTo >= 2) sum += ks.outcome(s).penalties[0];
  }
  return sum;
}

/** Whole random deals: the Vorbehalt, any game, any announcement, the cards. */
function randomDeals(n) {
  const rng = new Rng(1);
  const s = dk.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < n; d++) {
    dk.redeal(s, d & 3, rng);
    dk.playout(s, rng);
    sum += dk.outcome(s).score.scores[0];
  }
  return sum;
}

const bot = doppelkopfBot(dk);
/** Deals of the rules bots at every seat, each deciding from its view. */
function botDeals(n) {
  const rng = new Rng(1);
  let sum = 0;
  for (let d = 0; d < n; d++) {
    let s = dk.deal({ dealer: d & 3, rng });
    while (!dk.isTerminal(s)) {
      const next = dk.applyAction(s, bot.choose(dk.view(s, dk.toAct(s)), rng));
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
    sum += dk.outcome(s).score.scores[0];
  }
  return sum;
}

console.log(
  `Doppelkopf benchmark: node ${process.version}, ${ROUNDS} interleaved rounds, median shown${quick ? ' (quick)' : ''}`,
);
// Kalter Schlag first: V8 specialises the fused playout for the first variant it runs.
const [kalter, normal, random, bots] = interleaved(
  [
    [kalterSchlagDeals, DEALS],
    [normalDeals, DEALS / 2],
    [randomDeals, DEALS / 2],
    [botDeals, DEALS / 200],
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
    'Doppelkopf normal game: redeal + "gesund" x4 + playout + outcome',
    normal,
    `${ratio(normal)}, bar: 0.3x`,
  ],
  ['Doppelkopf: redeal + random Vorbehalt, games, announcements, cards', random, ratio(random)],
  ['Doppelkopf: the rules bots from their views (applyAction)', bots, ''],
]);
console.log(`\n(${fmt(median(kalter))} Kalter Schlag deals per CPU second in this process)`);

if (parts) {
  // Each part's cost as the difference of CPU ns per deal between runs that stop before
  // and after it, in interleaved rounds (medians).
  const works = [
    ...[0, 1, 2].map((upTo) => [(n) => kalterSchlagParts(n, upTo), DEALS]),
    ...[0, 1, 2, 3].map((upTo) => [(n) => normalParts(n, upTo), DEALS / 2]),
  ];
  const ns = interleaved(works, ROUNDS).map((rates) => 1e9 / median(rates));
  const part = (names, from) =>
    names.map(
      (name, i) => `${name} ${Math.round(ns[from + i] - (i === 0 ? 0 : ns[from + i - 1]))}`,
    );
  console.log(
    '\nCPU ns per deal, by part (medians; differences of runs that stop after each part)',
  );
  console.log(
    `  Kalter Schlag: ${part(['redeal', 'playout', 'outcome'], 0).join(', ')}; whole ${Math.round(ns[2])}`,
  );
  console.log(
    `  Doppelkopf normal game: ${part(['redeal', '"gesund" x4', 'playout', 'outcome'], 3).join(', ')}; whole ${Math.round(ns[6])}`,
  );
}
