// Random Kalter Schlag deals through the kernel (three ways) and through the deal
// statechart actor, beside the limit anchor measured in the same run.
// Run after `pnpm build`: node bench/kalter-schlag.mjs [--quick]
import { Rng } from '@stich/core';
import { createDealMachine } from '@stich/core/tools';
import { kalterSchlag } from '@stich/kalter-schlag';
import { createActor } from 'xstate';
import { fmt, measure, median, pairedWithAnchor, printTable, runAnchor, spread } from './lib.mjs';

const quick = process.argv.includes('--quick');
const RUNS = 3;
const KERNEL_DEALS = quick ? 100_000 : 1_000_000;
const PURE_DEALS = quick ? 2_000 : 20_000;
const ACTOR_DEALS = quick ? 500 : 5_000;

const rules = kalterSchlag.rules();

/** Kernel, fused: redeal + playout + outcome, the simulation path. */
function kernelPlayout(n) {
  const rng = new Rng(1);
  const s = rules.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < n; d++) {
    rules.redeal(s, d & 3, rng);
    rules.playout(s, rng);
    sum += rules.outcome(s).penalties[0];
  }
  return sum;
}

/** Kernel, one action at a time: randomCode + applyCode. */
function kernelSteps(n) {
  const rng = new Rng(1);
  const s = rules.deal({ dealer: 0, rng });
  let sum = 0;
  for (let d = 0; d < n; d++) {
    rules.redeal(s, d & 3, rng);
    while (!rules.isTerminal(s)) rules.applyCode(s, rules.randomCode(s, rng));
    sum += rules.outcome(s).penalties[0];
  }
  return sum;
}

/** The pure API: legalActions + applyAction (copies the state every step). */
function pureApi(n) {
  const rng = new Rng(1);
  let sum = 0;
  for (let d = 0; d < n; d++) {
    let s = rules.deal({ dealer: d & 3, rng });
    while (!rules.isTerminal(s)) {
      const actions = rules.legalActions(s);
      s = rules.applyAction(s, actions[rng.below(actions.length)]).value;
    }
    sum += rules.outcome(s).penalties[0];
  }
  return sum;
}

/** A whole deal through the XState deal actor, random legal actions. */
function actorDeals(n) {
  const rng = new Rng(1);
  const machine = createDealMachine(rules);
  let sum = 0;
  for (let d = 0; d < n; d++) {
    const actor = createActor(machine, { input: rules.deal({ dealer: d & 3, rng }) }).start();
    let game = actor.getSnapshot().context.game;
    while (!rules.isTerminal(game)) {
      const actions = rules.legalActions(game);
      actor.send({ type: 'ACTION', action: actions[rng.below(actions.length)] });
      game = actor.getSnapshot().context.game;
    }
    sum += rules.outcome(game).penalties[0];
    actor.stop();
  }
  return sum;
}

console.log(
  `Kalter Schlag benchmark: node ${process.version}, ${RUNS} runs each, median shown${quick ? ' (quick)' : ''}`,
);
const anchorBefore = runAnchor(quick ? 300_000 : 2_000_000, RUNS);
const playoutRuns = measure(kernelPlayout, KERNEL_DEALS, RUNS);
const stepsRuns = measure(kernelSteps, KERNEL_DEALS / 2, RUNS);
const pureRuns = measure(pureApi, PURE_DEALS, RUNS);
const actorRuns = measure(actorDeals, ACTOR_DEALS, RUNS);
const [playout, steps, pure, actor] = [playoutRuns, stepsRuns, pureRuns, actorRuns].map(median);
const anchorAfter = runAnchor(quick ? 300_000 : 2_000_000, RUNS);
const anchor =
  anchorBefore === null || anchorAfter === null ? null : (anchorBefore + anchorAfter) / 2;
const ratio = (rate) => (anchor === null ? '' : `${((100 * rate) / anchor).toFixed(0)}% of anchor`);

printTable('deals per second', [
  [
    'limit anchor (../shared/anchors/kalter-limit.mjs)',
    anchor,
    anchor === null ? 'anchor not found' : `before ${fmt(anchorBefore)}, after ${fmt(anchorAfter)}`,
  ],
  ['kernel: redeal + playout + outcome', playoutRuns, ratio(playout)],
  ['kernel: randomCode + applyCode per action', stepsRuns, ratio(steps)],
  ['kernel pure API: legalActions + applyAction', pureRuns, ratio(pure)],
  ['statechart actor: whole deal, random actions', actorRuns, ratio(actor)],
]);

// The kernel against the anchor in five interleaved pairs: the spread of the ratio, not one
// figure, since the machine's speed drifts by tens of percent over minutes.
const PAIRS = 5;
const pairs = pairedWithAnchor(kernelPlayout, KERNEL_DEALS, quick ? 300_000 : 2_000_000, PAIRS);
if (pairs !== null) {
  console.log(
    `\nkernel (redeal + playout + outcome) against the anchor, ${PAIRS} interleaved pairs`,
  );
  for (const [i, p] of pairs.entries()) {
    console.log(
      `  pair ${i + 1}: anchor ${fmt(p.anchor ?? 0).padStart(10)}  kernel ${fmt(p.rate).padStart(10)} deals/s  ${(100 * p.ratio).toFixed(0)}%`,
    );
  }
  console.log(`  ratio over the pairs: ${spread(pairs.map((p) => p.ratio))}`);
}
