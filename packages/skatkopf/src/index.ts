export type {
  AcceptAction,
  BidAction,
  CallAction,
  DeclareAction,
  HandAction,
  NameTrumpAction,
  SkatkopfAction,
  TurnAction,
} from './actions';
export {
  ACCEPT_ACTION,
  AcceptActionSchema,
  BID_ACTION,
  BidActionSchema,
  CALL_ACTION,
  CallActionSchema,
  DECLARE_ACTION,
  DeclareActionSchema,
  HAND_ACTION,
  HandActionSchema,
  NAME_TRUMP_ACTION,
  NameTrumpActionSchema,
  SKATKOPF_ACTIONS,
  SkatkopfActionSchema,
  TURN_ACTION,
  TurnActionSchema,
} from './actions';
export type { Bid, Game } from './games';
export { BASE_VALUES, bidLadder, GAMES } from './games';
export { kittyOrder } from './kitty';
export type { SkatkopfOptions } from './options';
export { SKATKOPF_OPTIONS, SkatkopfOptionsSchema } from './options';
export type { SkatkopfOutcome } from './outcome';
export { scoreSkatkopf } from './outcome';
export { partnerOf } from './partner';
export { CALL_STEPS, callable } from './phases/call';
export type { SkatkopfSessionResult, SkatkopfSheet } from './session';
export { skatkopfSession } from './session';
export { formatStake, stakeJson, thirdsOf } from './stake';
export type { Making, SkatkopfState, TrumpStep } from './state';
export { modeName, type SkatkopfMode, trumpModes } from './trumps';
export type { ValueFacts } from './value';
export { gameValue, payments } from './value';
export { skatkopf } from './variant';
export type { SkatkopfView } from './view';
export { publicCards, revealKitty, skatkopfView } from './view';
