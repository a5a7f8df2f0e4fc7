import { byteCounts, countOfBytes, popcount, selectBit } from '../cards/cardSet';
import { type Rng, scaleBelow, xoshiroStep } from '../rng/rng';
import { announcementsSpent, announceRange, type PlayoutAnnouncements } from './announcements';
import type { KernelContext } from './context';
import { type DoublingLadder, ladderRefusalBy } from './doubling';
import { type DoublingRoundState, said, stepSide } from './doublingRound';
import { follows } from './follow';
import type { GameState } from './state';
import type { TrickTable } from './trickTable';

/**
 * Where a fused playout keeps the state it last played out to the end of a whole deal,
 * and the history and trick winners it wrote there (see `Rules.redeal`): one per trick
 * phase, which the phase passes in.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @example
 * const memo: PlayoutMemo<undefined> = { recycled: null, history: [], winners: [] };
 */
export interface PlayoutMemo<X> {
  /** The state last played out to the end of a whole deal, or `null`. */
  recycled: GameState<X> | null;
  /** The history array written there. */
  history: number[];
  /** The trick winners written there. */
  winners: number[];
}

/**
 * A trick phase's fused random playout: plays the deal's cards out at random from `s` to
 * the end of trick play, the very game (and the very random numbers) that the phase's
 * `sample` + `apply` play, and returns the phase's exit. The phase passes its own values:
 * its first-trick `doubling` ladder, its `afterTrick` check (`endAfterTrick`, where it may
 * still end play early), its memo, a called card's duties as numbers (`called`: the card's
 * id or -1, the caller or -1, the cards of the suit the holder must hold at a lead to run
 * away, 33 for never and 0 for always, and 1 where it may be thrown off), and for a ladder
 * by side each seat's side (`sideAt`) and where the step said is noted (`doubled`), and
 * the phase's announcements (`announce`), if any.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @typeParam E - the names of the trick phase's exits besides `lastTrick`
 * @example
 * const exit = widePlayout(ctx, s, rng, null, undefined, memo, duties, null, null, null); // 'lastTrick'
 */
export type FusedPlayout = <X, O, E extends string>(
  ctx: KernelContext<O>,
  s: GameState<X>,
  rng: Rng,
  doubling: DoublingLadder | null,
  afterTrick: ((ctx: KernelContext<O>, s: GameState<X>) => E | null) | undefined,
  memo: PlayoutMemo<X>,
  called: Int32Array,
  sideAt: Int8Array | null,
  doubled: ((s: GameState<X>) => DoublingRoundState) | null,
  announce: PlayoutAnnouncements | null,
) => 'lastTrick' | E;

/**
 * The fused random playout for decks of up to 64 cards (two words per card set), with or
 * without identical copies (two jokers, Doppelkopf's doubled pack): the rules of the trick
 * phase's `sample` + `apply`, fused into one loop over local variables, as core's playout
 * for 32 cards without copies does. The same games and the same random stream: each card
 * is drawn as `sample` draws it from the phase's legal list (a doubling first, then the
 * cards by id, a later copy left out where the copy before it may be played too); a
 * trick's winner among identical copies goes by each card's tie rule (`laterWinsOf`).
 * Keeps a first-trick ladder (also by side), a called card's duties and `endAfterTrick`.
 *
 * Kept out of the kernel that a 32-card game bundles: a trick phase plays such decks
 * fused only when given it (`trickPhase({ widePlayout })`), else through `sample` +
 * `apply`, card by card (the same games, slower).
 *
 * @example
 * import { defineCalledCard, trickPhase } from '@stich/core';
 * import { widePlayout } from '@stich/core/kernel';
 *
 * const play = trickPhase({ calledCard: defineCalledCard({ card: (s) => s.x.called }), widePlayout });
 */
export const widePlayout: FusedPlayout = /* @__PURE__ */ makeWidePlayout();

/** Makes the wide playout and its scratch (made once: see `fusedPlayout` in trickPhase.ts). */
function makeWidePlayout(): FusedPlayout {
  // Scratch per seat (up to 32): hand and cards won (two words each), tricks won, cards
  // held (kept only with announcements), next seat; per card id (up to 64): who played it and its follow group's two words.
  const handLo = new Int32Array(new ArrayBuffer(128));
  const handHi = new Int32Array(new ArrayBuffer(128));
  const wonLo = new Int32Array(new ArrayBuffer(128));
  const wonHi = new Int32Array(new ArrayBuffer(128));
  const trickCount = new Int32Array(new ArrayBuffer(128));
  const heldOf = new Int32Array(new ArrayBuffer(128));
  const nextOf = new Int8Array(new ArrayBuffer(32));
  const owner = new Int8Array(new ArrayBuffer(64));
  const ledLoOf = new Int32Array(new ArrayBuffer(256));
  const ledHiOf = new Int32Array(new ArrayBuffer(256));
  // The trick table the per-card words were read from, and its trumps and tie rules.
  let tableFor: TrickTable | null = null;
  let trumpLoFor = 0;
  let trumpHiFor = 0;
  let powerFor: TrickTable['power'] = new Int16Array(64);
  let laterFor: Uint8Array = new Uint8Array(64);
  let nextFor: readonly number[] | null = null;
  // As in the 32-card playout: fresh arrays for the first calls, so that both paths have
  // their feedback before V8 optimises the loop.
  let warming = 12;
  // Zeros to copy a deal's fresh history and trick winners from: a copy is packed (an
  // array made at its length, `new Array(n)`, is holey, and each reader of the history
  // then checks every card for a hole), and all states' arrays are of one kind.
  const zeros: number[] = [];
  for (let i = 0; i < 64; i++) zeros.push(0);
  // The rules the loop calls, as constants of the closure (see `fusedPlayout`).
  const followRule = follows;
  const countsOf = byteCounts;
  const countOf = countOfBytes;
  const below = scaleBelow;
  const pickBit = selectBit;
  const bits = popcount;
  const refusal = ladderRefusalBy;
  const stepOf = stepSide;
  const noteStep = said;

  /** Reads a trick table's per-card words into the scratch. */
  function readTable(table: TrickTable): void {
    const { group, groupLo, groupHi } = table;
    for (let id = 0; id < group.length; id++) {
      ledLoOf[id] = groupLo[group[id]];
      ledHiOf[id] = groupHi[group[id]];
    }
    trumpLoFor = groupLo[table.trumpGroup];
    trumpHiFor = groupHi[table.trumpGroup];
    // Also where the lowest id wins: a group's powers then fall as its ids rise.
    powerFor = table.power;
    laterFor = table.laterWinsOf;
    tableFor = table;
  }

  /** Writes the scratch's hands, cards won and tricks back into the state. */
  function unload<X>(s: GameState<X>, seats: number): void {
    const { hands, won, tricks } = s;
    for (let seat = 0; seat < seats; seat++) {
      hands[2 * seat] = handLo[seat];
      hands[2 * seat + 1] = handHi[seat];
      won[2 * seat] = wonLo[seat];
      won[2 * seat + 1] = wonHi[seat];
      tricks[seat] = trickCount[seat];
    }
  }

  return function widePlayout<X, O, E extends string>(
    ctx: KernelContext<O>,
    s: GameState<X>,
    rng: Rng,
    doubling: DoublingLadder | null,
    afterTrick: ((ctx: KernelContext<O>, s: GameState<X>) => E | null) | undefined,
    memo: PlayoutMemo<X>,
    called: Int32Array,
    sideAt: Int8Array | null,
    doubled: ((s: GameState<X>) => DoublingRoundState) | null,
    announce: PlayoutAnnouncements | null,
  ): 'lastTrick' | E {
    const active = ctx.active;
    const table = ctx.tables[s.trump];
    // Read in the first calls too (see `warming`), so that the call has its feedback
    // before V8 optimises the playout: otherwise the first change of trump mode after that
    // (a solo after normal games) deoptimises it before its loop, where on-stack-replacement
    // code left from the first optimisation may then run every later call (about a third
    // slower, for the rest of the process).
    if (table !== tableFor || warming > 0) readTable(table);
    const trumpLo = trumpLoFor;
    const trumpHi = trumpHiFor;
    const power = powerFor;
    const laterOf = laterFor;
    const copiesLo = ctx.copiesLo;
    const copiesHi = ctx.copiesHi;
    const oncePerSeat = doubling !== null && doubling.oncePerSeat === true;
    const steps = doubling === null ? 0 : doubling.steps.length;
    const { history, next, won, tricks, doublers } = s;
    const seats = s.seats;
    const handsOf = s.hands;
    for (let seat = 0; seat < seats; seat++) {
      handLo[seat] = handsOf[2 * seat] | 0;
      handHi[seat] = handsOf[2 * seat + 1] | 0;
      wonLo[seat] = won[2 * seat] | 0;
      wonHi[seat] = won[2 * seat + 1] | 0;
      trickCount[seat] = tricks[seat] | 0;
    }
    // The cards each seat holds, for the announcements' deadlines: counted here once, then
    // one less at each card the seat plays (not counted again at every card).
    if (announce !== null) {
      for (let seat = 0; seat < seats; seat++)
        heldOf[seat] = bits(handLo[seat]) + bits(handHi[seat]);
    }
    if (next !== nextFor) {
      for (let seat = 0; seat < seats; seat++) nextOf[seat] = next[seat] | 0;
      nextFor = next;
    }
    // rng.below(n) inlined, as in the 32-card playout (the same stream).
    rng.unbuffer();
    const state = rng.state;
    let a = state[0];
    let b = state[1];
    let c = state[2];
    let d = state[3];
    let u = 0;
    // The history and winners grow into arrays of a whole deal's length (those of the
    // deal last played out here where the state is dealt again), cut where play ends early.
    const k = history.length;
    let trick = s.winners.length;
    const last = ctx.tricksPerDeal;
    const size = last * active;
    // Each comparison and read made at every call, not cut short or in one branch only:
    // each has its feedback from the first calls on, whichever states come first (see the
    // read of the table above).
    const same = s === memo.recycled;
    const atStart = (k | trick) === 0;
    const other = history !== memo.history;
    const again = same && atStart && other;
    const warm = warming > 0;
    const make = !again || warm;
    if (warm) warming--;
    const kept = memo.history;
    const keptWinners = memo.winners;
    const freshHistory = make ? zeros.slice(0, size) : kept;
    const freshWinners = make ? zeros.slice(0, last) : keptWinners;
    const all = again ? kept : freshHistory;
    const winners = again ? keptWinners : freshWinners;
    // Grown by pushes, not by their length (which would leave holes).
    while (all.length < size) all.push(0);
    while (winners.length < last) winners.push(0);
    for (let i = 0; i < k; i++) all[i] = history[i];
    for (let i = 0; i < trick; i++) winners[i] = s.winners[i];
    let end = k;
    let turn = s.turn & 31;
    let exit: 'lastTrick' | E = 'lastTrick';
    // The trick so far: its cards as a set (empty before the lead) and the led group.
    const inTrick = history.length - trick * active;
    let stop = (trick + 1) * active;
    let tlo = 0;
    let thi = 0;
    let ledLo = 0;
    let ledHi = 0;
    for (let i = 0, seat = s.leader; i < inTrick; i++, seat = next[seat]) {
      const card = history[history.length - inTrick + i];
      if (i === 0) {
        ledLo = ledLoOf[card];
        ledHi = ledHiOf[card];
      }
      owner[card] = seat;
      if (card < 32) tlo |= 1 << card;
      else thi |= 1 << (card - 32);
    }
    // A called card's duties while its suit is not opened (see restrictCalledCard and the
    // 32-card playout): the card and its suit (two words each), its holder, the caller.
    const calledId = called[0];
    let calledOn = calledId >= 0;
    const callLo = calledOn && calledId < 32 ? 1 << calledId : 0;
    const callHi = calledOn && calledId >= 32 ? 1 << (calledId - 32) : 0;
    const suitLo = calledOn ? ledLoOf[calledId] : 0;
    const suitHi = calledOn ? ledHiOf[calledId] : 0;
    const caller = called[1];
    const runWith = called[2];
    const throwOff = called[3] !== 0;
    let holder = -1;
    if (calledOn) {
      for (let t = 0; t < trick; t++) {
        const lead = history[t * active];
        if (ledLoOf[lead] === suitLo && ledHiOf[lead] === suitHi) calledOn = false;
      }
      for (let seat = 0; seat < seats; seat++)
        if (((handLo[seat] & callLo) | (handHi[seat] & callHi)) !== 0) holder = seat;
    }
    // Announcements (see PlayoutAnnouncements): read from the state, which is up to date
    // here, and again after each trick while any may still come.
    let announcing = announce?.refresh(ctx as KernelContext<unknown>, s) === true;
    // What each card's check reads, in locals: it stays put until the next refresh (the
    // arrays are changed in place by `note`).
    let open = announcing && announce!.open;
    let annState = announce === null ? null : announce.state;
    let annDeadlines = announce === null ? null : announce.deadlines;
    // Whether each card asks for the announcements: not once both sides are spent.
    const spentNow = announcementsSpent;
    let asking = open && !spentNow(annState!.made, annState!.late, annDeadlines!.length);
    for (;;) {
      const hlo = handLo[turn];
      const hhi = handHi[turn];
      // What the seat may play by the follow rule, over both words.
      const held = (hlo & ledLo) | (hhi & ledHi);
      const flo = followRule(hlo, ledLo, held);
      const fhi = followRule(hhi, ledHi, held);
      let lo = flo;
      let hi = fhi;
      if (calledOn) {
        if (turn === holder) {
          if ((tlo | thi) === 0) {
            // Leading: the called suit only with the called card, unless running away.
            if (bits(hlo & suitLo) + bits(hhi & suitHi) < runWith) {
              lo &= ~suitLo | callLo;
              hi &= ~suitHi | callHi;
            }
          } else if (ledLo === suitLo && ledHi === suitHi) {
            lo = callLo;
            hi = callHi;
          } else if (!throwOff && ((flo & ~callLo) | (fhi & ~callHi)) !== 0) {
            lo &= ~callLo;
            hi &= ~callHi;
          }
        } else if (turn === caller && (tlo | thi) !== 0 && (ledLo !== suitLo || ledHi !== suitHi)) {
          // The caller keeps its last card of the called suit while it can play another.
          const keptLo = hlo & suitLo;
          const keptHi = hhi & suitHi;
          if (bits(keptLo) + bits(keptHi) === 1 && ((flo & ~keptLo) | (fhi & ~keptHi)) !== 0) {
            lo &= ~keptLo;
            hi &= ~keptHi;
          }
        }
      }
      // Identical copies are one choice: a later copy goes where the copy just before it
      // (id - 1) may be played by the follow rule too (as the phase's `legal` lists them).
      hi &= ~(copiesHi & ((fhi << 1) | (flo >>> 31)));
      lo &= ~(copiesLo & (flo << 1));
      ({ u, a, b, c, d } = xoshiroStep(a, b, c, d));
      // The seat's choices other than a card come first, in the phase's legal order: so far
      // the doubling (the ladder is a first-trick window: later tricks skip its checks at one
      // comparison). Choices of other kinds add their count to `extra` here and are told
      // apart by `r + extra` below.
      let extra = 0;
      if (
        trick === 0 &&
        doubling !== null &&
        refusal(oncePerSeat, steps, doublers, turn) === null &&
        (sideAt === null || sideAt[turn] === stepOf(doublers.length))
      )
        extra = 1;
      const dbl = extra;
      // Then the announcements the seat may make, lowest level first (as `legal` lists them).
      let calls = 0;
      if (asking) {
        const side = announce!.side[turn];
        if (side >= 0) {
          const a = annState!;
          calls = announceRange(
            a.made,
            a.late,
            annDeadlines!,
            heldOf[turn],
            side as 0 | 1,
            announce!.reply,
          );
          extra += calls >>> 8;
        }
      }
      const countsLo = countsOf(lo);
      const countsHi = countsOf(hi);
      const nlo = countOf(countsLo);
      const r = below(u, nlo + countOf(countsHi) + extra) - extra;
      if (r < 0) {
        const choice = r + extra;
        if (choice < dbl) {
          // The doubling.
          doublers.push(turn);
          if (doubled !== null) noteStep(doubled(s), end);
        } else {
          // An announcement: the level `calls` starts at, and up.
          announce!.note(turn, (calls & 255) + choice - dbl, heldOf[turn], end);
          if (spentNow(annState!.made, annState!.late, annDeadlines!.length)) asking = false;
        }
        continue;
      }
      // The card's word picked by a mask, not a branch (random play mispredicts which
      // word it falls in): `inHi` is all ones where the card is among ids 32-63.
      const inHi = (nlo - 1 - r) >> 31;
      const word = lo ^ ((lo ^ hi) & inHi);
      const wordCounts = countsLo ^ ((countsLo ^ countsHi) & inHi);
      const card = ((32 & inHi) + pickBit(word, wordCounts, r - (nlo & inHi))) & 63;
      const bit = 1 << (card & 31);
      const bitLo = bit & ~inHi;
      const bitHi = bit & inHi;
      handLo[turn] = hlo ^ bitLo;
      handHi[turn] = hhi ^ bitHi;
      heldOf[turn]--;
      tlo |= bitLo;
      thi |= bitHi;
      if (((bitLo & callLo) | (bitHi & callHi)) !== 0) holder = -1;
      if (end === stop - active) {
        ledLo = ledLoOf[card];
        ledHi = ledHiOf[card];
      }
      owner[card] = turn;
      all[end++] = card;
      turn = nextOf[turn] & 31;
      if (end === stop) {
        // Both words compared at every trick (not the second only where the first is
        // equal): the comparison then has its feedback before V8 optimises the playout.
        if (((ledLo ^ suitLo) | (ledHi ^ suitHi)) === 0) calledOn = false;
        // The winning card in one pass in play order, as winningCardBy and trickWinner
        // settle it: of the candidates (the trumps, else the led group) the highest power
        // (every power is above 0); of identical copies of it (same group and power), the
        // first played, or a later one where its tie rule says the later wins. By masks:
        // random tricks would mispredict branches.
        const tLo = tlo & trumpLo;
        const tHi = thi & trumpHi;
        const anyTrump = (tLo | tHi | -(tLo | tHi)) >> 31;
        const cLo = (tlo & ledLo) ^ (((tlo & ledLo) ^ tLo) & anyTrump);
        const cHi = (thi & ledHi) ^ (((thi & ledHi) ^ tHi) & anyTrump);
        let top = 0;
        let pick = 0;
        for (let i = stop - active; i < stop; i++) {
          const x = all[i];
          const candidate = ((cLo ^ ((cLo ^ cHi) & -(x >>> 5))) >>> (x & 31)) & 1;
          const key = power[x] & -candidate;
          // All ones where the card beats the best so far; 1 where it is a copy of it that
          // takes the trick from it.
          const up = (top - key) >> 31;
          const later = (((key ^ top) - 1) >>> 31) & candidate & laterOf[x];
          top += (key - top) & up;
          pick += (x - pick) & (up | -later);
        }
        const best = owner[pick] & 31;
        wonLo[best] |= tlo;
        wonHi[best] |= thi;
        trickCount[best]++;
        winners[trick] = best;
        turn = best;
        stop += active;
        tlo = 0;
        thi = 0;
        ledLo = 0;
        ledHi = 0;
        if (++trick === last) break;
        if (open && !warm) {
          // Open, they stay as they are (see PlayoutAnnouncements): only the cards in hand
          // fall, the same for every seat at a trick's end.
          announcing = last - trick >= announce!.least;
        } else if (announcing) {
          // The state up to date for the announcements' hooks (sides, deadlines, open). In
          // the first calls also where they are open (it reads them as they were, see
          // `warming`): this path then has its feedback before V8 optimises the playout,
          // and a Hochzeit's first tricks after that do not deoptimise it.
          all.length = end;
          s.history = all;
          winners.length = trick;
          s.winners = winners;
          unload(s, seats);
          s.turn = turn;
          s.leader = turn;
          announcing = announce!.refresh(ctx as KernelContext<unknown>, s);
          annState = announce!.state;
          annDeadlines = announce!.deadlines;
          if (open) announcing = last - trick >= announce!.least;
        }
        open = announcing && announce!.open;
        asking = open && !spentNow(annState!.made, annState!.late, annDeadlines!.length);
        if (afterTrick !== undefined) {
          all.length = end;
          s.history = all;
          winners.length = trick;
          s.winners = winners;
          unload(s, seats);
          s.turn = turn;
          s.leader = turn;
          const early = afterTrick(ctx, s);
          if (early !== null) {
            exit = early;
            break;
          }
        }
      }
    }
    if (all.length !== end) all.length = end;
    s.history = all;
    if (winners.length !== trick) winners.length = trick;
    s.winners = winners;
    memo.recycled = end === size ? s : null;
    memo.history = all;
    memo.winners = winners;
    unload(s, seats);
    state[0] = a;
    state[1] = b;
    state[2] = c;
    state[3] = d;
    s.turn = turn;
    s.leader = turn;
    return exit;
  };
}
