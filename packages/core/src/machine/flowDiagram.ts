import type { AnyStateMachine, StateNode } from 'xstate';

/**
 * One arrow of a statechart's flow: from a state to a state, with its label.
 *
 * @example
 * const edge: FlowEdge = { from: 'bidding', to: 'declaration', label: 'won' };
 */
export interface FlowEdge {
  readonly from: string;
  readonly to: string;
  readonly label: string;
}

/**
 * The flow of a statechart's top level: its states in order, the initial ones, the arrows
 * between them and the final states.
 *
 * @example
 * const flow: MachineFlow = machineFlow(createDealMachine(kalterSchlag.rules()));
 * flow.edges; // [{ from: 'play', to: 'done', label: 'lastTrick' }]
 */
export interface MachineFlow {
  readonly states: readonly string[];
  readonly initial: readonly string[];
  readonly edges: readonly FlowEdge[];
  readonly finals: readonly string[];
}

/** A guard or action as its name: `'isLegal'`, `{ type: 'isSessionOver' }`, or a function's name. */
const nameOf = (x: unknown): string => {
  if (typeof x === 'string') return x;
  const o = x as { type?: string; name?: string } | undefined;
  return o?.type ?? o?.name ?? 'anonymous';
};

/** `xstate.done.actor.deal` reads "deal done". */
const eventText = (type: string) => type.replace(/^xstate\.done\.actor\.(.+)$/, '$1 done');

interface Transition {
  readonly target?: readonly { readonly key: string }[];
  readonly guard?: unknown;
  readonly actions?: readonly unknown[];
  readonly description?: string;
}

/** One transition as a label: its description, else `event [guard] / action, action`. */
function label(event: string, t: Transition): string {
  if (t.description) return t.description;
  const parts: string[] = [];
  if (event) parts.push(eventText(event));
  if (t.guard) parts.push(`[${nameOf(t.guard)}]`);
  const actions = (t.actions ?? []).map(nameOf);
  if (actions.length) parts.push(`/ ${actions.join(', ')}`);
  return parts.join(' ');
}

/**
 * Walks a machine's own state nodes: the initial state, every transition with a target
 * (eventless ones labelled by their description, e.g. a phase's exit, else by their
 * guard) and the final states. Transitions without a target (an `ACTION` handled inside a
 * phase) are not arrows.
 *
 * @example
 * import { createSessionMachine, machineFlow } from '@stich/core/tools';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * machineFlow(createSessionMachine(kalterSchlag)).initial; // ['playing']
 */
export function machineFlow(machine: AnyStateMachine): MachineFlow {
  const root = machine.root as StateNode;
  const edges: FlowEdge[] = [];
  const finals: string[] = [];
  for (const [from, node] of Object.entries(root.states)) {
    for (const [event, ts] of node.transitions.entries()) {
      for (const t of ts as readonly Transition[]) {
        for (const to of t.target ?? []) edges.push({ from, to: to.key, label: label(event, t) });
      }
    }
    for (const t of (node.always ?? []) as readonly Transition[]) {
      for (const to of t.target ?? []) edges.push({ from, to: to.key, label: label('', t) });
    }
    if (node.type === 'final') finals.push(from);
  }
  return {
    states: Object.keys(root.states),
    initial: (root.initial?.target ?? []).map((n) => n.key),
    edges,
    finals,
  };
}

/** A Mermaid-safe state id. */
const mermaidId = (key: string) => key.replace(/[^A-Za-z0-9_]/g, '_');

/** Text safe inside a Mermaid transition label (a colon would end it). */
const labelText = (text: string) => text.replaceAll(':', ' =').replaceAll('"', '');

/**
 * A flow as a Mermaid `stateDiagram-v2`.
 *
 * @example
 * import { machineFlow, mermaidFlow } from '@stich/core/tools';
 *
 * mermaidFlow(machineFlow(machine)); // 'stateDiagram-v2\n  [*] --> play\n  play --> done : lastTrick\n  done --> [*]'
 */
export function mermaidFlow(flow: MachineFlow): string {
  const lines = ['stateDiagram-v2'];
  for (const s of flow.states) {
    if (mermaidId(s) !== s) lines.push(`  state "${s}" as ${mermaidId(s)}`);
  }
  for (const s of flow.initial) lines.push(`  [*] --> ${mermaidId(s)}`);
  for (const e of flow.edges) {
    const text = e.label ? ` : ${labelText(e.label)}` : '';
    lines.push(`  ${mermaidId(e.from)} --> ${mermaidId(e.to)}${text}`);
  }
  for (const s of flow.finals) lines.push(`  ${mermaidId(s)} --> [*]`);
  return lines.join('\n');
}

/**
 * A statechart as a Mermaid `stateDiagram-v2`, drawn from the machine itself
 * ({@link machineFlow}). For a deal machine: one arrow per declared exit of each phase.
 *
 * @example
 * import { createDealMachine, flowDiagram } from '@stich/core/tools';
 * import { skat } from '@stich/skat';
 *
 * flowDiagram(createDealMachine(skat.rules()));
 * // stateDiagram-v2
 * //   [*] --> bidding
 * //   bidding --> declaration : won
 * //   ...
 */
export function flowDiagram(machine: AnyStateMachine): string {
  return mermaidFlow(machineFlow(machine));
}
