// The facts a rule page and the comparison table show, read from a variant definition and
// computed by core (trick tables, phases, machines). Pure.
import { exploreDeal, whenText } from './charts.mjs';
import { optionRows, optionSets } from './options.mjs';

/** Rank letter as players write it (`T` is 10). */
export const rankText = (core, rank) => core.RANK_NAMES[rank]?.short ?? rank;

/** Card orders of one option set's trump modes, modes with the same orders grouped. */
function modeGroups(core, variant, options) {
  const deck = variant.deck;
  const groups = [];
  for (const [mode, spec] of Object.entries(variant.trumpModes(options))) {
    const t = core.compileTrickTable(deck, spec);
    const trumps = core.groupOrder(deck, t, t.trumpGroup);
    const plain = deck.spec.suits.map((suit, g) => ({ suit, order: core.groupOrder(deck, t, g) }));
    const key = JSON.stringify([trumps, plain]);
    const same = groups.find((g) => g.key === key);
    if (same) same.modes.push(mode);
    else groups.push({ key, modes: [mode], trumps, plain });
  }
  return groups;
}

/** Everything the pages need about one variant. */
export function variantFacts(core, variant, extras = {}) {
  const sets = optionSets(core, variant);
  const rules = variant.rules();
  const players = [];
  for (const set of sets) {
    const { seats, active } = variant.rules(set.options).ctx;
    const same = players.find((p) => p.seats === seats && p.active === active);
    if (same) same.labels.add(set.label);
    else players.push({ seats, active, labels: new Set([set.label]) });
  }
  const defaults = modeGroups(core, variant, variant.defaults);
  const changed = [];
  for (const set of sets.slice(1)) {
    const groups = modeGroups(core, variant, variant.rules(set.options).options);
    const fresh = groups.filter((g) => !defaults.some((d) => d.key === g.key));
    if (fresh.length) changed.push({ label: set.label, groups: fresh });
  }
  const explored = exploreDeal(core, variant);
  return {
    variant,
    rules,
    ctx: rules.ctx,
    players,
    modes: defaults,
    changedModes: changed,
    modeNames: extras.modeNames ?? {},
    explored,
    phases: explored.states.filter((s) => !s.final),
    options: optionRows(core, variant),
    when: whenText,
  };
}
