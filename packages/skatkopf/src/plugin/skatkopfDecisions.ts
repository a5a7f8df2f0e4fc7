import type { BotTurn } from '@stich/bots';
import type { BaseAction, CardCode } from '@stich/core';
import type { Game, SkatkopfView } from '../index';
import { affords, declaredGame, gameEstimates } from './gameEstimate';

type Act = BaseAction & Record<string, unknown>;

/**
 * The auction: holds a bid while the hand {@link affords} it and passes otherwise; as the
 * one to bid, names the lowest bid it affords (bids come lowest first), else passes.
 *
 * @example
 * auctionChoice(turn); // { type: 'bid', seat: 1, game: 'solo', doublings: 0 } with a strong hand
 */
export function auctionChoice<A extends BaseAction>(turn: BotTurn<A, SkatkopfView>): A | undefined {
  const { view, facts } = turn;
  const legal = view.legalActions as (A & Act)[];
  const pass = legal.find((a) => a.type === 'pass');
  const hold = legal.find((a) => a.type === 'hold');
  const bids = legal.filter((a) => a.type === 'bid');
  if (pass === undefined || (hold === undefined && bids.length === 0)) return undefined;
  const estimates = gameEstimates(facts, view.hand);
  const bid = view.extra.bid;
  if (hold !== undefined) return bid !== null && affords(estimates, bid) ? hold : pass;
  for (const a of bids)
    if (affords(estimates, { game: a.game as Game, doublings: (a.doublings as number) ?? 0 }))
      return a;
  return pass;
}

/**
 * The declaration after the auction: of the games the rules allow (the one bid, or one
 * of higher value), the playable one with the best expected score.
 *
 * @example
 * declareChoice(turn); // { type: 'declare', seat: 2, game: 'solo' }
 */
export function declareChoice<A extends BaseAction>(turn: BotTurn<A, SkatkopfView>): A | undefined {
  const { view, facts } = turn;
  const declares = (view.legalActions as (A & Act)[]).filter((a) => a.type === 'declare');
  if (declares.length === 0) return undefined;
  const estimates = gameEstimates(facts, view.hand, view.extra.forced);
  const game = declaredGame(
    estimates,
    declares.map((a) => a.game as Game),
  );
  return declares.find((a) => a.game === game);
}

/**
 * The partner to call, among the cards the rules allow: the one in the suit where the
 * declarer holds fewest cards (its partner's ace wins the first round, the declarer
 * ruffs the next), then the one whose suit holds fewest points in hand.
 *
 * @example
 * callChoice(turn); // { type: 'call', seat: 0, card: 'SA' }
 */
export function callChoice<A extends BaseAction>(turn: BotTurn<A>): A | undefined {
  const { view, facts, table } = turn;
  const calls = (view.legalActions as (A & Act)[]).filter((a) => a.type === 'call');
  if (calls.length === 0) return undefined;
  const group = (c: CardCode) => table.group[facts.id(c)];
  const weight = (a: Act) => {
    const suit = view.hand.filter((c) => group(c) === group(a.card as CardCode));
    return suit.length * 100 + suit.reduce((sum, c) => sum + facts.points(c), 0);
  };
  return calls.reduce((a, b) => (weight(b) < weight(a) ? b : a));
}
