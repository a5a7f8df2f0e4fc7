import { doublingFactor, type KernelContext, type PhaseHookContext } from '@stich/core';
import { hasCard } from '@stich/core/kernel';
import { activeOf } from '@stich/core/scoring';
import {
  type RamschOptions,
  RamschOptionsSchema,
  type RamschOutcome,
  scoreRamsch,
} from '@stich/ramsch';
import { skatSetupOf } from './bock';
import type { Contract } from './contract';
import { gameResult, matadors } from './gameValue';
import type { SkatOptions } from './options';
import type { EarlyEnd, SkatState } from './state';

/**
 * The result of one Skat deal.
 *
 * @example
 * const outcome: SkatOutcome | undefined = game.outcome();
 * if (outcome?.kind === 'game') outcome.value; // e.g. 24, or -48 for a lost game
 */
export interface SkatOutcome {
  /** A contract was played, everybody passed and the cards were thrown in, or Ramsch was played. */
  readonly kind: 'game' | 'passed' | 'ramsch';
  readonly declarer: number | null;
  readonly contract: Contract | null;
  readonly bid: number;
  readonly won: boolean;
  /** The declarer's score for the deal as the server writes it: the value, or minus twice it when lost, times Kontra. */
  readonly value: number;
  /** The contract's game value (for an overbid game, the value it is lost at). */
  readonly gameValue: number;
  readonly multiplier: number;
  /** Matadors: positive "with", negative "without". */
  readonly matadors: number;
  readonly overbid: boolean;
  /** The declarer's card points, skat included, and tricks. */
  readonly declarerPoints: number;
  readonly declarerTricks: number;
  /** Schneider and schwarz reached on the cards taken. */
  readonly schneider: boolean;
  readonly schwarz: boolean;
  /** Kontra steps said (kontra, re, bock, hirsch). */
  readonly kontra: number;
  /** Each seat's score for the deal (Seeger-Fabian points included when `tournament` is on). */
  readonly scores: number[];
  readonly early: EarlyEnd | null;
  /** The Ramsch result when everybody passed and Ramsch was played, or in a Ramsch round. */
  readonly ramsch: RamschOutcome | null;
  /** Only in a Bock deal (option `bock`): every score of the deal, `value` included, is doubled. */
  readonly bock?: true;
  /** Only in a deal of a Ramsch round (option `bock`): nobody bid, Ramsch was played. */
  readonly ramschRound?: true;
}

/** @inline */
type Ctx = KernelContext<SkatOptions>;

/** The card points of a two-word set. */
const pointsOf = (ctx: Ctx, lo: number, hi: number) => ctx.deck.pointsOf(lo, hi);

/**
 * Scores a finished Skat deal.
 *
 * @example
 * scoreSkat({ ctx: rules.ctx, s: finished }).value; // e.g. -96 for a lost clubs hand with 2
 */
export function scoreSkat(hook: PhaseHookContext<SkatState, SkatOptions>): SkatOutcome {
  const outcome = scoreDeal(hook);
  if (hook.s.setup === undefined) return outcome;
  const setup = skatSetupOf(hook.s);
  if (setup.ramsch && outcome.kind === 'ramsch') return { ...outcome, ramschRound: true };
  if (!setup.bock) return outcome;
  // A Bock deal doubles what the deal writes: the game's score, or the Ramsch scores.
  const bonus = outcome.kind === 'game' && hook.ctx.options.tournament;
  const scores = outcome.scores.map((v, seat) =>
    // Seeger-Fabian's +/-50 and +40/+30 are not doubled (as with Kontra, NOTES 7).
    bonus ? (seat === outcome.declarer ? v + outcome.value : v) : 2 * v,
  );
  return { ...outcome, value: 2 * outcome.value, scores, bock: true };
}

/** Scores a finished deal as if it were no Bock deal. */
function scoreDeal({ ctx, s }: PhaseHookContext<SkatState, SkatOptions>): SkatOutcome {
  const x = s.x;
  const empty = {
    declarer: null,
    contract: null,
    bid: 0,
    won: false,
    value: 0,
    gameValue: 0,
    multiplier: 0,
    matadors: 0,
    overbid: false,
    declarerPoints: 0,
    declarerTricks: 0,
    schneider: false,
    schwarz: false,
    kontra: 0,
    early: null,
  };
  if (x.ramsch) {
    const ramschCtx: KernelContext<RamschOptions> = { ...ctx, options: ramschOptions(ctx.options) };
    const ramsch = scoreRamsch({ ctx: ramschCtx, s });
    return { kind: 'ramsch', ...empty, scores: ramsch.scores, ramsch };
  }
  if (x.contract === null)
    return { kind: 'passed', ...empty, scores: s.tricks.map(() => 0), ramsch: null };

  const contract = x.contract;
  const declarer = x.declarer;
  const isNull = contract.game === 'N';
  // Cards not yet in a finished trick: the hands and the trick on the table.
  let restLo = 0;
  let restHi = 0;
  for (const seat of activeOf(s)) {
    restLo |= s.hands[2 * seat];
    restHi |= s.hands[2 * seat + 1];
  }
  for (let i = s.winners.length * ctx.active; i < s.history.length; i++) {
    const c = s.history[i];
    if (c < 32) restLo |= 1 << c;
    else restHi |= 1 << (c - 32);
  }
  const restTricks = ctx.tricksPerDeal - s.winners.length;
  // An early end hands the cards not yet in a finished trick to one side; in null the
  // game simply ends (won when the defenders gave up, lost when the declarer did).
  const toDeclarer = x.early !== null && !isNull && x.early.to === 'declarer';
  const toDefenders = x.early !== null && !isNull && x.early.to === 'defenders';
  let defenderLo = 0;
  let defenderHi = 0;
  for (const seat of activeOf(s)) {
    if (seat === declarer) continue;
    defenderLo |= s.won[2 * seat];
    defenderHi |= s.won[2 * seat + 1];
  }
  const rest = pointsOf(ctx, restLo, restHi);
  const declarerPoints =
    pointsOf(ctx, s.won[2 * declarer] | s.skat[0], s.won[2 * declarer + 1] | s.skat[1]) +
    (toDeclarer ? rest : 0);
  const defenderPoints = pointsOf(ctx, defenderLo, defenderHi) + (toDefenders ? rest : 0);
  const declarerTricks = s.tricks[declarer] + (toDeclarer ? restTricks : 0);
  const defenderTricks = s.winners.length - s.tricks[declarer] + (toDefenders ? restTricks : 0);

  const m = matadors(ctx.deck, contract.game, (id) =>
    hasCard(x.matadorCards[0], x.matadorCards[1], id),
  );
  const result = gameResult(contract, m, x.bid, {
    declarerPoints,
    defenderPoints,
    declarerTricks,
    defenderTricks,
    tricks: ctx.tricksPerDeal,
  });
  let won = result.won;
  if (x.early !== null && isNull) won = x.early.to === 'declarer';
  if (x.early !== null && x.early.to === 'defenders') won = false;
  const kontra = s.doublers.length;
  const factor = doublingFactor(kontra);
  const lossFactor = ctx.options.oldHandRule && contract.hand ? 1 : 2;
  const value = (won ? result.value : -lossFactor * result.value) * factor;

  const scores = s.tricks.map(() => 0);
  scores[declarer] = value;
  if (ctx.options.tournament) {
    scores[declarer] += won ? 50 : -50;
    if (!won) {
      const bonus = ctx.seats === 4 ? 30 : 40;
      for (const seat of activeOf(s)) if (seat !== declarer) scores[seat] += bonus;
    }
  }
  return {
    kind: 'game',
    declarer,
    contract,
    bid: x.bid,
    won,
    value,
    gameValue: result.value,
    multiplier: result.multiplier,
    matadors: m,
    overbid: result.overbid,
    declarerPoints,
    declarerTricks,
    schneider: result.schneider,
    schwarz: result.schwarz,
    kontra,
    scores,
    early: x.early,
    ramsch: null,
  };
}

/**
 * The full Ramsch options for Skat's pass-out Ramsch.
 *
 * @example
 * ramschOptions({ ...skat.defaults, ramsch: { skatTo: 'loser' } }).skatTo; // 'loser'
 */
export function ramschOptions(options: SkatOptions): RamschOptions {
  // Ramsch's own defaults from its schema, Skat's `ramsch` house rules and session length on top.
  let full = ramschCache.get(options);
  if (full === undefined) {
    full = RamschOptionsSchema.parse({ ...options.ramsch, deals: options.deals });
    ramschCache.set(options, full);
  }
  return full;
}

const ramschCache = new WeakMap<SkatOptions, RamschOptions>();
