import { err, type GameState, ok, type Phase, type Result } from '@stich/core';
import {
  applyDiscard,
  decodeDiscard,
  encodeDiscard,
  isDiscardCode,
  listDiscards,
  sampleDiscard,
  takeUpSkat,
} from '@stich/core/kernel';
import { quote } from '@stich/core/tools';
import {
  ALL_CONTRACTS,
  type Contract,
  contractOf,
  type DeclareAction,
  nullValue,
} from '../contract';
import type { SkatOptions } from '../options';
import type { SkatState } from '../state';
import type { SkatAction } from '../variant';
import { kontraPending } from './kontra';

/** @inline */
type S = GameState<SkatState>;

/** Why a contract may not be declared now, or `null` if it may. */
function refuseContract(s: S, c: Contract): string | null {
  if (c.game === 'N' && nullValue(c) < s.x.bid) {
    return `a null game worth ${nullValue(c)} is below the bid of ${s.x.bid}`;
  }
  return null;
}

const sameContract = (a: Contract, b: Contract) =>
  a.game === b.game &&
  a.hand === b.hand &&
  a.schneider === b.schneider &&
  a.schwarz === b.schwarz &&
  a.ouvert === b.ouvert;

/**
 * The declarer's turn after the bidding: take up the skat and lay two cards back, then
 * declare; or declare at once, which makes it a hand game. A null below the bid is refused.
 * Exits: `declared`, or `unchallenged` when no defender made or held a call (so nobody
 * may say kontra).
 *
 * @example
 * phaseGraph({ declaration: { phase: declarationPhase(), exits: { declared: 'play', unchallenged: 'play' } }, ... });
 */
export function declarationPhase(): Phase<
  SkatState,
  SkatOptions,
  SkatAction,
  'declared' | 'unchallenged'
> {
  // The contracts open to a hand or a skat game, by bid: `refuseContract` reads only the
  // bid, so each list is built once (a random playout asks for one every deal). Read only.
  const lists = new Map<number, readonly number[]>();
  const declarable = (s: S, hand: boolean): readonly number[] => {
    const key = 2 * s.x.bid + (hand ? 1 : 0);
    let list = lists.get(key);
    if (list === undefined) {
      list = ALL_CONTRACTS.flatMap((c, i) =>
        c.hand === hand && refuseContract(s, c) === null ? [i] : [],
      );
      lists.set(key, list);
    }
    return list;
  };

  return {
    summary:
      'the declarer takes up the skat and lays two cards back, or plays hand; then declares the contract',
    actionTypes: ['pickUpSkat', 'discard', 'declare'],
    exits: ['declared', 'unchallenged'],
    toAct: ({ s }) => s.x.declarer,
    mayAct: (_ctx, s, seat) => s.x.declarer === seat,

    legal(ctx, s, seat, out) {
      const x = s.x;
      if (x.pickedUp && !x.discarded) return listDiscards(ctx, s, seat, out, 0);
      let n = 0;
      if (!x.pickedUp) out[n++] = ctx.codes.pickUpSkat;
      for (const i of declarable(s, !x.pickedUp)) out[n++] = ctx.codes.declare + i;
      return n;
    },

    sample(ctx, s, seat, rng) {
      const x = s.x;
      if (x.pickedUp && !x.discarded) return sampleDiscard(ctx, s, seat, rng);
      const options = declarable(s, !x.pickedUp);
      const r = rng.below(options.length + (x.pickedUp ? 0 : 1));
      if (!x.pickedUp) return r === 0 ? ctx.codes.pickUpSkat : ctx.codes.declare + options[r - 1];
      return ctx.codes.declare + options[r];
    },

    encode(ctx, s, action): Result<number> {
      const x = s.x;
      if (action.type === 'pickUpSkat') {
        if (x.pickedUp)
          return err('ACTION_NOT_ALLOWED', 'the skat has already been taken up', {
            path: ['type'],
          });
        return ok(ctx.codes.pickUpSkat);
      }
      if (action.type === 'discard') {
        if (!x.pickedUp)
          return err('ACTION_NOT_ALLOWED', 'take up the skat before discarding', {
            path: ['type'],
          });
        if (x.discarded)
          return err('ACTION_NOT_ALLOWED', 'two cards have already been laid back', {
            path: ['type'],
          });
        return encodeDiscard(ctx, s, action);
      }
      if (action.type !== 'declare') {
        return err('UNKNOWN_ACTION', `${quote(action.type)} is not an action of the declaration`, {
          path: ['type'],
        });
      }
      if (x.pickedUp && !x.discarded) {
        return err('ACTION_NOT_ALLOWED', 'lay two cards back into the skat before declaring', {
          path: ['type'],
        });
      }
      const contract = contractOf(action, !x.pickedUp);
      if (typeof contract === 'string') return err('INVALID_CONTRACT', contract);
      const why = refuseContract(s, contract);
      if (why !== null) return err('INVALID_CONTRACT', why, { path: ['game'] });
      return ok(ctx.codes.declare + ALL_CONTRACTS.findIndex((c) => sameContract(c, contract)));
    },

    decode(ctx, _s, seat, code): SkatAction {
      if (code === ctx.codes.pickUpSkat) return { type: 'pickUpSkat', seat };
      if (isDiscardCode(code)) return decodeDiscard(ctx, seat, code);
      const c = ALL_CONTRACTS[code - ctx.codes.declare];
      const action: DeclareAction = { type: 'declare', seat, game: c.game, hand: c.hand };
      if (c.ouvert) return { ...action, ouvert: true };
      if (c.schwarz) return { ...action, schneider: true, schwarz: true };
      if (c.schneider) return { ...action, schneider: true };
      return action;
    },

    apply(ctx, s, seat, code) {
      const x = s.x;
      if (code === ctx.codes.pickUpSkat) {
        takeUpSkat(s, seat);
        x.pickedUp = true;
        return undefined;
      }
      if (isDiscardCode(code)) {
        applyDiscard(s, seat, code);
        x.discarded = true;
        return undefined;
      }
      x.contract = ALL_CONTRACTS[code - ctx.codes.declare];
      return kontraPending(s).length > 0 ? 'declared' : 'unchallenged';
    },
  };
}
