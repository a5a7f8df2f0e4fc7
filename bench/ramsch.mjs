// Random Ramsch deals through the kernel (plain, and Schieberamsch) and random Skat deals
// (bidding, declaration, skat exchange and play), beside the Kalter Schlag kernel and the
// limit anchor measured in the same run.
// Run after `pnpm build`: node bench/ramsch.mjs [--quick]
import { Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { skat } from '@stich/skat';
import { measure, median, printTable, runAnchor } from './lib.mjs';

const quick = process.argv.includes('--quick');
const RUNS = 3;
const DEALS = quick ? 100_000 : 1_000_000;

/** redeal + playout + outcome for a variant's rules. */
function playouts(rules, dealers, score = (o) => o.points[0]) {
  return (n) => {
    const rng = new Rng(1);
    const s = rules.deal({ dealer: 0, rng });
    let sum = 0;
    for (let d = 0; d < n; d++) {
      rules.redeal(s, d % dealers, rng);
      rules.playout(s, rng);
      sum += score(rules.outcome(s));
    }
    return sum;
  };
}

console.log(
  `Ramsch and Skat benchmark: node ${process.version}, ${RUNS} runs each, median shown${quick ? ' (quick)' : ''}`,
);
const anchor = runAnchor(quick ? 300_000 : 2_000_000, RUNS);
const ksRuns = measure(playouts(kalterSchlag.rules(), 4), DEALS, RUNS);
const plainRuns = measure(playouts(ramsch.rules(), 3), DEALS, RUNS);
const schiebenRuns = measure(playouts(ramsch.rules({ schieben: true }), 3), DEALS / 10, RUNS);
const skatRuns = measure(
  playouts(skat.rules(), 3, (o) => o.scores[0]),
  DEALS / 10,
  RUNS,
);
const [ks, plain, schieben, skatGames] = [ksRuns, plainRuns, schiebenRuns, skatRuns].map(median);
const ratio = (rate) => (anchor === null ? '' : `${((100 * rate) / anchor).toFixed(0)}% of anchor`);
printTable('deals per second (kernel: redeal + playout + outcome)', [
  [
    'limit anchor (Kalter Schlag, ../shared/anchors)',
    anchor,
    anchor === null ? 'anchor not found' : '',
  ],
  ['Kalter Schlag', ksRuns, ratio(ks)],
  ['Ramsch', plainRuns, ratio(plain)],
  ['Schieberamsch (random pick-up/push/discard)', schiebenRuns, ratio(schieben)],
  ['Skat (random bids, games, discards and play)', skatRuns, ratio(skatGames)],
]);
