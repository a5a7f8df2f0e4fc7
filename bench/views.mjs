// What copying costs (issue 14, point 2): views and legal actions are handed out as copies,
// never sharing objects with the game (the kernel builds a view afresh and copies the
// variant's `extra` and each legal action with copyPlain). This plays random deals and asks
// every seat's view and legal actions at every step, as a server does, then the same with
// that copy done once more: the difference is the cost of the copy, and "without the copy"
// is estimated as shipped minus that cost. Beside the limit anchor of the same run.
// Run after `pnpm build`: node bench/views.mjs [--quick]
import { Rng } from '@stich/core';
import { copyPlain } from '@stich/core/kernel';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { fmt, measure, median, printTable, runAnchor } from './lib.mjs';

const quick = process.argv.includes('--quick');
const RUNS = 3;
const DEALS = quick ? 200 : 2_000;

/** Random deals; at every step every seat's view and legal actions, copied `extra` more times. */
function viewsOf(rules, extra) {
  return (n) => {
    const rng = new Rng(1);
    let sum = 0;
    for (let d = 0; d < n; d++) {
      let s = rules.deal({ dealer: d % rules.ctx.seats, rng });
      while (!rules.isTerminal(s)) {
        for (let seat = 0; seat < s.seats; seat++) {
          let view = rules.view(s, seat);
          let legal = rules.legalActions(s, seat);
          // What the kernel copies: the variant's `extra` and each legal action.
          for (let k = 0; k < extra; k++) {
            view = { ...view, extra: copyPlain(view.extra) };
            legal = legal.map(copyPlain);
          }
          sum += view.hand.length + legal.length;
        }
        const legal = rules.legalActions(s);
        const next = rules.applyAction(s, legal[rng.below(legal.length)]);
        s = next.value;
      }
    }
    return sum;
  };
}

console.log(
  `Views benchmark: node ${process.version}, ${RUNS} runs each, median shown${quick ? ' (quick)' : ''}`,
);
const anchorBefore = runAnchor(quick ? 300_000 : 2_000_000, RUNS);
const rows = [];
const results = [];
for (const [name, variant] of [
  ['Kalter Schlag', kalterSchlag],
  ['Ramsch', ramsch],
]) {
  const rules = variant.rules();
  const shipped = median(measure(viewsOf(rules, 0), DEALS, RUNS));
  const twice = median(measure(viewsOf(rules, 1), DEALS, RUNS));
  // Seconds per deal: one copy costs (1/twice - 1/shipped); without it, 1/shipped minus that.
  const copy = 1 / twice - 1 / shipped;
  const without = 1 / (1 / shipped - copy);
  results.push([name, shipped, twice, without, copy * shipped]);
}
const anchorAfter = runAnchor(quick ? 300_000 : 2_000_000, RUNS);
const anchor =
  anchorBefore === null || anchorAfter === null ? null : (anchorBefore + anchorAfter) / 2;
const ratio = (rate) => (anchor === null ? '' : `${((100 * rate) / anchor).toFixed(2)}% of anchor`);
rows.push([
  'limit anchor (../shared/anchors/kalter-limit.mjs)',
  anchor,
  anchor === null ? 'anchor not found' : `before ${fmt(anchorBefore)}, after ${fmt(anchorAfter)}`,
]);
for (const [name, shipped, twice, without, share] of results) {
  rows.push([`${name}: every view + legal actions, as shipped (copied)`, shipped, ratio(shipped)]);
  rows.push([`${name}: the same, copied once more`, twice, ratio(twice)]);
  rows.push([
    `${name}: estimated without the copy`,
    without,
    `${ratio(without)}; the copy is ${(100 * share).toFixed(1)}% of the time`,
  ]);
}
printTable('deals per second (all seats, every step)', rows);
