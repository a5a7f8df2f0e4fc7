import type { CardCode } from '../cards/atoms';
import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { DealPause, KernelContext } from './context';
import type { DealStep } from './spec';

/**
 * Hands (one per seat, empty for seats sitting out) and the skat, as card ids.
 *
 * @example
 * const cards: DealtCards = { hands: [[0, 1], [2, 3]], skat: [4, 5] };
 * rules.fromIds(0, cards);
 */
export interface DealtCards {
  readonly hands: number[][];
  readonly skat: number[];
}

/**
 * The active seats of a deal, clockwise from the dealer's left.
 *
 * @example
 * activeSeats(4, 3, 0); // [1, 2, 3]: the dealer sits out
 */
export function activeSeats(seats: number, active: number, dealer: number): number[] {
  const out: number[] = [];
  for (let i = 1; out.length < active; i++) out.push((dealer + i) % seats);
  return out;
}

/**
 * Checks explicit hands and skat given as codes and turns them into ids. Identical
 * cards (two `JK`) take the copies in turn. Every card of the deck must be dealt once.
 *
 * @example
 * parseDeal(ctx, 0, hands, []); // { ok: true, value: { hands: [...], skat: [] } }
 */
export function parseDeal(
  ctx: KernelContext,
  dealer: number,
  hands: readonly (readonly CardCode[])[],
  skat: readonly CardCode[],
): Result<DealtCards> {
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= ctx.seats) {
    return err('INVALID_DEAL', `dealer must be a seat from 0 to ${ctx.seats - 1}`, {
      path: ['dealer'],
    });
  }
  if (!Array.isArray(hands) || hands.length !== ctx.seats) {
    return err('INVALID_DEAL', `expected ${ctx.seats} hands, one per seat`, { path: ['hands'] });
  }
  const active = new Set(activeSeats(ctx.seats, ctx.active, dealer));
  const used = new Set<number>();
  const take = (code: CardCode, path: (string | number)[]): Result<number> => {
    const ids = typeof code === 'string' ? ctx.deck.idsOf(code) : undefined;
    if (ids === undefined)
      return err('UNKNOWN_CARD', `${quote(code)} is not a card of this deck`, { path });
    const id = ids.find((i) => !used.has(i));
    if (id === undefined) return err('INVALID_DEAL', `${code} is dealt more than once`, { path });
    used.add(id);
    return ok(id);
  };
  const outHands: number[][] = [];
  for (let seat = 0; seat < ctx.seats; seat++) {
    const hand = hands[seat];
    const want = active.has(seat) ? ctx.handSize : 0;
    if (!Array.isArray(hand) || hand.length !== want) {
      return err('INVALID_DEAL', `seat ${seat} must be dealt ${want} cards`, {
        path: ['hands', seat],
      });
    }
    const ids: number[] = [];
    for (let i = 0; i < hand.length; i++) {
      const r = take(hand[i], ['hands', seat, i]);
      if (!r.ok) return r;
      ids.push(r.value);
    }
    outHands.push(ids);
  }
  if (!Array.isArray(skat) || skat.length !== ctx.skatSize) {
    return err('INVALID_DEAL', `the skat must hold ${ctx.skatSize} cards`, { path: ['skat'] });
  }
  const skatIds: number[] = [];
  for (let i = 0; i < skat.length; i++) {
    const r = take(skat[i], ['skat', i]);
    if (!r.ok) return r;
    skatIds.push(r.value);
  }
  if (used.size !== ctx.deck.size) {
    return err(
      'INVALID_DEAL',
      `every card must be dealt once; ${ctx.deck.size - used.size} are missing`,
      {
        path: ['hands'],
      },
    );
  }
  return ok({ hands: outHands, skat: skatIds });
}

/**
 * The deal's pause (its `{ pause }` step), checked: at most one, after a packet to the
 * hands, with only packets to the hands after it; `null` when the deal does not pause.
 * Throws a `TypeError` naming the variant otherwise.
 *
 * @example
 * dealPause('schafkopf', [{ each: 4 }, { pause: 'knock' }, { each: 4 }]); // { phase: 'knock', before: 4 }
 */
export function dealPause(variant: string, steps: readonly DealStep[]): DealPause | null {
  const at = steps.findIndex((step) => 'pause' in step);
  if (at < 0) return null;
  const step = steps[at] as { readonly pause: string };
  const fail = (why: string) =>
    new TypeError(`variant ${variant}: the deal's pause for '${step.pause}' ${why}`);
  if (typeof step.pause !== 'string' || step.pause === '') throw fail('must name a phase');
  const before = steps.slice(0, at).reduce((n, s) => n + ('each' in s ? s.each : 0), 0);
  if (before === 0) throw fail('comes before any packet to the hands');
  const after = steps.slice(at + 1);
  if (after.some((s) => !('each' in s))) throw fail('may be followed by packets to the hands only');
  if (after.length === 0) throw fail('has no packet after it');
  return { phase: step.pause, before };
}
