// Random Kalter Schlag deals through the kernel (three ways) and through the deal
// statechart actor, beside the limit anchor measured in the same run.
// Run after `pnpm build`: node bench/kalter-schlag.mjs [--quick]
import { createDealMachine, Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { createActor } from 'xstate';
import { fmt, measure, median, printTable, runAnchor } from './lib.mjs';

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
const playout = median(measure(kernelPlayout, KERNEL_DEALS, RUNS));
const steps = median(measure(kernelSteps, KERNEL_DEALS / 2, RUNS));
const pure = median(measure(pureApi, PURE_DEALS, RUNS));
const actor = median(measure(actorDeals, ACTOR_DEALS, RUNS));
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
  ['kernel: redeal + playout + outcome', playout, ratio(playout)],
  ['kernel: randomCode + applyCode per action', steps, ratio(steps)],
  ['kernel pure API: legalActions + applyAction', pure, ratio(pure)],
  ['statechart actor: whole deal, random actions', actor, ratio(actor)],
]);
