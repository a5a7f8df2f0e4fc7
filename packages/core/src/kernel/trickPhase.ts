import { SUIT_NAMES } from '../cards/atoms';
import { byteCounts, countOfBytes, popcount, selectBit } from '../cards/cardSet';
import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import type { Rng } from '../rng/rng';
import { type BaseAction, DOUBLE_CODE, type PlayAction } from './actions';
import type { KernelContext } from './context';
import type { DoublingLadder } from './doubling';
import type { Phase } from './phase';
import { DONE, type GameState } from './state';
import { trickWinner } from './trickTable';

/**
 * How a trick-play phase is set up.
 *
 * @example
 * const config: TrickPhaseConfig<undefined, unknown> = { doubling: FIRST_TRICK_LADDER };
 * trickPhase(config);
 */
export interface TrickPhaseConfig<X, O> {
  /** The doubling ladder that may be used during play, if any. */
  readonly doubling?: DoublingLadder | null;
  /**
   * A further restriction on plays, after following suit (e.g. a called card).
   * Returns a sentence saying why `card` may not be played, or `null` if it may.
   */
  readonly restrictPlay?: (
    ctx: KernelContext<O>,
    s: GameState<X>,
    seat: number,
    card: number,
  ) => string | null;
  /** Checked after each trick; `true` ends the deal early (e.g. null lost). */
  readonly endAfterTrick?: (ctx: KernelContext<O>, s: GameState<X>) => boolean;
  /** Phase after the last trick; `'done'` by default. */
  readonly next?: string;
}

/**
 * Core's trick-play phase: follow the led group (trumps form their own), the trick
 * table decides the winner, who leads next. Optionally interleaves a doubling ladder.
 *
 * @example
 * const play = trickPhase({ doubling: FIRST_TRICK_LADDER });
 */
export function trickPhase<X, O>(config: TrickPhaseConfig<X, O> = {}): Phase<X, O> {
  // Only a first-trick window is the trick phase's to enforce; other windows have phases of their own.
  const ladder = config.doubling?.window.kind === 'firstTrickOwnTurn' ? config.doubling : null;
  const next_ = config.next ?? DONE;
  const { restrictPlay, endAfterTrick } = config;

  const mayDouble = (s: GameState<X>, seat: number): boolean =>
    s.turn === seat && canDouble(s, seat);
  /** Whether `seat`, being the one to play, may double now. */
  const canDouble = (s: GameState<X>, seat: number): boolean => {
    if (ladder === null || s.winners.length !== 0) return false;
    const said = s.doublers;
    if (said.length >= ladder.steps.length) return false;
    if (ladder.oncePerSeat)
      for (let i = 0; i < said.length; i++) if (said[i] === seat) return false;
    return true;
  };

  /** Legal plays as two words, before any variant restriction. */
  const followLo = (ctx: KernelContext<O>, s: GameState<X>, seat: number, word: 0 | 1): number => {
    const own = s.hands[2 * seat + word];
    const start = s.winners.length * ctx.active;
    if (s.history.length === start) return own;
    const table = ctx.tables[s.trump];
    const g = table.group[s.history[start]];
    const lo = s.hands[2 * seat] & table.groupLo[g];
    const hi = s.hands[2 * seat + 1] & table.groupHi[g];
    if ((lo | hi) === 0) return own;
    return word === 0 ? lo : hi;
  };

  const buffer = new Int32Array(64);
  // The state last played out to the end of a whole deal by the fused playout, and the
  // history and trick winners it wrote there (see Rules.redeal).
  let recycled: GameState<X> | null = null;
  const spare = { history: [] as number[], winners: [] as number[] };
  // Scratch for the fused playout: hands (one word per seat), who played each card.
  const handBuffer = new Int32Array(32);
  const ownerBuffer = new Int8Array(32);

  return {
    id: 'play',
    summary: 'trick play: follow the led suit (trumps are a suit of their own) or play any card',
    actionTypes: ladder ? ['play', 'double'] : ['play'],
    mayAct: (_ctx, s, seat) => s.turn === seat,

    legal(ctx, s, seat, out) {
      let n = 0;
      if (ladder !== null && mayDouble(s, seat)) out[n++] = DOUBLE_CODE;
      const h = 2 * seat;
      let lo = s.hands[h];
      let hi = s.hands[h + 1];
      const start = s.winners.length * ctx.active;
      if (s.history.length > start) {
        const table = ctx.tables[s.trump];
        const g = table.group[s.history[start]];
        const flo = lo & table.groupLo[g];
        const fhi = hi & table.groupHi[g];
        if ((flo | fhi) !== 0) {
          lo = flo;
          hi = fhi;
        }
      }
      // Identical cards (two jokers) give one action, not two: a later copy goes when
      // the copy just before it (id - 1) is present too.
      if ((ctx.extraCopiesLo | ctx.extraCopiesHi) !== 0) {
        hi &= ~(ctx.extraCopiesHi & ((hi << 1) | (lo >>> 31)));
        lo &= ~(ctx.extraCopiesLo & (lo << 1));
      }
      if (restrictPlay === undefined) {
        while (lo !== 0) {
          out[n++] = 31 - Math.clz32(lo & -lo);
          lo &= lo - 1;
        }
        while (hi !== 0) {
          out[n++] = 63 - Math.clz32(hi & -hi);
          hi &= hi - 1;
        }
        return n;
      }
      while (lo !== 0) {
        const card = 31 - Math.clz32(lo & -lo);
        lo &= lo - 1;
        if (restrictPlay(ctx, s, seat, card) === null) out[n++] = card;
      }
      while (hi !== 0) {
        const card = 63 - Math.clz32(hi & -hi);
        hi &= hi - 1;
        if (restrictPlay(ctx, s, seat, card) === null) out[n++] = card;
      }
      return n;
    },

    sample(ctx, s, seat, rng: Rng) {
      if (restrictPlay !== undefined || (ctx.extraCopiesLo | ctx.extraCopiesHi) !== 0) {
        const n = this.legal(ctx, s, seat, buffer);
        return buffer[rng.below(n)];
      }
      const dbl = ladder !== null && mayDouble(s, seat) ? 1 : 0;
      const h = 2 * seat;
      let lo = s.hands[h];
      let hi = s.hands[h + 1];
      const start = s.winners.length * ctx.active;
      if (s.history.length > start) {
        const table = ctx.tables[s.trump];
        const g = table.group[s.history[start]];
        const flo = lo & table.groupLo[g];
        const fhi = hi & table.groupHi[g];
        if ((flo | fhi) !== 0) {
          lo = flo;
          hi = fhi;
        }
      }
      const countsLo = byteCounts(lo);
      const nlo = countOfBytes(countsLo);
      const r = rng.below(dbl + nlo + popcount(hi)) - dbl;
      if (r < 0) return DOUBLE_CODE;
      if (r < nlo) return selectBit(lo, countsLo, r);
      return 32 + selectBit(hi, byteCounts(hi), r - nlo);
    },

    playout(ctx, s, rng) {
      if (
        restrictPlay !== undefined ||
        (ctx.extraCopiesLo | ctx.extraCopiesHi) !== 0 ||
        ctx.deck.size > 32
      ) {
        while (s.phase === 'play') this.apply(ctx, s, s.turn, this.sample!(ctx, s, s.turn, rng));
        return;
      }
      // The rules of `sample` + `apply`, fused into one loop over local variables, for
      // decks of up to 32 cards without identical copies (one word per card set). The
      // trick's winner is found once the trick is complete, from the trumps (or else the
      // led group) in it.
      const active = ctx.active;
      const table = ctx.tables[s.trump];
      const { group, power, groupLo, lowestIdWins } = table;
      const trumpLo = groupLo[table.trumpGroup];
      const { history, next, won, tricks } = s;
      const hands = handBuffer;
      const owner = ownerBuffer;
      const seats = s.seats;
      for (let seat = 0; seat < seats; seat++) hands[seat] = s.hands[2 * seat];
      // rng.below(n) inlined: the numbers the generator has buffered first, then
      // xoshiro128** steps on its state in locals (the same stream).
      // The step is Rng.refill's, written out: a helper keeping the state in an object or
      // array made the shuffle half again slower (about 240 against 155 ns; locals stay in registers).
      const batch = rng.buffer;
      let draw = rng.index;
      let { a, b, c, d } = rng;
      // The history grows into an array of its final length (cheaper than pushing), cut
      // to length where the deal ends early. A deal dealt again into the state last
      // played out here (`redeal`) writes into that deal's arrays instead.
      const k = history.length;
      let trick = s.winners.length;
      const size = ctx.tricksPerDeal * active;
      const again = s === recycled && k === 0 && trick === 0 && history !== spare.history;
      const all = again ? spare.history : new Array<number>(size);
      const winners = again ? spare.winners : new Array<number>(ctx.tricksPerDeal);
      for (let i = 0; i < k; i++) all[i] = history[i];
      for (let i = 0; i < trick; i++) winners[i] = s.winners[i];
      let end = k;
      let turn = s.turn;
      // Cards already on the table: the trick so far.
      let inTrick = history.length - trick * active;
      let tlo = 0;
      let ledLo = 0;
      for (let i = 0, seat = s.leader; i < inTrick; i++, seat = next[seat]) {
        const card = history[history.length - inTrick + i];
        if (i === 0) ledLo = groupLo[group[card]];
        owner[card] = seat;
        tlo |= 1 << card;
      }
      // Doubling (first trick only): how many steps are left, and who may no longer say one.
      let doubles = ladder === null || trick !== 0 ? 0 : ladder.steps.length - s.doublers.length;
      const once = ladder?.oncePerSeat === true ? 1 : 0;
      let doubled = 0;
      if (once === 1) for (let i = 0; i < s.doublers.length; i++) doubled |= 1 << s.doublers[i];
      for (;;) {
        while (inTrick < active) {
          // The cards of the led group if the seat has any, else the whole hand; without a
          // branch, which would be mispredicted about half the time: all ones where
          // `follow` is not empty.
          let lo = hands[turn];
          const follow = lo & ledLo;
          lo ^= (lo ^ follow) & ((follow | -follow) >> 31);
          let u: number;
          if (draw < batch.length) u = batch[draw++];
          else {
            const m = Math.imul(b, 5);
            u = Math.imul((m << 7) | (m >>> 25), 9) >>> 0;
            const t = b << 9;
            c ^= a;
            d ^= b;
            b ^= c;
            a ^= d;
            c ^= t;
            d = (d << 11) | (d >>> 21);
          }
          // Where the seat may double, that is choice 0 and the cards come after it.
          const counts = byteCounts(lo);
          let n = countOfBytes(counts);
          let r: number;
          if (doubles > 0 && (doubled & (1 << turn)) === 0) {
            n++;
            r = ((((u >>> 16) * n + (((u & 0xffff) * n) >>> 16)) >>> 16) >>> 0) - 1;
            if (r < 0) {
              s.doublers.push(turn);
              doubles--;
              doubled |= once << turn;
              continue;
            }
          } else r = (((u >>> 16) * n + (((u & 0xffff) * n) >>> 16)) >>> 16) >>> 0;
          const card = selectBit(lo, counts, r);
          const bit = 1 << card;
          hands[turn] ^= bit;
          if (inTrick++ === 0) ledLo = groupLo[group[card]];
          tlo |= bit;
          owner[card] = turn;
          all[end++] = card;
          turn = next[turn];
        }
        // The highest trump in the trick wins, or else the highest card of the led group.
        const trumps = tlo & trumpLo;
        const led = tlo & ledLo;
        let cand = led ^ ((led ^ trumps) & ((trumps | -trumps) >> 31));
        let top = 31 - Math.clz32(cand & -cand);
        if (!lowestIdWins) {
          for (cand &= cand - 1; cand !== 0; cand &= cand - 1) {
            const id = 31 - Math.clz32(cand & -cand);
            if (power[id] > power[top]) top = id;
          }
        }
        const best = owner[top];
        won[2 * best] |= tlo;
        tricks[best]++;
        winners[trick] = best;
        turn = best;
        inTrick = 0;
        tlo = 0;
        ledLo = 0;
        doubles = 0;
        if (++trick === ctx.tricksPerDeal) break;
        if (endAfterTrick !== undefined) {
          all.length = end;
          s.history = all;
          winners.length = trick;
          s.winners = winners;
          for (let seat = 0; seat < seats; seat++) s.hands[2 * seat] = hands[seat];
          s.turn = turn;
          s.leader = turn;
          if (endAfterTrick(ctx, s)) break;
        }
      }
      if (all.length !== end) all.length = end;
      s.history = all;
      if (winners.length !== trick) winners.length = trick;
      s.winners = winners;
      // Only arrays of a whole deal are written again: a shortened one would grow anew.
      recycled = end === size ? s : null;
      spare.history = all;
      spare.winners = winners;
      for (let seat = 0; seat < seats; seat++) s.hands[2 * seat] = hands[seat];
      rng.index = draw;
      rng.a = a;
      rng.b = b;
      rng.c = c;
      rng.d = d;
      s.turn = turn;
      s.leader = turn;
      s.phase = next_;
    },

    encode(ctx, s, action): Result<number> {
      const seat = action.seat;
      if (action.type === 'double') {
        if (ladder === null) return err('UNKNOWN_ACTION', 'this game has no doubling');
        if (ladder.oncePerSeat && s.doublers.includes(seat)) {
          return err(
            'ALREADY_DOUBLED',
            `seat ${seat} has already doubled; each player may double once`,
          );
        }
        if (s.doublers.length >= ladder.steps.length) {
          return err('DOUBLE_NOT_ALLOWED', `all ${ladder.steps.length} doublings have been said`);
        }
        if (!mayDouble(s, seat)) {
          return err(
            'DOUBLE_NOT_ALLOWED',
            'doubling is allowed only during the first trick, on your own turn before you play',
          );
        }
        return ok(DOUBLE_CODE);
      }
      if (action.type !== 'play') {
        return err('UNKNOWN_ACTION', `${quote(action.type)} is not an action of trick play`, {
          path: ['type'],
        });
      }
      const code = (action as PlayAction).card;
      const ids = typeof code === 'string' ? ctx.deck.idsOf(code) : undefined;
      if (ids === undefined) {
        return err('UNKNOWN_CARD', `${quote(code)} is not a card of this deck`, {
          path: ['card'],
        });
      }
      const held = ids.find((id) => (s.hands[2 * seat + (id >>> 5)] & (1 << (id & 31))) !== 0);
      if (held === undefined) {
        return err('CARD_NOT_HELD', `seat ${seat} does not hold ${code}`, { path: ['card'] });
      }
      const word = (held >>> 5) as 0 | 1;
      if ((followLo(ctx, s, seat, word) & (1 << (held & 31))) === 0) {
        const table = ctx.tables[s.trump];
        const g = table.group[s.history[s.winners.length * ctx.active]];
        const led =
          g === table.trumpGroup ? 'a trump' : `a card of ${SUIT_NAMES[ctx.deck.spec.suits[g]].en}`;
        return err(
          'MUST_FOLLOW_SUIT',
          `${led} was led and seat ${seat} can follow; ${code} does not`,
          {
            path: ['card'],
          },
        );
      }
      const why = restrictPlay?.(ctx, s, seat, held) ?? null;
      if (why !== null) return err('PLAY_RESTRICTED', why, { path: ['card'] });
      return ok(held);
    },

    decode(ctx, _s, seat, code): BaseAction {
      if (code === DOUBLE_CODE) return { type: 'double', seat };
      return { type: 'play', seat, card: ctx.deck.codes[code] } as PlayAction;
    },

    apply(ctx, s, seat, code) {
      if (code === DOUBLE_CODE) {
        s.doublers.push(seat);
        return;
      }
      s.hands[2 * seat + (code >>> 5)] ^= 1 << (code & 31);
      const history = s.history;
      history.push(code);
      const active = ctx.active;
      const start = s.winners.length * active;
      if (history.length - start < active) {
        s.turn = s.next[seat];
        return;
      }
      const k = trickWinner(ctx.tables[s.trump], history, start, active);
      let winner = s.leader;
      for (let i = 0; i < k; i++) winner = s.next[winner];
      let lo = 0;
      let hi = 0;
      for (let i = start; i < start + active; i++) {
        const c = history[i];
        if (c < 32) lo |= 1 << c;
        else hi |= 1 << (c - 32);
      }
      s.won[2 * winner] |= lo;
      s.won[2 * winner + 1] |= hi;
      s.tricks[winner]++;
      s.winners.push(winner);
      s.leader = winner;
      s.turn = winner;
      if (s.winners.length === ctx.tricksPerDeal || endAfterTrick?.(ctx, s) === true) {
        s.phase = next_;
      }
    },
  };
}
