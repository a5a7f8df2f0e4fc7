// The PIMC bot's card decisions per second: the Skat declarer (rules bots bid, declare
// and defend) with 20 samples per card and on a time budget of 200 ms per card (`--think
// 200`: the slowest decision, and how many deals fit), and one Kalter Schlag seat among
// rules bots with 4 samples (its first tricks take the solver far longer), beside the
// limit anchor measured in the same run. Every decision of the PIMC seat in the card play counts,
// including those with one legal card (answered at once). Each row is given by the wall
// clock and by processor time: on a loaded machine the wall clock stretches, the
// processor time much less; the fixed-sample rows also give the solver's positions per
// decision, which no load changes.
// Run after `pnpm build`: node bench/pimc.mjs [--quick]
import { pimcBot } from '../packages/bots/dist/index.js';
import { Rng, unwrap } from '../packages/core/dist/index.js';
import { kalterSchlag } from '../packages/kalter-schlag/dist/index.js';
import { kalterSchlagBot, kalterSchlagPlugin } from '../packages/kalter-schlag/dist/plugin.js';
import { skat } from '../packages/skat/dist/index.js';
import { skatBot, skatPlugin } from '../packages/skat/dist/plugin.js';
import { fmt, median, runAnchor } from './lib.mjs';

const quick = process.argv.includes('--quick');
const SKAT_GAMES = quick ? 6 : 30;
const KS_DEALS = quick ? 1 : 4;

/**
 * Plays seeded deals; `pimcSeat(state)` names the seat PIMC plays from the first card on
 * (or -1 to skip the deal). Returns the time of each PIMC card decision in milliseconds
 * (wall clock); `cpu` receives each one's processor time (what a loaded machine does
 * not stretch).
 */
function timeDecisions(rules, rulesBot, pimc, deals, pimcSeat, cpu = []) {
  const times = [];
  for (let i = 0; i < deals; i++) {
    const rng = new Rng(`bench/${i}`);
    let s = rules.deal({ dealer: i % rules.ctx.seats, rng });
    let seat = -1;
    while (!rules.isTerminal(s)) {
      if (seat < 0 && s.phase === 'play') seat = pimcSeat(s);
      const turn = rules.toAct(s);
      const view = rules.view(s, turn);
      let action;
      if (turn === seat) {
        const t0 = process.hrtime.bigint();
        const c0 = process.cpuUsage();
        action = pimc.choose(view, rng);
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
      } else action = rulesBot.choose(view, rng);
      s = unwrap(rules.applyAction(s, action));
    }
  }
  return times;
}

/**
 * One line per row: by the wall clock, then by processor time (which load does not
 * stretch), then (given `nodes`, the positions the solver searched in all) the solver's
 * work per decision, which does not depend on the machine at all.
 */
function row(label, times, cpu, nodes) {
  const rate = (xs) => (1000 * xs.length) / xs.reduce((a, b) => a + b, 0);
  const ms = (x) => `${x.toFixed(1).padStart(7)} ms`;
  console.log(
    `  ${label.padEnd(46)} ${rate(times).toFixed(2).padStart(7)} decisions/s  (${times.length} decisions; median ${ms(median(times))}, max ${ms(Math.max(...times))})`,
  );
  console.log(
    `  ${'  by processor time'.padEnd(46)} ${rate(cpu).toFixed(2).padStart(7)} decisions/s  (median ${ms(median(cpu))}, max ${ms(Math.max(...cpu))})`,
  );
  if (nodes !== undefined)
    console.log(
      `  ${'  solver positions per decision'.padEnd(46)} ${fmt(Math.round(nodes / times.length)).padStart(7)}`,
    );
}

console.log(`PIMC benchmark: node ${process.version}${quick ? ' (quick)' : ''}`);
const anchorBefore = runAnchor(quick ? 300_000 : 2_000_000, 3);

/** Sums the solver positions each decision searched (what load does not stretch). */
const nodeCounter = () => {
  const counter = { nodes: 0, onDecision: (d) => (counter.nodes += d.nodes) };
  return counter;
};

const skatRules = skat.rules();
const skatCpu = [];
const skatNodes = nodeCounter();
const skatTimes = timeDecisions(
  skatRules,
  skatBot(skatRules),
  pimcBot(skatRules, { samples: 20, adapter: skatPlugin.pimc, onDecision: skatNodes.onDecision }),
  // Deals until SKAT_GAMES games are declared; pass-outs end in the bidding.
  Math.ceil(SKAT_GAMES * 1.6),
  (s) => s.x.declarer,
  skatCpu,
);
const thought = [];
const thinkCpu = [];
const thinkTimes = timeDecisions(
  skatRules,
  skatBot(skatRules),
  pimcBot(skatRules, {
    timeMs: 200,
    adapter: skatPlugin.pimc,
    onDecision: (d) => thought.push(d),
  }),
  quick ? 4 : 10,
  (s) => s.x.declarer,
  thinkCpu,
);
const ksRules = kalterSchlag.rules();
const ksCpu = [];
const ksNodes = nodeCounter();
const ksTimes = timeDecisions(
  ksRules,
  kalterSchlagBot(ksRules),
  pimcBot(ksRules, {
    samples: 4,
    adapter: kalterSchlagPlugin.pimc,
    onDecision: ksNodes.onDecision,
  }),
  KS_DEALS,
  (s) => s.lead0,
  ksCpu,
);
const anchorAfter = runAnchor(quick ? 300_000 : 2_000_000, 3);

console.log('\nPIMC card decisions (the time a seat takes to choose a card)');
row('Skat declarer, 20 samples', skatTimes, skatCpu, skatNodes.nodes);
row('Kalter Schlag forehand, 4 samples', ksTimes, ksCpu, ksNodes.nodes);
row('Skat declarer, time budget 200 ms (--think 200)', thinkTimes, thinkCpu);
const sampled = thought.filter((d) => d.samples > 0).map((d) => d.samples);
console.log(
  `    deals solved per decision: median ${median(sampled)}, fewest ${Math.min(...sampled)}, most ${Math.max(...sampled)}; ${thought.filter((d) => d.samples === 0).length} of ${thought.length} decisions solved none in time (rules bot's card)`,
);
const anchor =
  anchorBefore === null || anchorAfter === null ? null : (anchorBefore + anchorAfter) / 2;
console.log(
  `\nlimit anchor (../shared/anchors/kalter-limit.mjs): ${anchor === null ? 'n/a (anchor not found)' : `${fmt(anchor)} deals/s (before ${fmt(anchorBefore)}, after ${fmt(anchorAfter)})`}`,
);
