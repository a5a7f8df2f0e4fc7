import { type ActionOf, actionsSchema, defineAction, field } from '@stich/core';
import {
  type ActionSchema,
  type ActionsSchema,
  actionSchema,
  DISCARD_ACTION,
  HOLD_ACTION,
  PASS_ACTION,
  PLAY_ACTION,
  SUITS,
} from '@stich/core/kernel';
import { GAMES } from './games';

/**
 * The declaration of {@link BidAction} (see {@link BidActionSchema}).
 *
 * @example
 * SKATKOPF_ACTIONS.includes(BID_ACTION); // true
 */
export const BID_ACTION = /* @__PURE__ */ defineAction('bid', {
  game: field.enum(GAMES),
  doublings: field.int({ min: 0, optional: true }),
});
/**
 * Bid a game, with doublings (each doubles its value); the first bid, "I'll play", is Partner.
 *
 * @example
 * BidActionSchema.parse({ type: 'bid', seat: 1, game: 'solo', doublings: 1 }); // Solo, doubled: 4
 */
export const BidActionSchema: ActionSchema<typeof BID_ACTION> =
  /* @__PURE__ */ actionSchema(BID_ACTION);
/**
 * Bid a game.
 *
 * @example
 * const bid: BidAction = { type: 'bid', seat: 0, game: 'partner' }; // "I'll play"
 */
export type BidAction = ActionOf<typeof BID_ACTION>;

/**
 * The declaration of {@link DeclareAction} (see {@link DeclareActionSchema}).
 *
 * @example
 * SKATKOPF_ACTIONS.includes(DECLARE_ACTION); // true
 */
export const DECLARE_ACTION = /* @__PURE__ */ defineAction(
  'declare',
  { game: field.enum(GAMES) },
  { codes: GAMES.length },
);
/**
 * After the auction: the game to play, the one bid or one of higher value.
 *
 * @example
 * DeclareActionSchema.parse({ type: 'declare', seat: 0, game: 'babyGrand' });
 */
export const DeclareActionSchema: ActionSchema<typeof DECLARE_ACTION> =
  /* @__PURE__ */ actionSchema(DECLARE_ACTION);
/**
 * Declare the game.
 *
 * @example
 * const declare: DeclareAction = { type: 'declare', seat: 0, game: 'solo' };
 */
export type DeclareAction = ActionOf<typeof DECLARE_ACTION>;

/**
 * The declaration of {@link HandAction} (see {@link HandActionSchema}).
 *
 * @example
 * SKATKOPF_ACTIONS.includes(HAND_ACTION); // true
 */
export const HAND_ACTION = /* @__PURE__ */ defineAction(
  'hand',
  { suit: field.enum(SUITS) },
  { codes: SUITS.length },
);
/**
 * Make trump by playing hand: name any suit; the kitty goes unseen to the declarer's tricks.
 *
 * @example
 * HandActionSchema.parse({ type: 'hand', seat: 0, suit: 'H' });
 */
export const HandActionSchema: ActionSchema<typeof HAND_ACTION> =
  /* @__PURE__ */ actionSchema(HAND_ACTION);
/**
 * Play hand.
 *
 * @example
 * const hand: HandAction = { type: 'hand', seat: 0, suit: 'C' };
 */
export type HandAction = ActionOf<typeof HAND_ACTION>;

/**
 * The declaration of {@link TurnAction} (see {@link TurnActionSchema}).
 *
 * @example
 * SKATKOPF_ACTIONS.includes(TURN_ACTION); // true
 */
export const TURN_ACTION = /* @__PURE__ */ defineAction('turn');
/**
 * Tournee: turn the next kitty card face up (the second makes its suit trump).
 *
 * @example
 * TurnActionSchema.parse({ type: 'turn', seat: 0 });
 */
export const TurnActionSchema: ActionSchema<typeof TURN_ACTION> =
  /* @__PURE__ */ actionSchema(TURN_ACTION);
/**
 * Turn a kitty card.
 *
 * @example
 * const turn: TurnAction = { type: 'turn', seat: 0 };
 */
export type TurnAction = ActionOf<typeof TURN_ACTION>;

/**
 * The declaration of {@link AcceptAction} (see {@link AcceptActionSchema}).
 *
 * @example
 * SKATKOPF_ACTIONS.includes(ACCEPT_ACTION); // true
 */
export const ACCEPT_ACTION = /* @__PURE__ */ defineAction('accept');
/**
 * Tournee: accept the suit of the first turned card as trump.
 *
 * @example
 * AcceptActionSchema.parse({ type: 'accept', seat: 0 });
 */
export const AcceptActionSchema: ActionSchema<typeof ACCEPT_ACTION> =
  /* @__PURE__ */ actionSchema(ACCEPT_ACTION);
/**
 * Accept the turned suit.
 *
 * @example
 * const accept: AcceptAction = { type: 'accept', seat: 0 };
 */
export type AcceptAction = ActionOf<typeof ACCEPT_ACTION>;

/**
 * The declaration of {@link NameTrumpAction} (see {@link NameTrumpActionSchema}).
 *
 * @example
 * SKATKOPF_ACTIONS.includes(NAME_TRUMP_ACTION); // true
 */
export const NAME_TRUMP_ACTION = /* @__PURE__ */ defineAction(
  'nameTrump',
  { suit: field.enum(SUITS) },
  { codes: SUITS.length },
);
/**
 * Name the trump suit freely: after turning a joker, or as forehand forced to play Partner.
 *
 * @example
 * NameTrumpActionSchema.parse({ type: 'nameTrump', seat: 0, suit: 'S' });
 */
export const NameTrumpActionSchema: ActionSchema<typeof NAME_TRUMP_ACTION> =
  /* @__PURE__ */ actionSchema(NAME_TRUMP_ACTION);
/**
 * Name the trump suit.
 *
 * @example
 * const name: NameTrumpAction = { type: 'nameTrump', seat: 0, suit: 'D' };
 */
export type NameTrumpAction = ActionOf<typeof NAME_TRUMP_ACTION>;

/**
 * The declaration of {@link CallAction} (see {@link CallActionSchema}).
 *
 * @example
 * SKATKOPF_ACTIONS.includes(CALL_ACTION); // true
 */
export const CALL_ACTION = /* @__PURE__ */ defineAction(
  'call',
  { card: field.string() },
  { codes: 64 }, // one per card id
);
/**
 * Partner games: call the partner by naming a card.
 *
 * @example
 * CallActionSchema.parse({ type: 'call', seat: 0, card: 'SA' });
 */
export const CallActionSchema: ActionSchema<typeof CALL_ACTION> =
  /* @__PURE__ */ actionSchema(CALL_ACTION);
/**
 * Call the partner.
 *
 * @example
 * const call: CallAction = { type: 'call', seat: 0, card: 'CA' };
 */
export type CallAction = ActionOf<typeof CALL_ACTION>;

/**
 * The declarations of Skatkopf's actions.
 *
 * @example
 * SKATKOPF_ACTIONS.map((a) => a.type); // ['bid', 'hold', 'pass', 'declare', 'hand', ...]
 */
export const SKATKOPF_ACTIONS = [
  BID_ACTION,
  HOLD_ACTION,
  PASS_ACTION,
  DECLARE_ACTION,
  HAND_ACTION,
  TURN_ACTION,
  ACCEPT_ACTION,
  NAME_TRUMP_ACTION,
  DISCARD_ACTION,
  CALL_ACTION,
  PLAY_ACTION,
] as const;

/**
 * Every action of Skatkopf.
 *
 * @example
 * SkatkopfActionSchema.safeParse({ type: 'play', seat: 2, card: 'JK' }).success; // true
 */
export const SkatkopfActionSchema: ActionsSchema<typeof SKATKOPF_ACTIONS> =
  /* @__PURE__ */ actionsSchema(SKATKOPF_ACTIONS);
/**
 * A Skatkopf action.
 *
 * @example
 * const actions: SkatkopfAction[] = [{ type: 'bid', seat: 0, game: 'partner' }, { type: 'pass', seat: 1 }];
 */
export type SkatkopfAction = ActionOf<(typeof SKATKOPF_ACTIONS)[number]>;
