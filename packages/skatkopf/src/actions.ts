import { PlayActionSchema, SUITS } from '@stich/core';
import { DiscardActionSchema, HoldActionSchema, PassActionSchema } from '@stich/core/kernel';
import * as z from 'zod/mini';
import { GAMES } from './games';

const seat = z.number().check(z.int(), z.minimum(0), z.maximum(7));

/**
 * Bid a game, with doublings (each doubles its value); the first bid, "I'll play", is Partner.
 *
 * @example
 * BidActionSchema.parse({ type: 'bid', seat: 1, game: 'solo', doublings: 1 }); // Solo, doubled: 4
 */
export const BidActionSchema = z.strictObject({
  type: z.literal('bid'),
  seat,
  game: z.enum(GAMES),
  doublings: z.optional(z.number().check(z.int(), z.minimum(0))),
});
/**
 * Bid a game.
 *
 * @example
 * const bid: BidAction = { type: 'bid', seat: 0, game: 'partner' }; // "I'll play"
 */
export type BidAction = z.infer<typeof BidActionSchema>;

/**
 * After the auction: the game to play, the one bid or one of higher value.
 *
 * @example
 * DeclareActionSchema.parse({ type: 'declare', seat: 0, game: 'babyGrand' });
 */
export const DeclareActionSchema = z.strictObject({
  type: z.literal('declare'),
  seat,
  game: z.enum(GAMES),
});
/**
 * Declare the game.
 *
 * @example
 * const declare: DeclareAction = { type: 'declare', seat: 0, game: 'solo' };
 */
export type DeclareAction = z.infer<typeof DeclareActionSchema>;

/**
 * Make trump by playing hand: name any suit; the kitty goes unseen to the declarer's tricks.
 *
 * @example
 * HandActionSchema.parse({ type: 'hand', seat: 0, suit: 'H' });
 */
export const HandActionSchema = z.strictObject({
  type: z.literal('hand'),
  seat,
  suit: z.enum(SUITS),
});
/**
 * Play hand.
 *
 * @example
 * const hand: HandAction = { type: 'hand', seat: 0, suit: 'C' };
 */
export type HandAction = z.infer<typeof HandActionSchema>;

/**
 * Tournee: turn the next kitty card face up (the second makes its suit trump).
 *
 * @example
 * TurnActionSchema.parse({ type: 'turn', seat: 0 });
 */
export const TurnActionSchema = z.strictObject({ type: z.literal('turn'), seat });
/**
 * Turn a kitty card.
 *
 * @example
 * const turn: TurnAction = { type: 'turn', seat: 0 };
 */
export type TurnAction = z.infer<typeof TurnActionSchema>;

/**
 * Tournee: accept the suit of the first turned card as trump.
 *
 * @example
 * AcceptActionSchema.parse({ type: 'accept', seat: 0 });
 */
export const AcceptActionSchema = z.strictObject({ type: z.literal('accept'), seat });
/**
 * Accept the turned suit.
 *
 * @example
 * const accept: AcceptAction = { type: 'accept', seat: 0 };
 */
export type AcceptAction = z.infer<typeof AcceptActionSchema>;

/**
 * Name the trump suit freely: after turning a joker, or as forehand forced to play Partner.
 *
 * @example
 * NameTrumpActionSchema.parse({ type: 'nameTrump', seat: 0, suit: 'S' });
 */
export const NameTrumpActionSchema = z.strictObject({
  type: z.literal('nameTrump'),
  seat,
  suit: z.enum(SUITS),
});
/**
 * Name the trump suit.
 *
 * @example
 * const name: NameTrumpAction = { type: 'nameTrump', seat: 0, suit: 'D' };
 */
export type NameTrumpAction = z.infer<typeof NameTrumpActionSchema>;

/**
 * Partner games: call the partner by naming a card.
 *
 * @example
 * CallActionSchema.parse({ type: 'call', seat: 0, card: 'SA' });
 */
export const CallActionSchema = z.strictObject({
  type: z.literal('call'),
  seat,
  card: z.string(),
});
/**
 * Call the partner.
 *
 * @example
 * const call: CallAction = { type: 'call', seat: 0, card: 'CA' };
 */
export type CallAction = z.infer<typeof CallActionSchema>;

/**
 * Every action of Skatkopf.
 *
 * @example
 * SkatkopfActionSchema.safeParse({ type: 'play', seat: 2, card: 'JK' }).success; // true
 */
export const SkatkopfActionSchema = z.discriminatedUnion('type', [
  BidActionSchema,
  HoldActionSchema,
  PassActionSchema,
  DeclareActionSchema,
  HandActionSchema,
  TurnActionSchema,
  AcceptActionSchema,
  NameTrumpActionSchema,
  DiscardActionSchema,
  CallActionSchema,
  PlayActionSchema,
]);
/**
 * A Skatkopf action.
 *
 * @example
 * const actions: SkatkopfAction[] = [{ type: 'bid', seat: 0, game: 'partner' }, { type: 'pass', seat: 1 }];
 */
export type SkatkopfAction = z.infer<typeof SkatkopfActionSchema>;

/** Action codes of the declaration: `DECLARE_BASE + game index`. */
export const DECLARE_BASE = 160;
/** Action codes of playing hand: `HAND_BASE + suit index`. */
export const HAND_BASE = 168;
/** Action code of turning a kitty card. */
export const TURN_CODE = 176;
/** Action code of accepting the turned suit. */
export const ACCEPT_CODE = 177;
/** Action codes of naming trump: `NAME_BASE + suit index`. */
export const NAME_BASE = 180;
/** Action codes of calling: `CALL_BASE + card id`. */
export const CALL_BASE = 192;
