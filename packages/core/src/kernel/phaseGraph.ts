// biome-ignore-all lint/suspicious/noExplicitAny: the graph's nodes hold phases of any exit names; `phaseGraph` checks them one by one
import type { BaseAction } from './actions';
import type { Phase } from './phase';
import { DONE, type GameState } from './state';

/**
 * Where an exit of a phase leads: a phase id, `'done'` (the deal is over and scored),
 * the same with the trump mode in force from then on (by name, fixed or read from the
 * state) and who leads the first trick, or `null`: the exit is closed under these
 * options (the phase must not take it).
 *
 * @typeParam P - the phase ids of the graph
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * const allPassed: ExitTo<'play', SkatState> = { to: 'play', trump: 'ramsch' };
 * const declared: ExitTo<'play', SkatState> = { to: 'play', trump: (s) => s.x.contract!.game };
 * const solo: ExitTo<'play', MyState> = { to: 'play', trump: 'solo', lead: function soloist(s) { return s.x.declarer; } };
 */
export type ExitTo<P extends string = string, X = unknown> =
  | P
  | typeof DONE
  | null
  | {
      readonly to: P | typeof DONE;
      /** The trump mode in force from this exit on, by name (a key of the variant's `trumpModes`). */
      readonly trump?: string | ((s: GameState<X>) => string);
      /**
       * Who leads the first trick from this exit on (e.g. a soloist), read from the state;
       * by default forehand, the dealer's left. The kernel sets `lead0`, which core's trick
       * phase reads when it starts.
       */
      readonly lead?: (s: GameState<X>) => number;
    };

/**
 * One phase of a deal and where each of its exits leads.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 * @typeParam E - the names of the phase's exits
 * @typeParam P - the phase ids of the graph (the targets an exit may name)
 * @example
 * const node: PhaseNode = { phase: trickPhase(), exits: { lastTrick: 'done' } };
 */
export interface PhaseNode<
  X = any,
  O = any,
  A extends BaseAction = any,
  E extends string = string,
  P extends string = string,
> {
  readonly phase: Phase<X, O, A, E>;
  readonly exits: { readonly [K in E]: ExitTo<P, X> };
}

/**
 * A deal as a graph of phases, keyed by phase id: the first open phase starts the deal.
 * A node may be `null`: the phase does not exist under these options (no exit may lead
 * to it).
 * Build it with {@link phaseGraph}, which checks ids and exit names at compile time.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 * @example
 * const graph: PhaseGraph = { play: { phase: trickPhase(), exits: { lastTrick: 'done' } } };
 */
export type PhaseGraph<X = any, O = any, A extends BaseAction = any> = {
  readonly [id: string]: PhaseNode<X, O, A> | null;
};

type ExitOf<P> = P extends Phase<any, any, any, infer E> ? E : never;
type StateOf<P> = P extends Phase<infer X, any, any, any> ? X : never;

/** A node's exits: each exit of its phase mapped to a phase id of the graph; no others. */
type CheckedNode<Ids extends string, N> = N extends PhaseNode
  ? {
      readonly phase: N['phase'];
      readonly exits: {
        readonly [E in ExitOf<N['phase']>]: ExitTo<Ids, StateOf<N['phase']>>;
      } & { readonly [E in Exclude<keyof N['exits'], ExitOf<N['phase']>>]: never };
    }
  : null;

/** Every node checked against the graph's ids. */
type CheckedGraph<G extends PhaseGraph> = {
  readonly [K in keyof G]: CheckedNode<keyof G & string, G[K]>;
};

/**
 * Declares a deal's phase graph. Phase ids are the keys (the first open one starts the deal)
 * and exit names come from each phase, as literal types: a mistyped target, a missing
 * exit or an exit the phase does not have is a compile error. The graph is checked again
 * when the rules are compiled (see `compileRules`).
 *
 * @typeParam G - the graph as written: phase ids as keys, exit names and targets as literals
 * @example
 * import { phaseGraph, trickPhase } from '@stich/core';
 *
 * phases: (ctx) =>
 *   phaseGraph({
 *     bidding: { phase: bidding, exits: { won: 'declaration', allPassed: 'done' } },
 *     declaration: { phase: declaration, exits: { declared: { to: 'play', trump: (s) => s.x.game } } },
 *     play: { phase: trickPhase(), exits: { lastTrick: 'done' } },
 *   }),
 */
export function phaseGraph<const G extends PhaseGraph>(graph: G & CheckedGraph<G>): G {
  return graph;
}

/**
 * A declared exit, resolved once when the rules are compiled.
 *
 * @example
 * rules.phases[0].edges; // [{ exit: 'won', to: 'declaration' }, { exit: 'allPassed', to: 'done' }]
 */
export interface PhaseEdge {
  readonly exit: string;
  /** The target phase id, or `'done'`. */
  readonly to: string;
  /**
   * The trump mode this exit sets: its name, or `'from <function>'` when a function reads
   * it from the state (e.g. `'from contractGame'`); absent when the exit keeps the mode.
   */
  readonly trump?: string;
  /** Who leads from this exit on, as `'from <function>'`; absent when forehand leads. */
  readonly lead?: string;
}

/**
 * A phase of compiled rules: the phase with its id and its open exits.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 * @example
 * rules.phases.map((p: CompiledPhase) => `${p.id}: ${p.edges.map((e) => e.exit).join(', ')}`);
 */
export interface CompiledPhase<X = unknown, O = unknown, A extends BaseAction = BaseAction>
  extends Phase<X, O, A> {
  readonly id: string;
  /** Its position in the compiled phases (`rules.phases[index]`). */
  readonly index: number;
  /** The exits open under these options, in declaration order. */
  readonly edges: readonly PhaseEdge[];
}

/** How the kernel leaves a phase by one exit. */
export interface ExitPlan<X, O, A extends BaseAction> {
  readonly exit: string;
  readonly to: string;
  /** The phase entered, or `undefined` for the end of the deal. */
  readonly next: CompiledPhase<X, O, A> | undefined;
  /** The trick table index set on leaving, -1 to keep it, or a name read from the state. */
  readonly trump: number | ((s: GameState<X>) => string);
  /** Who leads the first trick from this exit on, or `null` to keep forehand. */
  readonly lead: ((s: GameState<X>) => number) | null;
}

/**
 * Checks a phase graph and resolves it: each phase with its id and edges, and per phase
 * the plan of each open exit. A bad graph is a `TypeError` naming the phase and the exit:
 * a target that does not exist, an exit the phase lacks or leaves undeclared, an unknown
 * trump mode, a phase not reachable from the first, or one that cannot reach the end.
 *
 * @example
 * const { phases, plans } = compileGraph('skat', spec.phases(ctx), ctx.trumpModes);
 */
export function compileGraph<X, O, A extends BaseAction>(
  variant: string,
  graph: PhaseGraph<X, O, A>,
  trumpModes: readonly string[],
): {
  phases: CompiledPhase<X, O, A>[];
  plans: Map<string, ExitPlan<X, O, A>>[];
} {
  const ids = Object.keys(graph).filter((id) => graph[id] !== null);
  const bad = (msg: string) => new TypeError(`variant ${variant}: ${msg}`);
  if (ids.length === 0) throw bad('the phase graph has no open phase');
  for (const id of ids) {
    if (id === DONE || id === '' || /[.#]/.test(id)) {
      throw bad(`phase id '${id}' cannot name a state: no '.', '#' or '${DONE}'`);
    }
  }
  const phases = ids.map((id, index) => {
    const { phase, exits } = graph[id]!;
    const declared = exits as Readonly<Record<string, ExitTo<string, X>>>;
    for (const name of Object.keys(declared)) {
      if (!phase.exits.includes(name)) throw bad(`phase '${id}' has no exit '${name}'`);
    }
    const edges: PhaseEdge[] = [];
    for (const exit of phase.exits) {
      const target = declared[exit];
      if (target === undefined) throw bad(`phase '${id}': exit '${exit}' leads nowhere`);
      if (target === null) continue;
      const to = typeof target === 'string' ? target : target.to;
      if (to === id) {
        throw bad(
          `phase '${id}': exit '${exit}' leads back to '${id}'; a phase goes on by taking no exit`,
        );
      }
      if (to !== DONE && !ids.includes(to)) {
        const why = to in graph ? 'closed under these options' : 'no phase';
        throw bad(`phase '${id}': exit '${exit}' leads to '${to}', which is ${why}`);
      }
      const trump = typeof target === 'string' ? undefined : target.trump;
      if (typeof trump === 'string' && !trumpModes.includes(trump)) {
        throw bad(`phase '${id}': exit '${exit}' names the trump mode '${trump}', which is none`);
      }
      const lead = typeof target === 'string' ? undefined : target.lead;
      edges.push({
        exit,
        to,
        ...(trump === undefined
          ? {}
          : { trump: typeof trump === 'string' ? trump : `from ${trump.name || 'the state'}` }),
        ...(lead === undefined ? {} : { lead: `from ${lead.name || 'the state'}` }),
      });
    }
    if (edges.length === 0) throw bad(`phase '${id}' has no open exit`);
    return { ...phase, id, index, edges } as CompiledPhase<X, O, A>;
  });
  checkReach(ids, phases, bad);
  const byId = new Map(phases.map((p) => [p.id, p]));
  const plans = ids.map((id) => {
    const declared = graph[id]!.exits as Readonly<Record<string, ExitTo<string, X>>>;
    const plan = new Map<string, ExitPlan<X, O, A>>();
    for (const edge of byId.get(id)!.edges) {
      const target = declared[edge.exit]!;
      const trump = typeof target === 'string' ? undefined : target.trump;
      plan.set(edge.exit, {
        exit: edge.exit,
        to: edge.to,
        next: byId.get(edge.to),
        trump:
          typeof trump === 'function'
            ? trump
            : trump === undefined
              ? -1
              : trumpModes.indexOf(trump),
        lead: (typeof target === 'string' ? undefined : target.lead) ?? null,
      });
    }
    return plan;
  });
  return { phases, plans };
}

/** Every phase is reachable from the first, and every phase can reach the end. */
function checkReach(
  ids: readonly string[],
  phases: readonly CompiledPhase<any, any, any>[],
  bad: (msg: string) => TypeError,
): void {
  const reached = new Set<string>([ids[0]]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of phases) {
      if (!reached.has(p.id)) continue;
      for (const e of p.edges) {
        if (!reached.has(e.to)) {
          reached.add(e.to);
          grew = true;
        }
      }
    }
  }
  for (const p of phases) {
    if (!reached.has(p.id)) throw bad(`phase '${p.id}' cannot be reached from '${ids[0]}'`);
  }
  const ends = new Set<string>([DONE]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of phases) {
      if (!ends.has(p.id) && p.edges.some((e) => ends.has(e.to))) {
        ends.add(p.id);
        grew = true;
      }
    }
  }
  for (const p of phases) {
    if (!ends.has(p.id)) {
      const exits = p.edges.map((e) => `'${e.exit}' -> '${e.to}'`).join(', ');
      throw bad(`phase '${p.id}' cannot reach the end (its exits: ${exits})`);
    }
  }
}
