import type { AnyStateMachine, StateNode } from 'xstate';

/** A Mermaid-safe state id. */
const mermaidId = (key: string) => key.replace(/[^A-Za-z0-9_]/g, '_');

/** A guard or action as its name: `'isLegal'`, `{ type: 'isSessionOver' }`, or a function's name. */
const nameOf = (x: unknown): string => {
  if (typeof x === 'string') return x;
  const o = x as { type?: string; name?: string } | undefined;
  return o?.type ?? o?.name ?? 'anonymous';
};

/** `xstate.done.actor.deal` reads "deal done". */
const eventText = (type: string) => type.replace(/^xstate\.done\.actor\.(.+)$/, '$1 done');

/** Text safe inside a Mermaid transition label (a colon would end it). */
const labelText = (text: string) => text.replaceAll(':', ' =').replaceAll('"', '');

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
 * A Mermaid `stateDiagram-v2` of a statechart, drawn by walking the machine's own state
 * nodes: the initial state, and every transition with a target (eventless transitions
 * labelled by their description, e.g. a phase's exit, else by their guard). Transitions
 * without a target (an `ACTION` handled inside a phase) are not arrows.
 *
 * @example
 * flowDiagram(createDealMachine(skat.rules()));
 * // stateDiagram-v2
 * //   [*] --> bidding
 * //   bidding --> declaration : won
 * //   ...
 */
export function flowDiagram(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const root = machine.root as StateNode;
  for (const n of root.initial?.target ?? []) lines.push(`  [*] --> ${mermaidId(n.key)}`);
  for (const [key, node] of Object.entries(root.states)) {
    const arrow = (to: string, text: string) =>
      lines.push(`  ${mermaidId(key)} --> ${mermaidId(to)}${text ? ` : ${labelText(text)}` : ''}`);
    for (const [event, ts] of node.transitions.entries()) {
      for (const t of ts as readonly Transition[]) {
        for (const to of t.target ?? []) arrow(to.key, label(event, t));
      }
    }
    for (const t of (node.always ?? []) as readonly Transition[]) {
      for (const to of t.target ?? []) arrow(to.key, label('', t));
    }
    if (node.type === 'final') lines.push(`  ${mermaidId(key)} --> [*]`);
  }
  return lines.join('\n');
}
