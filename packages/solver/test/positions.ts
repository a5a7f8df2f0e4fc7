import { type BaseAction, type GameState, Rng, unwrap } from '@stich/core';
import { type DoppelkopfState, doppelkopf } from '@stich/doppelkopf';
import { kalterSchlag } from '@stich/kalter-schlag';
import { ramsch } from '@stich/ramsch';
import { type Game, type SkatState, skat } from '@stich/skat';
import type { SolveQuery } from '../src/index';
import { plays } from './naive';

export const ksRules = kalterSchlag.rules();
export const ramschRules = ramsch.rules();
export const skatRules = skat.rules();
export const doppelkopfRules = doppelkopf.rules();

/** A position to solve and the question to ask there. */
export interface Case {
  readonly state: GameState;
  readonly query: SolveQuery;
}

type AnyRules = typeof ksRules | typeof ramschRules | typeof skatRules;

/** Plays random card plays (through the pure API) until at most `cardsLeft` cards are left to play. */
export function playDown<S extends GameState>(
  rules: AnyRules,
  s: S,
  cardsLeft: number,
  rng: Rng,
): S {
  const total = rules.ctx.tricksPerDeal * rules.ctx.active;
  while (s.phase === 'play' && total - s.history.length > cardsLeft) {
    const options = plays(rules, s);
    s = unwrap(
      (rules as typeof ksRules).applyAction(
        s as never,
        options[rng.below(options.length)] as never,
      ),
    ) as S;
  }
  return s;
}

/**
 * The actions that bring a Skat deal (dealer 2) to trick play: forehand (seat 0)
 * declares `game` after the others pass, takes up the skat and lays two random cards back.
 */
export function skatOpening(seed: number, game: Game): BaseAction[] {
  const rng = new Rng(seed);
  let s = skatRules.deal({ dealer: 2, seed });
  const actions = [
    { type: 'pass', seat: 1 },
    { type: 'pass', seat: 2 },
    { type: 'bid', seat: 0, value: 18 },
    { type: 'pickUpSkat', seat: 0 },
  ] as BaseAction[];
  for (const a of actions) s = unwrap(skatRules.applyAction(s, a as never));
  const discards = skatRules.legalActions(s).filter((a) => a.type === 'discard');
  actions.push(discards[rng.below(discards.length)]);
  actions.push({ type: 'declare', seat: 0, game } as BaseAction);
  return actions;
}

/** A Skat deal after the discard (see {@link skatOpening}). */
export function skatAfterDiscard(seed: number, game: Game): GameState<SkatState> {
  let s = skatRules.deal({ dealer: 2, seed });
  for (const a of skatOpening(seed, game)) s = unwrap(skatRules.applyAction(s, a as never));
  return s;
}

/**
 * The Skat declarer's question: card points with the skat, or (null) tricks avoided.
 * `kind` 1 to 3 vary a suit or grand game's question: 1 says the play goes on to the
 * last trick (`playsOut`), 2 asks it of the defenders, 3 both.
 */
export function skatQuery(s: GameState<SkatState>, objective: 'max' | 'min', kind = 0): SolveQuery {
  const side = [s.x.declarer];
  if (s.x.contract?.game === 'N') return { side, objective, count: 'tricks' };
  const skatPoints = skatRules.ctx.deck.pointsOf(s.skat[0], s.skat[1]);
  const query = { side, objective, extra: skatPoints, playsOut: (kind & 1) === 1 };
  if ((kind & 2) === 0) return query;
  return { ...query, side: [0, 1, 2].filter((seat) => seat !== s.x.declarer) };
}

/** How many cards are left to play in a random position: from `min` to `max`. */
export interface Depth {
  readonly min: number;
  readonly max: number;
}

/** Random positions in trick play of a variant (or a Skat game), with a random side and the given objective. */
export function randomCases(
  variant: 'kalter-schlag' | 'ramsch' | Game,
  objective: 'max' | 'min',
  count: number,
  depth: Depth,
  seed: number,
): Case[] {
  const rng = new Rng(`${variant}-${objective}-${seed}`);
  const out: Case[] = [];
  while (out.length < count) {
    const left = depth.min + rng.below(depth.max - depth.min + 1);
    const i = out.length;
    let c: Case;
    if (variant === 'kalter-schlag') {
      const s = playDown(ksRules, ksRules.deal({ dealer: i & 3, rng }), left, rng);
      // Every other position is a team game: two seats against two (as in Skatkopf).
      const seat = rng.below(4);
      const side = i % 2 === 0 ? [seat] : [seat, (seat + 1 + rng.below(3)) % 4];
      c = { state: s, query: { side, objective } };
    } else if (variant === 'ramsch') {
      const s = playDown(ramschRules, ramschRules.deal({ dealer: i % 3, rng }), left, rng);
      const skatPoints = ramschRules.ctx.deck.pointsOf(s.skat[0], s.skat[1]);
      c = { state: s, query: { side: [rng.below(3)], objective, lastTrick: skatPoints } };
    } else {
      const s = playDown(skatRules, skatAfterDiscard(rng.below(1 << 30), variant), left, rng);
      c = { state: s, query: skatQuery(s, objective, i & 3) };
    }
    // A null game the declarer has already lost is over: draw again.
    if (c.state.phase === 'play') out.push(c);
  }
  return out;
}

/** Skat at a table of four (the dealer sitting out). */
export const skatFourRules = skat.rules({ seats: 4 });

/**
 * A Skat deal at a table of four after the discard: dealer 3 sits out, forehand (seat 0)
 * declares `game` after the others pass and lays two random cards back.
 */
export function skatFourAfterDiscard(seed: number, game: Game, rng: Rng): GameState<SkatState> {
  const rules = skatFourRules;
  let s = rules.deal({ dealer: 3, seed });
  for (const a of skatOpening(seed, game).slice(0, 4)) s = unwrap(rules.applyAction(s, a as never));
  const discards = rules.legalActions(s).filter((a) => a.type === 'discard');
  s = unwrap(rules.applyAction(s, discards[rng.below(discards.length)]));
  return unwrap(rules.applyAction(s, { type: 'declare', seat: 0, game }));
}

/**
 * A Doppelkopf normal game of `seed` (dealer `seed & 3`, four times "gesund"), its cards
 * played at random (card plays only, no announcements) to at most `left` cards.
 */
export function doppelkopfLate(
  rules: typeof doppelkopfRules,
  seed: number,
  left: number,
  rng: Rng,
): GameState<DoppelkopfState> {
  let s = rules.deal({ dealer: seed & 3, seed });
  const gesund = rules.legalActions(s).find((a) => a.type === 'pass');
  for (let i = 0; i < 4; i++) s = unwrap(rules.applyAction(s, { ...gesund!, seat: s.turn }));
  const total = rules.ctx.tricksPerDeal * rules.ctx.active;
  while (total - s.history.length > left) {
    const options = plays(rules, s);
    s = unwrap(rules.applyAction(s, options[rng.below(options.length)] as never));
  }
  return s;
}

/** The Re party's seats (the club queens' holders) of a Doppelkopf position. */
export function reParty(rules: typeof doppelkopfRules, s: GameState<DoppelkopfState>): number[] {
  const sides = rules.ctx.sides!.of(s);
  return [0, 1, 2, 3].filter((seat) => sides[seat] === 0);
}
