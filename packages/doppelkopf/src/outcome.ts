import type { Deck, GameState, PhaseHookContext } from '@stich/core';
import { seatsOf } from '@stich/core/kernel';
import { bockOn, bockTriggers, type DokoBockTrigger, hasHerzstich } from './bock';
import { type DoppelkopfGame, isSolo } from './games';
import type { DoppelkopfOptions } from './options';
import { allHealthy, DOKO_PLAYERS, deckOf, klaerungsstich, partiesBy } from './rules';
import { type DokoFacts, type DokoScore, dokoCardPoints, MARKED, scoreFacts } from './score';
import { DOPPELKOPF_FROM, winningKind } from './scoreInput';
import { setupOf } from './setup';
import type { DoppelkopfState } from './state';

/**
 * A finished deal of Doppelkopf: the game played, its soloist or Hochzeiter, whether it
 * was a Pflichtsolo, the parties, the Hochzeit's Klärungsstich, the announcements, and
 * the score (winner, card points, every game point and Sonderpunkt, each seat's score).
 *
 * @example
 * const outcome: DoppelkopfOutcome = game.outcome()!;
 * outcome.score.scores; // e.g. [3, -3, 3, -3]
 */
export interface DoppelkopfOutcome {
  /** The game played; a normal game where one seat held both club queens is a stille Hochzeit. */
  readonly game: DoppelkopfGame;
  /** The soloist or the Hochzeiter, else -1. */
  readonly declarer: number;
  /** Whether the solo was the soloist's Pflichtsolo. */
  readonly pflicht: boolean;
  /** Whether that Pflichtsolo was forced (a Vorführung, 4.9.4): counted, and the deal passes on. */
  readonly forced: boolean;
  /** The Re party's seats, ascending. */
  readonly re: readonly number[];
  /** The Kontra party's seats, ascending. */
  readonly kontra: readonly number[];
  /** In a Hochzeit, the 0-based trick that settled the partner (or the last that could), else -1. */
  readonly klaerungsstich: number;
  /** The highest announcement level of each party: -1 none, 0 Re or Kontra, 1 keine 90 ... 4 schwarz. */
  readonly announced: { readonly re: number; readonly kontra: number };
  /** The score of the deal (6.1-6.7); in a Bock deal its `value` and `scores` are doubled. */
  readonly score: DokoScore;
  /** Only in a Bock deal (option `bock`, 7.16): the deal's value and every score doubled. */
  readonly bock?: true;
  /** Only with option `bock`: the triggers this deal fired (each adds a Bockrunde at most once). */
  readonly bockTriggers?: readonly DokoBockTrigger[];
  /**
   * Only for an Armut that nobody took, under option `armut.ohneAbnehmer: 'redeal'`
   * (7.10.5), and for a hand thrown in (option `schmeissen`, 7.11): no card was played,
   * every score is 0, and the same dealer deals again without counting the deal. `re` is
   * the poor player or the one who threw in, alone; `kontra` is empty.
   */
  readonly redeal?: true;
}

/**
 * The outcome of a deal dealt again (7.10.5, 7.11): no play, nothing scored.
 */
function redealt(s: GameState<DoppelkopfState>, game: DoppelkopfGame): DoppelkopfOutcome {
  return {
    game,
    declarer: s.x.declarer,
    pflicht: false,
    forced: false,
    re: [s.x.declarer],
    kontra: [],
    klaerungsstich: -1,
    announced: { re: -1, kontra: -1 },
    score: {
      winner: null,
      solo: false,
      cardPoints: { re: 0, kontra: 0 },
      tricks: { re: 0, kontra: 0 },
      lines: [],
      totals: { re: 0, kontra: 0 },
      value: 0,
      scores: new Array<number>(s.seats).fill(0),
    },
    redeal: true,
  };
}

/**
 * Per card id of a pack: its card points in the low bits, above them whether it is a club
 * queen (`QUEEN`), and above that its mark (`MARK_SHIFT`; 0 none, else a fox or Karlchen
 * as `winningKind` says), in one table so that a card costs one lookup.
 */
const POINTS_MASK = 15;
const QUEEN_SHIFT = 4;
const QUEEN = 1 << QUEEN_SHIFT;
const MARK_SHIFT = 5;
const FOX = winningKind('DA');
const KARLCHEN = winningKind('CJ');
/** A fox's mark in a card's entry. */
const FOX_MARK = FOX << MARK_SHIFT;

/** Per pack, its table, made once. */
const TABLES = new WeakMap<object, readonly number[]>();
/** The pack last asked for and its table: one comparison per deal instead of a lookup. */
let lastDeck: object | null = null;
let lastTable: readonly number[] | null = null;

/** The card points, club queens and marks of `deck`'s ids, made once per pack. */
function tableOf(deck: Deck): readonly number[] {
  if (deck === lastDeck) return lastTable!;
  let table = TABLES.get(deck);
  if (table === undefined) {
    // A packed array of small integers, as the history it is read with.
    const made: number[] = [];
    for (const code of deck.codes)
      made.push(
        dokoCardPoints(code) |
          (code === 'CQ' ? QUEEN : 0) |
          ((MARKED.includes(code) ? winningKind(code) : 0) << MARK_SHIFT),
      );
    table = made;
    TABLES.set(deck, table);
  }
  lastDeck = deck;
  lastTable = table;
  return table;
}

/** Per trick (up to 32), its card points: scratch of `factsOf`. */
const pointsOf = new Int32Array(32);

/** The deal's facts for scoring, and the Re party's seats as bits. */
interface DealFacts extends DokoFacts {
  readonly reSeats: number;
}

/**
 * The deal's facts for scoring, read from the state without building trick objects: card
 * points and tricks per party, and the Sonderpunkte's tricks as bits. The parties are
 * `sides` (core's), or with `null` those of a normal game whose cards are all played: the
 * players of the club queens (3.1), found in the same pass. `announced` is the outcome's own.
 */
function factsOf(
  { ctx, s }: PhaseHookContext<DoppelkopfState, DoppelkopfOptions>,
  sides: readonly (0 | 1 | null)[] | null,
  announced: DokoFacts['announced'],
): DealFacts {
  const table = tableOf(deckOf(ctx.options));
  // The module's constants in locals: V8 reads a module constant from its context (and
  // checks it) at every use in a loop, a local once.
  const per = DOKO_PLAYERS;
  const pointsMask = POINTS_MASK;
  const queenBit = QUEEN;
  const queenShift = QUEEN_SHIFT;
  const markShift = MARK_SHIFT;
  const foxMark = FOX_MARK;
  const foxKind = FOX;
  const karlchenKind = KARLCHEN;
  const doppelkopfFrom = DOPPELKOPF_FROM;
  const trickPoints = pointsOf;
  const { history, winners, next } = s;
  const tricks = winners.length;
  const seats = s.seats;
  let total = 0;
  let doppelkopf = 0;
  // The tricks holding a fox or a club queen, as bits: their seats are read below.
  let withFox = 0;
  let withQueen = 0;
  // Trick by trick, its four cards in straight code (a loop over them costs V8 its checks
  // at every card), without the seats and the parties.
  for (let t = 0, i = 0; t < tricks; t++, i += 4) {
    const a = table[history[i]];
    const b = table[history[i + 1]];
    const c = table[history[i + 2]];
    const d = table[history[i + 3]];
    const sum = (a & pointsMask) + (b & pointsMask) + (c & pointsMask) + (d & pointsMask);
    trickPoints[t] = sum;
    total += sum;
    doppelkopf |= ((doppelkopfFrom - 1 - sum) >>> 31) << t;
    const any = a | b | c | d;
    withFox |= (-(any & foxMark) >>> 31) << t;
    withQueen |= (-(any & queenBit) >>> 31) << t;
  }
  // Re's seats as bits: a seat's party is a shift, not a lookup and a branch.
  let reSeats = 0;
  if (sides === null) {
    // Seat by seat only the tricks with a club queen (two at most), each in straight code
    // as above (a loop over its cards costs more than the cards).
    for (let open = withQueen; open !== 0; open &= open - 1) {
      const t = 31 - Math.clz32(open & -open);
      const i = t * per;
      const s0 = t === 0 ? s.lead0 : winners[t - 1];
      const s1 = next[s0];
      const s2 = next[s1];
      const s3 = next[s2];
      reSeats |=
        (((table[history[i]] & queenBit) >>> queenShift) << s0) |
        (((table[history[i + 1]] & queenBit) >>> queenShift) << s1) |
        (((table[history[i + 2]] & queenBit) >>> queenShift) << s2) |
        (((table[history[i + 3]] & queenBit) >>> queenShift) << s3);
    }
  } else {
    for (let seat = 0; seat < sides.length; seat++) if (sides[seat] === 0) reSeats |= 1 << seat;
  }
  let re = 0;
  let reTricks = 0;
  let reWon = 0;
  for (let t = 0; t < tricks; t++) {
    const reWins = (reSeats >>> winners[t]) & 1;
    re += trickPoints[t] & -reWins;
    reTricks += reWins;
    reWon |= reWins << t;
  }
  // Seat by seat only the tricks with a fox and the last one (Karlchen), each in straight
  // code, without a branch on the cards (see `same`).
  const last = tricks - 1;
  let foxes = 0;
  let karlchenCaught = 0;
  let lastWinning = 0;
  for (let open = tricks > 0 ? withFox | (1 << last) : 0; open !== 0; open &= open - 1) {
    const t = 31 - Math.clz32(open & -open);
    const winner = winners[t];
    const reWins = (reSeats >>> winner) & 1;
    const i = t * per;
    const s0 = t === 0 ? s.lead0 : winners[t - 1];
    const s1 = next[s0];
    const s2 = next[s1];
    const s3 = next[s2];
    const m0 = table[history[i]] >>> markShift;
    const m1 = table[history[i + 1]] >>> markShift;
    const m2 = table[history[i + 2]] >>> markShift;
    const m3 = table[history[i + 3]] >>> markShift;
    // 1 where the card's player is not of the winner's party.
    const o0 = ((reSeats >>> s0) & 1) ^ reWins;
    const o1 = ((reSeats >>> s1) & 1) ^ reWins;
    const o2 = ((reSeats >>> s2) & 1) ^ reWins;
    const o3 = ((reSeats >>> s3) & 1) ^ reWins;
    const caught =
      (same(m0, foxKind) & o0) +
      (same(m1, foxKind) & o1) +
      (same(m2, foxKind) & o2) +
      (same(m3, foxKind) & o3);
    foxes += caught << (2 * t);
    // Karlchen counts in the last trick only.
    if (t === last) {
      karlchenCaught =
        (same(m0, karlchenKind) & o0) +
        (same(m1, karlchenKind) & o1) +
        (same(m2, karlchenKind) & o2) +
        (same(m3, karlchenKind) & o3);
      // The mark of the winner's card.
      lastWinning =
        (m0 & -same(s0, winner)) |
        (m1 & -same(s1, winner)) |
        (m2 & -same(s2, winner)) |
        (m3 & -same(s3, winner));
    }
  }
  return {
    cardPoints: { re, kontra: total - re },
    tricks: { re: reTricks, kontra: tricks - reTricks },
    announced,
    seats,
    trickCount: tricks,
    reWon,
    doppelkopf,
    foxes,
    karlchenCaught,
    lastWinning,
    reSeats,
  };
}

/** 1 where `a` and `b` are the same, else 0, without a branch: `x - 1 >>> 31` is 1 where x is 0. */
function same(a: number, b: number): number {
  return ((a ^ b) - 1) >>> 31;
}

/** The seats of `bits` (one bit per seat), ascending. */
function seatsIn(bits: number): number[] {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  // Of its own length, not grown by a push.
  const out = new Array<number>(n);
  for (let b = bits, i = 0; b !== 0; b &= b - 1) out[i++] = 31 - Math.clz32(b & -b);
  return out;
}

/**
 * Scores a finished deal of Doppelkopf from its parties (core's sides; in a normal game the
 * players of the club queens, read with the tricks), its tricks and its announcements.
 *
 * @example
 * scoreOutcome({ ctx: rules.ctx, s: finished }).score.winner; // 're' or 'kontra' or null
 */
export function scoreOutcome(
  hook: PhaseHookContext<DoppelkopfState, DoppelkopfOptions>,
): DoppelkopfOutcome {
  const { ctx, s } = hook;
  const named = s.x.game;
  if (named?.kind === 'schmeissen' || (named?.kind === 'armut' && (s.x.armut?.partner ?? -1) < 0))
    return redealt(s, named);
  const o = ctx.options;
  const made = s.x.announcements.made;
  const announced = { re: made[0], kontra: made[1] };
  // The parties of a normal game with every card played are found in the scoring's pass
  // over the tricks (the players of the club queens, as core's sides say), not by searching
  // the history for the queens again (every simulated deal is scored); any other game's
  // are core's sides.
  const byQueens = partiesBy(s) === 'normal' && s.history.length === deckOf(o).size;
  const sides = byQueens ? null : ctx.sides!.of(s);
  const facts = factsOf(hook, sides, announced);
  let re: number[];
  let kontra: number[];
  if (sides === null) {
    // Every seat that plays is of a party; at a table of five the dealer sits out (7.14).
    let playing = 0;
    for (let seat = 0; seat < s.seats; seat++) if (s.next[seat] >= 0) playing |= 1 << seat;
    re = seatsIn(facts.reSeats);
    kontra = seatsIn(playing & ~facts.reSeats);
  } else {
    re = seatsOf(sides, 0);
    kontra = seatsOf(sides, 1);
  }
  // A normal game: all healthy, or an Armut nobody took (7.10.5).
  const normal = named === null ? allHealthy(s) : named.kind === 'normal';
  const game: DoppelkopfGame =
    normal && re.length === 1 ? { kind: 'stilleHochzeit' } : (named ?? { kind: 'normal' });
  // A solo, a stille Hochzeit and a Hochzeit without partner score as solos (6.6.3).
  const solo = re.length === 1;
  const score = scoreFacts(facts, { re, kontra, solo, options: o });
  const setup = setupOf(s);
  const outcome: DoppelkopfOutcome = {
    game,
    declarer: s.x.declarer,
    pflicht: s.x.pflicht && isSolo(game),
    forced: s.x.pflicht && setup.forced === s.x.declarer,
    re,
    kontra,
    klaerungsstich: game.kind === 'hochzeit' ? klaerungsstich(ctx, s) : -1,
    announced,
    score,
  };
  // Without option `bock` the outcome keeps its shape (records stay as they were).
  if (!bockOn(o) && setup.bock !== true) return outcome;
  const fired = bockTriggers(o, score, announced, hasHerzstich(ctx, s));
  if (setup.bock !== true) return { ...outcome, bockTriggers: fired };
  const doubled = { ...score, value: 2 * score.value, scores: score.scores.map((v) => 2 * v) };
  return { ...outcome, score: doubled, bock: true, bockTriggers: fired };
}
