// The facts a rule page shows, read from a variant definition and computed by core (phases,
// machines) and @stich/cli (card orders, option rows). Pure.
import { exploreDeal, whenText } from './charts.mjs';
import { optionSets } from './options.mjs';

/** Rank letter as players write it (`T` is 10). */
export const rankText = (deck, rank) => deck.names.ranks[rank]?.short ?? rank;

/** Card orders of one option set's trump modes, modes with the same orders grouped. */
function modeGroups(cli, variant, options) {
  const orders = cli.modeOrders(variant, options);
  return cli
    .groupModes(orders, (o) => ({ trumps: o.trumps, plain: o.plain }))
    .map(({ modes, value }) => ({ key: JSON.stringify(value), modes, ...value }));
}

/** Everything the pages need about one variant. */
export function variantFacts(core, cli, variant, extras = {}) {
  const sets = optionSets(core, variant);
  const rules = variant.rules();
  const players = [];
  for (const set of sets) {
    const { seats, active } = variant.rules(set.options).ctx;
    const same = players.find((p) => p.seats === seats && p.active === active);
    if (same) same.labels.add(set.label);
    else players.push({ seats, active, labels: new Set([set.label]) });
  }
  const defaults = modeGroups(cli, variant, variant.defaults);
  const changed = [];
  for (const set of sets.slice(1)) {
    const groups = modeGroups(cli, variant, variant.rules(set.options).options);
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
    options: cli.optionRows(variant),
    when: whenText,
  };
}
