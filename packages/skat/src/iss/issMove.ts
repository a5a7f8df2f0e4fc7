import type { CardCode, Result } from '@stich/core';
import { quote } from '@stich/core/tools';
import { type IssContract, parseIssContract } from './issContract';
import { type IssError, issErr } from './issError';

/**
 * Where a move stands: its index in `MV` (the deal is 0), its column in the line, and its text.
 *
 * @inline
 */
interface At {
  readonly index: number;
  readonly column: number;
  /** The move as written, e.g. `2 D.ST.H8`. */
  readonly text: string;
}

/**
 * One move of an ISS record's `MV`, typed. `seat` is the ISS position (0 forehand,
 * 1 middlehand, 2 rearhand), which is also our seat with dealer 2. A `play` whose card
 * the record hides (`??`) has `card: null`.
 *
 * @example
 * for (const move of game.moves) if (move.kind === 'bid') console.log(move.seat, move.value); // e.g. 1 18
 */
export type IssMove = At &
  (
    | { readonly kind: 'deal'; readonly cards: readonly CardCode[] }
    | { readonly kind: 'bid'; readonly seat: number; readonly value: number }
    | { readonly kind: 'hold' | 'pass' | 'pickUp' | 'claim' | 'resign'; readonly seat: number }
    | { readonly kind: 'skat'; readonly cards: readonly CardCode[] }
    | {
        readonly kind: 'declare';
        readonly seat: number;
        readonly contract: IssContract;
        /** Cards after the code: the two discards of a pickup game, then an ouvert hand. */
        readonly cards: readonly CardCode[];
      }
    | { readonly kind: 'discard'; readonly seat: number; readonly cards: readonly CardCode[] }
    | { readonly kind: 'play'; readonly seat: number; readonly card: CardCode | null }
    | { readonly kind: 'timeout' | 'left'; readonly seat: number }
  );

/**
 * The kind of an ISS move.
 *
 * @example
 * const kinds = new Set<IssMoveKind>(game.moves.map((m) => m.kind)); // 'deal', 'bid', 'pass', ...
 */
export type IssMoveKind = IssMove['kind'];

const CARD = /^[CSHD][AKQJT987]$/;
/**
 * Whether `text` is a Skat card code (`CJ`, `HT`, `D7`).
 *
 * @example
 * isIssCard('HT'); // true; isIssCard('H10') is false
 */
export const isIssCard = (text: string): boolean => CARD.test(text);

/** @inline */
type Parsed = Result<IssMove, IssError>;
const ok = (move: IssMove): Parsed => ({ ok: true, value: move });

/**
 * Reads one `actor move` pair of an ISS record: actor `w` (the server) or a seat `0 1 2`.
 *
 * @example
 * parseIssMove('2', 'D.ST.H8', { index: 9, column: 210 });
 * // { ok: true, value: { kind: 'declare', seat: 2, contract: {...}, cards: ['ST', 'H8'], index: 9, ... } }
 */
export function parseIssMove(
  actor: string,
  move: string,
  where: { readonly index: number; readonly column: number },
): Parsed {
  const at: At = { ...where, text: `${actor} ${move}` };
  const bad = (message: string) =>
    issErr('INVALID_RECORD', `move ${at.index} (${at.text}): ${message}`, {
      path: ['MV', at.index],
      index: at.index,
      column: at.column,
    });
  if (actor === 'w') {
    const server = /^(TI|LE)\.([0-2])$/.exec(move);
    if (server !== null)
      return ok({ ...at, kind: server[1] === 'TI' ? 'timeout' : 'left', seat: Number(server[2]) });
    const cards = move.split('.');
    const wrong = cards.find((c) => !isIssCard(c));
    if (wrong !== undefined) return bad(`${quote(wrong)} is not a card`);
    if (cards.length === 32) return ok({ ...at, kind: 'deal', cards });
    if (cards.length === 2) return ok({ ...at, kind: 'skat', cards });
    return bad(`the server shows 32 cards (the deal) or 2 (the skat), not ${cards.length}`);
  }
  if (!/^[0-2]$/.test(actor)) return bad(`${quote(actor)} is not an actor (w, 0, 1 or 2)`);
  const seat = Number(actor);
  if (/^\d+$/.test(move)) return ok({ ...at, kind: 'bid', seat, value: Number(move) });
  const simple = SIMPLE.get(move);
  if (simple !== undefined) return ok({ ...at, kind: simple, seat });
  if (move === '??') return ok({ ...at, kind: 'play', seat, card: null });
  if (isIssCard(move)) return ok({ ...at, kind: 'play', seat, card: move });
  const [head, ...cards] = move.split('.');
  const wrong = cards.find((c) => !isIssCard(c));
  if (wrong !== undefined) return bad(`${quote(wrong)} is not a card`);
  if (isIssCard(head)) {
    if (cards.length !== 1) return bad('a separate discard names exactly two cards');
    return ok({ ...at, kind: 'discard', seat, cards: [head, ...cards] });
  }
  const contract = parseIssContract(head);
  if (contract === null) return bad(`${quote(head)} is neither a card, a contract nor a move`);
  return ok({ ...at, kind: 'declare', seat, contract, cards });
}

const SIMPLE = new Map<string, 'hold' | 'pass' | 'pickUp' | 'claim' | 'resign'>([
  ['y', 'hold'],
  ['p', 'pass'],
  ['s', 'pickUp'],
  ['SC', 'claim'],
  ['RE', 'resign'],
]);
