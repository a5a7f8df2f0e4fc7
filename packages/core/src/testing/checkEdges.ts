import { createActor } from 'xstate';
import type { BaseAction } from '../kernel/actions';
import { createDealMachine } from '../machine/dealMachine';
import type { Rng } from '../rng/rng';
import type { Variant } from '../variant/defineVariant';
import { MAX_STEPS } from './checkPlayouts';
import { type ConformancePlan, dealOf, dealRng } from './conformanceOptions';
import { fail, where } from './fail';

/**
 * One declared edge of a deal chart and how often the seeded deals took it.
 *
 * @example
 * const edge: EdgeCount = { from: 'bidding', exit: 'allPassed', to: 'done', taken: 412 };
 */
export interface EdgeCount {
  readonly from: string;
  readonly exit: string;
  readonly to: string;
  readonly taken: number;
  /** Why the edge cannot be taken under these options, when the plan lists it. */
  readonly unreachable?: string;
}

/**
 * What {@link checkEdges} saw: the deals played and every declared edge with its count.
 *
 * @example
 * const seen: EdgeCoverage = checkEdges(skat, conformancePlan({ edgeDeals: 10_000 }));
 * seen.edges.filter((e) => e.taken === 0); // only edges listed as unreachable
 */
export interface EdgeCoverage {
  readonly deals: number;
  readonly edges: readonly EdgeCount[];
}

/**
 * A random legal action: on even deals uniformly among the legal actions; on odd deals
 * first an action type uniformly, then an action of that type, so that rare choices
 * (everyone passing, a resignation) occur too.
 */
function pick<A extends BaseAction>(legal: readonly A[], rng: Rng, byType: boolean): A {
  if (!byType) return legal[rng.below(legal.length)];
  const types = [...new Set(legal.map((a) => a.type))];
  const type = types[rng.below(types.length)];
  const ofType = legal.filter((a) => a.type === type);
  return ofType[rng.below(ofType.length)];
}

/**
 * Drives `plan.edgeDeals` seeded random deals through the XState actor of the deal chart
 * and checks the chart against its declaration: after every action the chart is in the
 * phase the kernel says; every change of state is an eventless transition the machine
 * declares, taken by the exit the kernel reports (guard `'<phase>.<exit>'`); every deal
 * ends in the final state. When the plan lists `unreachable` edges (by `'<phase>.<exit>'`,
 * with the reason), it also checks coverage: every declared edge was taken at least once
 * or is listed, and no listed edge was taken.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * checkEdges(ramsch, conformancePlan({ options: { schieben: true }, edgeDeals: 10_000, unreachable: {} }));
 */
export function checkEdges<O, X, R>(
  variant: Variant<O, X, R>,
  plan: ConformancePlan<O, R>,
): EdgeCoverage {
  const rules = variant.rules(plan.options);
  const machine = createDealMachine(rules);
  // The machine's own eventless transitions, by guard (`'<phase>.<exit>'`): their targets.
  const declared = new Map<string, string>();
  for (const [key, node] of Object.entries(machine.root.states)) {
    for (const t of node.always ?? []) {
      const guard = typeof t.guard === 'string' ? t.guard : (t.guard as { type?: string })?.type;
      if (guard === undefined || !guard.startsWith(`${key}.`)) {
        fail(
          `the chart's state '${key}' has an eventless transition not guarded by one of its exits`,
        );
      }
      for (const to of t.target ?? []) declared.set(guard, to.key);
    }
  }
  const counts = new Map<string, number>();
  for (const phase of rules.phases) {
    for (const edge of phase.edges) {
      const key = `${phase.id}.${edge.exit}`;
      if (declared.get(key) !== edge.to) {
        fail(`the chart does not declare '${key}' -> '${edge.to}' as the rules compile it`);
      }
      counts.set(key, 0);
    }
  }
  for (let i = 0; i < plan.edgeDeals; i++) {
    const { dealer, seed } = dealOf(plan, rules.ctx.seats, i);
    const rng = dealRng(plan, i);
    const actor = createActor(machine, { input: rules.deal({ dealer, rng }) }).start();
    for (let step = 0; actor.getSnapshot().status === 'active'; step++) {
      const at = where(i, dealer, seed, step);
      if (step > MAX_STEPS) fail(`${at}: not over after ${MAX_STEPS} actions`);
      const before = actor.getSnapshot();
      const legal = rules.legalActions(before.context.game);
      if (legal.length === 0) fail(`${at}: no legal action before the end`);
      actor.send({ type: 'ACTION', action: pick(legal, rng, i % 2 === 1) });
      const after = actor.getSnapshot();
      const { game, exit } = after.context;
      if (after.value !== game.phase) {
        fail(`${at}: the chart is in '${String(after.value)}', the kernel in '${game.phase}'`);
      }
      if (after.context.actions.length !== before.context.actions.length + 1) {
        fail(`${at}: a legal action was refused by the chart`);
      }
      const from = before.value as string;
      if (after.value === from) {
        if (exit != null)
          fail(`${at}: the kernel left '${from}' by '${exit.name}', the chart stayed`);
        continue;
      }
      const key = `${from}.${exit?.name}`;
      if (exit == null || exit.from !== from || declared.get(key) !== after.value) {
        fail(
          `${at}: the chart went from '${from}' to '${String(after.value)}', which is no declared edge (exit '${exit?.name}')`,
        );
      }
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    if (actor.getSnapshot().value !== 'done')
      fail(`${where(i, dealer, seed)}: the actor stopped outside the final state`);
    actor.stop();
  }
  const unreachable = plan.unreachable;
  if (unreachable !== undefined) {
    for (const [key, reason] of Object.entries(unreachable)) {
      if (!counts.has(key)) fail(`'${key}' is listed as unreachable but is no declared edge`);
      if (!reason) fail(`'${key}' is listed as unreachable without a reason`);
      const taken = counts.get(key)!;
      if (taken > 0)
        fail(`'${key}' is listed as unreachable (${reason}) but was taken ${taken} times`);
    }
    for (const [key, taken] of counts) {
      if (taken === 0 && unreachable[key] === undefined)
        fail(
          `the declared edge '${key}' was never taken in ${plan.edgeDeals} deals and is not listed as unreachable`,
        );
    }
  }
  const edges = rules.phases.flatMap((p) =>
    p.edges.map((e) => {
      const key = `${p.id}.${e.exit}`;
      const why = unreachable?.[key];
      return {
        from: p.id,
        exit: e.exit,
        to: e.to,
        taken: counts.get(key)!,
        ...(why ? { unreachable: why } : {}),
      };
    }),
  );
  return { deals: plan.edgeDeals, edges };
}
