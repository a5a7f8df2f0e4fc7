import type { BotTurn } from '@stich/bots';
import type { BaseAction, SeatView } from '@stich/core';
import {
  declareFields,
  type SchafkopfGame,
  type SchafkopfOptions,
  type SchafkopfView,
} from '../index';
import { gameStrength, handCount, playableGames } from './handValue';

type Act = BaseAction & Record<string, unknown>;

/** Whether a declaration names `game`. */
function names(a: Act, game: SchafkopfGame): boolean {
  if (game.kind === 'ramsch') return false;
  const f = declareFields(game);
  return a.game === f.game && a.suit === f.suit && (a.tout ?? false) === (f.tout ?? false);
}

/**
 * The announcement from the seat's hand ({@link playableGames}): "Ich spiel" with a game
 * to play, else "weiter"; in a duel, names the lowest class offered that its best game
 * reaches (a higher one follows if the holder keeps), or passes; as the holder, keeps
 * while its best game's class reaches the one named. `undefined` outside the
 * announcement.
 *
 * @example
 * announceChoice(turn, SCHAFKOPF_DEFAULTS); // { type: 'claimGame', seat: 0 } with four trumps and an Ober
 */
export function announceChoice<A extends BaseAction>(
  turn: BotTurn<A, SchafkopfView>,
  options: SchafkopfOptions,
): A | undefined {
  const { view } = turn;
  if (view.phase !== 'announce') return undefined;
  const legal = view.legalActions as (A & Act)[];
  const pass = legal.find((a) => a.type === 'pass');
  const best = playableGames(view.hand, options)[0];
  const claim = legal.find((a) => a.type === 'claimGame');
  if (claim !== undefined) return best === undefined ? (pass ?? claim) : claim;
  const declare = declareChoice(turn, options);
  if (declare !== undefined) return declare;
  const hold = legal.find((a) => a.type === 'hold');
  const named = view.extra.named;
  if (hold !== undefined)
    return best !== undefined && named !== null && best.rank >= named ? hold : (pass ?? hold);
  const classes = legal
    .filter((a) => a.type === 'nameClass' && best !== undefined && (a.rank as number) <= best.rank)
    .sort((a, b) => (a.rank as number) - (b.rank as number));
  return classes[0] ?? pass ?? legal[0];
}

/**
 * The declaration: the best game the hand plays among those offered; if it plays none of
 * them (a class held for it), the offered game its hand is strongest for.
 *
 * @example
 * declareChoice(turn, SCHAFKOPF_DEFAULTS); // { type: 'declare', seat: 0, game: 'sauspiel', suit: 'S' }
 */
export function declareChoice<A extends BaseAction>(
  turn: BotTurn<A, SchafkopfView>,
  options: SchafkopfOptions,
): A | undefined {
  const { view } = turn;
  const declares = (view.legalActions as (A & Act)[]).filter((a) => a.type === 'declare');
  if (declares.length === 0) return undefined;
  for (const choice of playableGames(view.hand, options)) {
    const found = declares.find((a) => names(a, choice.game));
    if (found !== undefined) return found;
  }
  const strength = (a: Act) => {
    const game = { kind: a.game, calledSuit: a.suit, suit: a.suit, tout: a.tout ?? false };
    return gameStrength(view.hand, game as SchafkopfGame, options).strength;
  };
  return declares.reduce((a, b) => (strength(b) > strength(a) ? b : a));
}

/**
 * Knocking (5.1) from the first four cards: knocks when they are strong whatever is
 * played: two points for each Ober, one for each Unter and each ace, reaching
 * {@link KNOCK_AT}, or three Unter (a Wenz in view). `undefined` outside the knock round.
 *
 * @example
 * knockChoice(turn); // { type: 'knock', seat: 0 } with CQ, SQ, HJ and D7
 */
export function knockChoice<A extends BaseAction>(turn: BotTurn<A, SchafkopfView>): A | undefined {
  const { view } = turn;
  if (view.phase !== 'knock') return undefined;
  const legal = view.legalActions as (A & Act)[];
  const pass = legal.find((a) => a.type === 'pass');
  const knock = legal.find((a) => a.type === 'knock');
  if (knock === undefined) return pass ?? legal[0];
  const count = (rank: string) => view.hand.filter((c) => c[1] === rank).length;
  const strength = 2 * count('Q') + count('J') + count('A');
  return strength >= KNOCK_AT || count('J') >= 3 ? knock : (pass ?? knock);
}

/** The strength of the first four cards it takes to knock (see {@link knockChoice}). */
export const KNOCK_AT = 5;

/** The opponents' hand it takes to say Kontra: trumps, top trumps and side aces added up. */
export const KONTRA_AT = { sauspiel: 9, solo: 8 } as const;

/**
 * Whether the seat says the next step of Kontra and Re, from its hand: an opponent says
 * Kontra when its hand is strong against the game (trumps, top trumps and side aces
 * reaching {@link KONTRA_AT}), which is rare; a player of the playing side answers a
 * Kontra with Re when its hand is strong for the game (six trumps with three of the top
 * four in a solo, five with two Ober in a Sauspiel). Never more, and never before the
 * game and the seat's side are known.
 */
function saysStep(view: SeatView<BaseAction, SchafkopfView>, options: SchafkopfOptions): boolean {
  const game = view.extra.game;
  const side = view.sides?.[view.seat] ?? null;
  if (game === null || side === null) return false;
  const c = handCount(view.hand, game, options);
  const said = view.doublings.length;
  if (side === 1 && said === 0) {
    const at = game.kind === 'sauspiel' ? KONTRA_AT.sauspiel : KONTRA_AT.solo;
    const bettel = game.kind === 'bettel' || game.kind === 'sie';
    return !bettel && c.trumps + c.top + c.sideAces >= at;
  }
  if (side === 0 && said === 1)
    return game.kind === 'sauspiel' ? c.trumps >= 5 && c.ober >= 2 : c.trumps >= 6 && c.top >= 3;
  return false;
}

/**
 * Kontra and Re in the round before play: an opponent says Kontra when its hand is strong
 * against the game (trumps, top trumps and side aces reaching {@link KONTRA_AT}), which is
 * rare; a player of the playing side answers with Re when its hand is strong for the game
 * (six trumps with three of the top four in a solo, five with two Ober in a Sauspiel).
 * Never more. `undefined` outside Kontra/Re.
 *
 * @example
 * kontraChoice(turn, SCHAFKOPF_DEFAULTS); // { type: 'pass', seat: 1 } mostly
 */
export function kontraChoice<A extends BaseAction>(
  turn: BotTurn<A, SchafkopfView>,
  options: SchafkopfOptions,
): A | undefined {
  const { view } = turn;
  if (view.phase !== 'kontra') return undefined;
  const legal = view.legalActions as (A & Act)[];
  const pass = legal.find((a) => a.type === 'pass');
  const double = legal.find((a) => a.type === 'double');
  if (double === undefined) return pass ?? legal[0];
  return saysStep(view, options) ? double : (pass ?? double);
}

/**
 * Out of turn (option `stossUntil: 'firstTrick'`, 5.2): a Kontra said during trick 1 is
 * answered at once with Re when the hand is strong for the game, as in the round before
 * play ({@link kontraChoice}); otherwise, and for any later step, it declines (`null`).
 * `view.legalActions` are the actions offered out of turn.
 *
 * @example
 * answerChoice(view, SCHAFKOPF_DEFAULTS); // { type: 'double', seat: 0 } with five trumps and two Ober in a Sauspiel
 */
export function answerChoice<A extends BaseAction>(
  view: SeatView<A, SchafkopfView>,
  options: SchafkopfOptions,
): A | null {
  const double = view.legalActions.find((a) => a.type === 'double');
  return double !== undefined && saysStep(view, options) ? double : null;
}
