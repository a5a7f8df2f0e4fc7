// A deal played by the engine for a rule page: the cards, every action, the tricks and the
// outcome, all computed by the variant's own rules kernel.
import { code, compactJson, fence, table } from './markdown.mjs';

/**
 * An action in words, cards as `show` writes them: `bid 18`, `play ♣J`, `double`,
 * `discard ♦7 ♠8`.
 */
export function actionText(action, show = String) {
  const rest = Object.entries(action)
    .filter(([k]) => k !== 'type' && k !== 'seat')
    .map(([k, v]) => {
      if (Array.isArray(v)) return v.map(show).join(' ');
      if (typeof v === 'boolean') return v ? k : '';
      if (k === 'card') return show(v);
      if (k === 'value' || k === 'game') return String(v);
      return `${k} ${JSON.stringify(v)}`;
    })
    .filter(Boolean);
  return [action.type, ...rest].join(' ');
}

/**
 * Plays one deal: seeded cards, then `choose` picks each action from the legal ones (by
 * default a seeded random pick). Returns the start state, the actions and the final state.
 */
export function playDeal(core, variant, spec) {
  const rules = variant.rules(spec.options ?? {});
  const start = rules.deal({ dealer: spec.dealer ?? 0, seed: spec.seed });
  const rng = new core.Rng(`rule-page-play:${spec.seed}`);
  const actions = [];
  let state = start;
  while (!rules.isTerminal(state)) {
    const legal = rules.legalActions(state);
    const action = spec.choose
      ? spec.choose({ legal, state, rules, rng })
      : legal[rng.below(legal.length)];
    const applied = rules.applyAction(state, action);
    if (!applied.ok) throw new Error(`${variant.id}: ${applied.error.message}`);
    state = applied.value;
    actions.push(action);
  }
  return { rules, start, actions, state, outcome: rules.outcome(state) };
}

/** The Markdown of a played deal. */
export function renderDeal(core, variant, spec) {
  const { rules, start, actions, state, outcome } = playDeal(core, variant, spec);
  const ctx = rules.ctx;
  // Cards as every `stich` command shows them (♣J, ♥10); a code that is no card stays.
  const show = (c) =>
    typeof c === 'string' && ctx.deck.idsOf(c) ? core.cardName(c, ctx.deck) : String(c);
  const out = [];
  const options = spec.options && Object.keys(spec.options).length ? spec.options : null;
  out.push(
    `Cards shuffled with seed ${code(JSON.stringify(spec.seed))}, seat ${start.dealer} deals${
      options ? `, options ${code(JSON.stringify(options))}` : ', default options'
    }. ${spec.note ?? 'Every action is a seeded random pick among the legal ones.'}`,
  );
  const seats = [];
  for (let seat = 0; seat < start.seats; seat++) {
    const hand = core.codesOf(ctx, start.hands[2 * seat], start.hands[2 * seat + 1]);
    const role = [
      seat === start.dealer ? 'dealer' : '',
      seat === start.lead0 ? 'forehand' : '',
      start.next[seat] < 0 ? 'sits out' : '',
    ].filter(Boolean);
    seats.push([String(seat), role.join(', ') || '-', hand.map(show).join(' ') || '-']);
  }
  const skat = core.codesOf(ctx, start.skat[0], start.skat[1]);
  if (skat.length) seats.push(['skat', '-', skat.map(show).join(' ')]);
  out.push(table(['seat', 'role', 'cards dealt'], seats));
  const other = actions.filter((a) => a.type !== 'play');
  if (other.length) {
    out.push(
      `Actions other than card play, in order: ${other.map((a) => `seat ${a.seat} ${code(actionText(a, show))}`).join(', ')}.`,
    );
  }
  const tricks = [];
  for (let t = 0; t < state.winners.length; t++) {
    const cards = [];
    for (let i = 0; i < ctx.active; i++) {
      const id = state.history[t * ctx.active + i];
      cards.push(`${core.seatOfPlay(state, t, i)}: ${show(ctx.deck.codes[id])}`);
    }
    const won = state.history
      .slice(t * ctx.active, (t + 1) * ctx.active)
      .reduce((sum, id) => sum + ctx.deck.points[id], 0);
    tricks.push([String(t + 1), cards.join(', '), String(state.winners[t]), String(won)]);
  }
  if (tricks.length) {
    out.push(table(['trick', 'cards (seat: card)', 'taken by', 'card points'], tricks));
  }
  const left = state.history.length - state.winners.length * ctx.active;
  if (left > 0) out.push(`The deal ended with ${left} card(s) in an unfinished trick.`);
  if (state.winners.length < ctx.tricksPerDeal) {
    out.push(`The deal ended after ${state.winners.length} of ${ctx.tricksPerDeal} tricks.`);
  }
  if (spec.describeOutcome) out.push(spec.describeOutcome(outcome));
  out.push(`The outcome as ${code('rules.outcome(state)')} returns it:`);
  out.push(fence('json', compactJson(outcome)));
  return out.join('\n\n');
}
