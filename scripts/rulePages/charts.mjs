// Statechart diagrams drawn from the real XState machines that core builds for a variant.
import { code, fence, table } from './markdown.mjs';
import { optionSets } from './options.mjs';

/** Seeded random deals played under each option set to see which transitions occur. */
export const EXPLORE_DEALS = 60;

const START = '[*]';

/** A guard or action as its name: `'isLegal'`, `{ type: 'inPhase' }`, or a named function. */
const nameOf = (x) => (typeof x === 'string' ? x : (x?.type ?? x?.name ?? 'anonymous'));

/** An event type as a reader says it: `xstate.done.actor.deal` is "deal done". */
const eventText = (type) => type.replace(/^xstate\.done\.actor\.(.+)$/, '$1 done');

/** One transition as a label: `event [guard] / action, action`. */
function label(event, t) {
  const parts = [];
  if (event) parts.push(eventText(event));
  if (t.guard) parts.push(`[${nameOf(t.guard)}]`);
  const actions = (t.actions ?? []).map(nameOf);
  if (actions.length) parts.push(`/ ${actions.join(', ')}`);
  return parts.join(' ');
}

/** The code of a checked action; a refusal here is a bug in the kernel. */
function unwrapCode(result) {
  if (!result.ok) throw new Error(`a legal action was refused: ${result.error.message}`);
  return result.value;
}

/** Merges ordered key lists, keeping each list's order where it can. */
function mergeOrder(lists) {
  const merged = [];
  for (const list of lists) {
    list.forEach((key, i) => {
      if (merged.includes(key)) return;
      const later = list.slice(i + 1).find((k) => merged.includes(k));
      if (later === undefined) merged.push(key);
      else merged.splice(merged.indexOf(later), 0, key);
    });
  }
  return merged;
}

/**
 * The deal statechart under every explored option set: its states (from
 * `createDealMachine(rules).root.states`), and the transitions between phases that seeded
 * random deals take, each with the option sets it was seen under. Every transition seen
 * must be one the machine declares, or this throws.
 */
export function exploreDeal(core, variant, deals = EXPLORE_DEALS) {
  const sets = optionSets(core, variant);
  const states = new Map();
  const orders = [];
  const edges = new Map();
  const see = (from, to, setLabel) => {
    const key = `${from}\u0000${to}`;
    const edge = edges.get(key) ?? { from, to, labels: new Set() };
    edge.labels.add(setLabel);
    edges.set(key, edge);
  };
  for (const set of sets) {
    const rules = variant.rules(set.options);
    const machine = core.createDealMachine(rules);
    const nodes = machine.root.states;
    orders.push(Object.keys(nodes));
    for (const [key, node] of Object.entries(nodes)) {
      const phase = rules.phases.find((p) => p.id === key);
      const known = states.get(key) ?? {
        key,
        description: node.description ?? '',
        final: node.type === 'final',
        actionTypes: new Set(),
        sets: new Set(),
        entered: new Set(),
        events: [...node.transitions.entries()].flatMap(([event, ts]) =>
          ts.map((t) => ({ event, guard: t.guard, actions: t.actions, target: t.target })),
        ),
      };
      for (const type of phase?.actionTypes ?? []) known.actionTypes.add(type);
      known.sets.add(set.label);
      states.set(key, known);
    }
    const declared = (from, to) =>
      (nodes[from]?.always ?? []).some((t) => t.target?.some((n) => n.key === to));
    for (let i = 0; i < deals; i++) {
      const rng = new core.Rng(`rule-page:${i}`);
      const s = rules.deal({ dealer: i % rules.ctx.seats, rng });
      // Even deals pick uniformly among the legal actions; odd ones first pick an action
      // type, so that rare types (everyone passing, resigning) occur too.
      const byType = i % 2 === 1;
      see(START, s.phase, set.label);
      while (!rules.isTerminal(s)) {
        const before = s.phase;
        if (byType) {
          const legal = rules.legalActions(s);
          const types = [...new Set(legal.map((a) => a.type))];
          const type = types[rng.below(types.length)];
          const ofType = legal.filter((a) => a.type === type);
          rules.applyCode(s, unwrapCode(rules.check(s, ofType[rng.below(ofType.length)])));
        } else rules.applyCode(s, rules.randomCode(s, rng));
        if (s.phase === before) continue;
        if (!declared(before, s.phase)) {
          throw new Error(
            `${variant.id}: the kernel went from '${before}' to '${s.phase}', which the deal machine does not declare`,
          );
        }
        see(before, s.phase, set.label);
      }
    }
  }
  for (const e of edges.values()) for (const l of e.labels) states.get(e.to).entered.add(l);
  const order = mergeOrder(orders);
  return {
    sets,
    deals,
    states: order.map((key) => states.get(key)),
    edges: [...edges.values()],
  };
}

/** Which option sets a thing was seen under, in words; `''` when the defaults include it. */
export function whenText(labels) {
  if (labels.has(null)) return '';
  return [...labels].join(' or ');
}

/** When a state was entered in the explored deals, in words. */
export function enteredText(state) {
  if (state.entered.size === 0) return 'never';
  const when = whenText(state.entered);
  return when ? `only with ${when}` : 'with the default options';
}

/**
 * The deal charts of every explored option set, merged: core's `machineFlow` of
 * `createDealMachine(variant.rules(options))` for each set, each arrow (a phase's exit)
 * once, labelled with the option sets it exists under (or, when the defaults have it, those
 * it does not).
 */
export function dealFlow(core, variant, sets) {
  const flows = sets.map((set) => ({
    set,
    flow: core.machineFlow(core.createDealMachine(variant.rules(set.options))),
  }));
  const states = mergeOrder(flows.map((f) => f.flow.states));
  const edges = new Map();
  for (const { set, flow } of flows) {
    for (const e of flow.edges) {
      const key = `${e.from}\u0000${e.to}\u0000${e.label}`;
      const edge = edges.get(key) ?? { ...e, sets: new Set() };
      edge.sets.add(set.label);
      edges.set(key, edge);
    }
  }
  const at = (key) => states.indexOf(key);
  const merged = [...edges.values()].sort((a, b) => at(a.from) - at(b.from) || at(a.to) - at(b.to));
  return {
    states,
    initial: [...new Set(flows.flatMap((f) => f.flow.initial))],
    finals: [...new Set(flows.flatMap((f) => f.flow.finals))],
    edges: merged.map((e) => {
      const when = whenText(e.sets);
      const missing = sets.filter((set) => !e.sets.has(set.label)).map((set) => set.label);
      let note = '';
      if (when) note = ` (only with ${when})`;
      else if (missing.length) note = ` (not with ${missing.join(' or ')})`;
      return { from: e.from, to: e.to, label: `${e.label}${note}` };
    }),
  };
}

/** The deal statechart as a Mermaid `stateDiagram-v2` plus a table of its states. */
export function dealChart(core, variant, explored) {
  const diagram = core.mermaidFlow(dealFlow(core, variant, explored.sets));
  const rows = explored.states.map((s) => [
    code(s.key),
    s.final ? 'final' : 'phase',
    s.description,
    [...s.actionTypes].map(code).join(', ') || '-',
    whenText(s.sets) || 'always',
    enteredText(s),
  ]);
  const first = explored.states.find((s) => !s.final);
  const byEvent = new Map();
  for (const e of first?.events ?? []) {
    byEvent.set(e.event, [...(byEvent.get(e.event) ?? []), label('', e) || 'nothing']);
  }
  const events = [...byEvent].map(
    ([event, ts]) =>
      `${code(event)} takes the first of ${ts.map((t) => code(t)).join(', then ')} that applies`,
  );
  return [
    fence('mermaid', diagram),
    table(
      [
        'state',
        'kind',
        'description (from the machine)',
        'actions accepted',
        'in the machine',
        'entered',
      ],
      rows,
    ),
    events.length ? `In every phase state, ${events.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The session statechart (`createSessionMachine(variant)`) as Mermaid plus a table. */
export function sessionChart(core, variant) {
  const machine = core.createSessionMachine(variant);
  const nodes = machine.root.states;
  const rows = [];
  for (const [key, node] of Object.entries(nodes)) {
    const handled = [];
    for (const [event, ts] of node.transitions.entries()) {
      for (const t of ts) {
        if (!t.target?.length) handled.push(`${code(event)} ${label('', t)}`.trim());
      }
    }
    const invokes = node.invoke.map((i) => `invokes ${code(i.src)} as ${code(i.id)}`);
    rows.push([
      code(key),
      node.type,
      node.description ?? '',
      [...invokes, ...handled].join('; ') || '-',
    ]);
  }
  return [
    fence('mermaid', core.flowDiagram(machine)),
    table(['state', 'kind', 'description (from the machine)', 'invokes and handles'], rows),
  ].join('\n\n');
}
