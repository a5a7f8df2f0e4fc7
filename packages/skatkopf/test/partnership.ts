import { Rng } from '@stich/core';
import { codesOf } from '@stich/core/kernel';
import { partnerOf } from '@stich/skatkopf';
import type { SkatkopfAction, SkatkopfOptions } from '../src/index';
import { A, type Rules, rulesOf, run, type State } from './helpers';

/** What a batch of partnership checks did. */
export interface PartnershipStats {
  /** Deals where the called card was swapped and the views compared. */
  readonly swapped: number;
  /** Views compared. */
  readonly views: number;
  /** Steps played before the called card (or its twin) had to be played. */
  readonly steps: number;
}

const json = (x: unknown) => JSON.stringify(x);

/**
 * Plays two deals that differ only in which of two seats holds the called card (the
 * other holds a card of the same suit instead), with the same actions, and compares the
 * views of every other seat (the declarer included) at every step until one of the two
 * swapped cards would have to be played. Returns the number of views compared; throws on
 * the first difference.
 */
export function compareSwapped(
  rules: Rules,
  a: State,
  b: State,
  viewers: readonly number[],
  before: readonly SkatkopfAction[],
  pick: (legal: SkatkopfAction[]) => SkatkopfAction | undefined,
): { views: number; steps: number } {
  let views = 0;
  let steps = 0;
  const compare = (what: string) => {
    for (const seat of viewers) {
      const va = json(rules.view(a, seat));
      const vb = json(rules.view(b, seat));
      if (va !== vb) throw new Error(`seat ${seat}'s view differs ${what}:\n${va}\n${vb}`);
      views++;
    }
  };
  compare('at the deal');
  for (const action of before) {
    a = run(rules, a, [action]);
    b = run(rules, b, [action]);
    compare(`after ${json(action)}`);
  }
  while (!rules.isTerminal(a)) {
    const inB = new Set(rules.legalActions(b).map(json));
    const both = rules.legalActions(a).filter((x) => inB.has(json(x)));
    const next = pick(both);
    if (next === undefined) break;
    a = run(rules, a, [next]);
    b = run(rules, b, [next]);
    steps++;
    compare(`after ${json(next)} (step ${steps})`);
  }
  return { views, steps };
}

/**
 * Seeded random Partner deals: forehand opens and declares Partner, makes trump and calls
 * at random. Where the called card's holder P and another defender Q holding a card X of
 * the called suit exist, a twin deal swaps the called card and X between P and Q; the
 * views of the declarer and the remaining seat must match at every step until the called
 * card or X is played. Twins whose tournee would turn other cards (the kitty's order
 * comes from the hands) are skipped.
 */
export function checkPartnership(
  options: Partial<SkatkopfOptions>,
  deals: number,
  seed: string,
): PartnershipStats {
  const rules = rulesOf(options);
  const codes = rules.ctx.deck.codes;
  let swapped = 0;
  let views = 0;
  let steps = 0;
  for (let i = 0; i < deals; i++) {
    const rng = new Rng(`${seed}:${i}`);
    const dealer = i % 4;
    const start = rules.deal({ dealer, rng });
    const forehand = start.lead0;
    const order = [0, 1, 2, 3].map((k) => (forehand + k) % 4);
    const before: SkatkopfAction[] = [
      A.bid(forehand, 'partner'),
      ...order.slice(1).map((seat) => A.pass(seat)),
      A.declare(forehand, 'partner'),
    ];
    let s = run(rules, start, before);
    while (s.phase === 'trump' || s.phase === 'call') {
      const legal = rules.legalActions(s);
      const action = legal[rng.below(legal.length)];
      before.push(action);
      s = run(rules, s, [action]);
    }
    const called = s.x.called;
    const p = partnerOf(rules.ctx, s);
    if (p < 0) continue;
    const table = rules.ctx.tables[s.trump];
    const hands = [0, 1, 2, 3].map((seat) =>
      codesOf(rules.ctx, start.hands[2 * seat], start.hands[2 * seat + 1]),
    );
    const others = order.filter((seat) => seat !== forehand && seat !== p);
    const q = others.find((seat) =>
      hands[seat].some((c) => table.group[rules.ctx.deck.idsOf(c)![0]] === table.group[called]),
    );
    if (q === undefined) continue;
    const x = hands[q].find(
      (c) => table.group[rules.ctx.deck.idsOf(c)![0]] === table.group[called],
    )!;
    const twin = hands.map((h) => h.slice());
    twin[p][twin[p].indexOf(codes[called])] = x;
    twin[q][twin[q].indexOf(x)] = codes[called];
    const skat = codesOf(rules.ctx, start.skat[0], start.skat[1]);
    const b = rules.fromDeal({ dealer, hands: twin, skat });
    if (!b.ok) throw new Error(b.error.message);
    if (s.x.turned > 0 && json(b.value.x.kitty) !== json(start.x.kitty)) continue;
    const viewers = order.filter((seat) => seat !== p && seat !== q);
    const r = compareSwapped(rules, start, b.value, viewers, before, (legal) =>
      legal.length === 0 ? undefined : legal[rng.below(legal.length)],
    );
    swapped++;
    views += r.views;
    steps += r.steps;
  }
  return { swapped, views, steps };
}
