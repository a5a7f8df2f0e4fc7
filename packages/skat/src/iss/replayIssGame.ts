import type { ErrorCode, GameState, Result } from '@stich/core';
import { codesOf, isOver } from '@stich/core/kernel';
import { activeOf } from '@stich/core/scoring';
import type { SkatOutcome } from '../outcome';
import type { SkatState } from '../state';
import { type SkatAction, skat } from '../variant';
import { declareOf } from './issContract';
import { type IssError, issErr } from './issError';
import type { IssMove } from './issMove';
import type { IssGame } from './parseIssRecord';

/**
 * The Skat kernel ISS games are played under: the official rules, 3 seats, dealer 2.
 *
 * @example
 * const rules: IssRules = issRules();
 * rules.fromDeal({ dealer: 2, hands: game.deal.hands, skat: game.deal.skat });
 */
export type IssRules = ReturnType<typeof skat.rules>;

let cached: IssRules | undefined;
/**
 * The kernel for ISS games (default options), compiled once.
 *
 * @example
 * issRules().fromDeal({ dealer: 2, hands, skat });
 */
export const issRules = (): IssRules => {
  cached ??= skat.rules();
  return cached;
};

/**
 * An ISS game replayed through the kernel.
 *
 * @example
 * const replay = replayIssGame(game);
 * if (replay.ok) replay.value.outcome?.value; // our score of the game
 */
export interface IssReplay {
  readonly game: IssGame;
  readonly rules: IssRules;
  /** The state as dealt, and after the last action. */
  readonly start: GameState<SkatState>;
  readonly state: GameState<SkatState>;
  /** The kernel actions the moves became, in order. */
  readonly actions: readonly SkatAction[];
  /** For each action, the index of its move in `MV`; -1 where the server settled an open offer. */
  readonly sources: readonly number[];
  /** The timeout or leave that made the game a server penalty, or `null`. */
  readonly penalty: IssMove | null;
  /** Our outcome; `undefined` for a server penalty. */
  readonly outcome: SkatOutcome | undefined;
}

type Step = Result<null, IssError>;
const DONE_STEP: Step = { ok: true, value: null };
const sameCards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Replays an ISS game move by move through the public kernel API (`fromDeal`,
 * `applyAction`). ISS moves become our actions: bids, `y` hold, `p` pass, `s` pickUpSkat
 * (the shown skat `w c1.c2` must be the dealt one), a contract with its discards
 * (`D.ST.H8`, or the discards as the next move), an ouvert hand shown after the discards
 * (checked), cards, `SC` claim and `RE` resign. The server's own events:
 * - `w TI.n` / `w LE.n` of a defender during play: the server credits the declarer with
 *   the rest, i.e. both defenders resign (136415, 18358);
 * - of the declarer, or before there is a contract: a server penalty (8, 30, 10330141);
 * - a hidden card `??` stays unplayed; only an early end may follow it (18358).
 * A record that stops while an offer is open was settled by the server: a declarer's
 * concession is accepted, and a claim that one defender accepted is accepted by the other
 * (272095, ISS2). An illegal move is refused with the kernel's code and the move's index.
 *
 * @example
 * const replay = replayIssGame(parseIssRecord(line).value);
 * if (replay.ok) replay.value.outcome?.value; // -96
 */
export function replayIssGame(game: IssGame): Result<IssReplay, IssError> {
  const rules = issRules();
  const moves = game.moves;
  const dealt = rules.fromDeal({ dealer: 2, hands: game.deal.hands, skat: game.deal.skat });
  if (!dealt.ok) return fail(moves[0], dealt.error.code, dealt.error.message);
  const start = dealt.value;
  let s = start;
  const actions: SkatAction[] = [];
  const sources: number[] = [];
  // A contract waiting for its discards, a hidden card played, the move that made a penalty.
  const open: {
    pending: (IssMove & { kind: 'declare' }) | null;
    hidden: IssMove | null;
    penalty: IssMove | null;
  } = { pending: null, hidden: null, penalty: null };

  const apply = (action: SkatAction, move: IssMove | null): Step => {
    const r = rules.applyAction(s, action);
    if (!r.ok) return fail(move ?? moves[moves.length - 1], r.error.code, r.error.message);
    s = r.value;
    actions.push(action);
    sources.push(move === null ? -1 : move.index);
    return DONE_STEP;
  };
  const applyAll = (list: readonly SkatAction[], move: IssMove | null): Step => {
    for (const action of list) {
      const r = apply(action, move);
      if (!r.ok) return r;
    }
    return DONE_STEP;
  };
  /** The declarer's hand must be the ouvert hand the move shows. */
  const shown = (move: IssMove & { kind: 'declare' }, cards: readonly string[]): Step => {
    if (cards.length === 0) return DONE_STEP;
    if (!move.contract.ouvert) return fail(move, 'INVALID_RECORD', 'cards after a contract');
    const h = 2 * move.seat;
    const hand = codesOf(rules.ctx, s.hands[h], s.hands[h + 1]);
    return sameCards(hand, cards)
      ? DONE_STEP
      : fail(move, 'INVALID_RECORD', `the ouvert hand shown is not the declarer's hand`);
  };

  const step = (move: IssMove): Step => {
    switch (move.kind) {
      case 'deal':
        return fail(move, 'INVALID_RECORD', 'a second deal');
      case 'bid':
        return apply({ type: 'bid', seat: move.seat, value: move.value }, move);
      case 'hold':
      case 'pass':
        return apply({ type: move.kind, seat: move.seat }, move);
      case 'pickUp':
        return apply({ type: 'pickUpSkat', seat: move.seat }, move);
      case 'skat': {
        const x = s.x;
        if (!x.pickedUp || x.discarded || actions[actions.length - 1]?.type !== 'pickUpSkat')
          return fail(move, 'INVALID_RECORD', 'the skat is shown only when it is taken up');
        const dealtSkat = s.skatOrder.map((id) => rules.ctx.deck.codes[id]);
        return sameCards(dealtSkat, move.cards)
          ? DONE_STEP
          : fail(move, 'INVALID_RECORD', `the skat shown is not the dealt ${dealtSkat.join('.')}`);
      }
      case 'declare': {
        const declare = declareOf(move.seat, move.contract);
        if (!s.x.pickedUp || s.x.discarded) {
          const r = apply(declare, move);
          return r.ok ? shown(move, move.cards) : r;
        }
        if (move.cards.length === 0) {
          open.pending = move;
          return DONE_STEP;
        }
        const [a, b, ...rest] = move.cards;
        if (b === undefined) return fail(move, 'INVALID_RECORD', 'a pickup game lays two cards');
        const r = applyAll([{ type: 'discard', seat: move.seat, cards: [a, b] }, declare], move);
        return r.ok ? shown(move, rest) : r;
      }
      case 'discard': {
        const declared = open.pending;
        if (declared === null) return fail(move, 'INVALID_RECORD', 'discards without a contract');
        open.pending = null;
        const discard: SkatAction = { type: 'discard', seat: move.seat, cards: [...move.cards] };
        return applyAll([discard, declareOf(declared.seat, declared.contract)], move);
      }
      case 'play':
        if (move.card !== null)
          return apply({ type: 'play', seat: move.seat, card: move.card }, move);
        if (s.phase !== 'play' || s.turn !== move.seat)
          return fail(move, 'OUT_OF_TURN', `it is not seat ${move.seat}'s turn to play`);
        open.hidden = move;
        return DONE_STEP;
      case 'claim':
      case 'resign':
        return apply({ type: move.kind, seat: move.seat }, move);
      case 'timeout':
      case 'left': {
        const x = s.x;
        if (isOver(s)) return fail(move, 'GAME_OVER', 'the game is already over');
        if (s.phase !== 'play' || x.contract === null || move.seat === x.declarer) {
          open.penalty = move;
          return DONE_STEP;
        }
        const defenders = activeOf(s).filter((t) => t !== x.declarer);
        const order = [move.seat, ...defenders.filter((t) => t !== move.seat)];
        const give = order.filter((t) => !x.resigned.includes(t));
        return applyAll(
          give.map((seat) => ({ type: 'resign', seat }) as const),
          move,
        );
      }
    }
  };

  for (const move of moves.slice(1)) {
    const server = move.kind === 'timeout' || move.kind === 'left';
    if (open.penalty !== null)
      return fail(
        move,
        'INVALID_RECORD',
        `the server ended the game at move ${open.penalty.index}`,
      );
    if (open.pending !== null && move.kind !== 'discard' && !server)
      return fail(move, 'INVALID_RECORD', 'the two discards must follow the contract');
    if (open.hidden !== null && move.kind === 'play')
      return fail(
        move,
        'INVALID_RECORD',
        `no card may follow the hidden card (??) of move ${open.hidden.index}`,
      );
    const r = step(move);
    if (!r.ok) return r;
  }
  const { pending, penalty } = open;
  if (pending !== null && penalty === null)
    return fail(moves[moves.length - 1], 'INVALID_RECORD', 'the record ends before the discards');
  if (penalty === null && !rules.isTerminal(s)) {
    const settled = settle(s, apply);
    if (!settled.ok) return settled;
    if (!rules.isTerminal(s))
      return issErr('UNFINISHED_DEAL', `the record ends while seat ${s.turn} is to act`, {
        path: ['MV'],
        index: moves.length,
      });
  }
  const outcome = penalty === null ? rules.outcome(s) : undefined;
  return { ok: true, value: { game, rules, start, state: s, actions, sources, penalty, outcome } };
}

/** Settles an offer left open where the record stops, as the server did. */
function settle(s: GameState<SkatState>, apply: (a: SkatAction, m: null) => Step): Step {
  const x = s.x;
  if (s.phase !== 'play' || x.contract === null) return DONE_STEP;
  if (x.resigned.includes(x.declarer))
    return apply({ type: 'claim', seat: s.next[x.declarer] }, null);
  if (!x.claim || x.resigned.length !== 1) return DONE_STEP;
  const other = activeOf(s).find((t) => t !== x.declarer && !x.resigned.includes(t))!;
  return apply({ type: 'resign', seat: other }, null);
}

function fail(move: IssMove, code: ErrorCode, message: string): { ok: false; error: IssError } {
  return issErr(code, `move ${move.index} (${move.text}): ${message}`, {
    path: ['MV', move.index],
    index: move.index,
    column: move.column,
  });
}
