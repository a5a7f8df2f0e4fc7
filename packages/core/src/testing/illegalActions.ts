import type { BaseAction } from '../kernel/actions';
import { codesOf, type Rules } from '../kernel/rules';
import type { GameState } from '../kernel/state';

/**
 * An action the rules must refuse, and why it is wrong.
 *
 * @example
 * for (const { kind, action } of illegalActions(rules, state)) expect(rules.applyAction(state, action).ok).toBe(false);
 */
export interface IllegalSample {
  readonly kind:
    | 'out of turn'
    | 'card not held'
    | 'cannot follow'
    | 'unknown card'
    | 'after the end';
  readonly action: BaseAction;
}

/**
 * A sample of actions that are illegal in `s`: a legal action taken by a seat that may
 * not act; a card the seat to act does not hold; a held card it may not play (it must
 * follow suit); a code that is no card; and, once the deal is over, any play.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * illegalActions(rules, state).map((x) => x.kind); // ['out of turn', 'card not held', 'cannot follow', 'unknown card']
 */
export function illegalActions<O, X, R, A extends BaseAction, V>(
  rules: Rules<O, X, R, A, V>,
  s: GameState<X>,
): IllegalSample[] {
  const codes = rules.ctx.deck.codes;
  const mover = s.turn;
  if (rules.isTerminal(s))
    return [
      {
        kind: 'after the end',
        action: { type: 'play', seat: mover, card: codes[0] } as BaseAction,
      },
    ];
  const legal = rules.legalActions(s);
  const out: IllegalSample[] = [];
  if (legal.length > 0) {
    for (let seat = 0; seat < s.seats; seat++) {
      if (seat !== mover && rules.legalActions(s, seat).length === 0) {
        out.push({ kind: 'out of turn', action: { ...legal[0], seat } });
        break;
      }
    }
  }
  const plays = legal.filter((a) => a.type === 'play') as (A & { card: string })[];
  if (plays.length === 0) return out;
  const play = plays[0];
  const held = new Set(codesOf(rules.ctx as never, s.hands[2 * mover], s.hands[2 * mover + 1]));
  const notHeld = codes.find((c) => !held.has(c));
  if (notHeld !== undefined)
    out.push({ kind: 'card not held', action: { ...play, card: notHeld } });
  const playable = new Set(plays.map((a) => a.card));
  const wrong = [...held].find((c) => !playable.has(c));
  if (wrong !== undefined) out.push({ kind: 'cannot follow', action: { ...play, card: wrong } });
  let unknown = 'X0';
  while (codes.includes(unknown)) unknown += '0';
  out.push({ kind: 'unknown card', action: { ...play, card: unknown } });
  return out;
}
