/**
 * Bots for Stich games: a random bot, rule-based bots for Kalter Schlag, Ramsch, Skat
 * and Skatkopf, and a perfect-information Monte Carlo bot (`pimcBot`) that deals the
 * cards it cannot see in many ways and solves each deal exactly. Every bot decides from
 * its own seat's view only, never from the full state.
 *
 * @packageDocumentation
 */
export type { Bot } from './bot';
export type { CardFacts } from './cardFacts';
export { cardFacts } from './cardFacts';
export { safeToDouble } from './doubleChoice';
export { durchmarschCard } from './durchmarschCard';
export { followChoice, maxBy } from './followChoice';
export { handRisk } from './handRisk';
export { kalterSchlagBot } from './kalterSchlagBot';
export { leadChoice, leadDanger } from './leadChoice';
export type { PimcAdapter, PimcGoal } from './pimc/pimcAdapter';
export { PIMC_ADAPTERS } from './pimc/pimcAdapters';
export { pimcBot } from './pimc/pimcBot';
export type { PimcDecision, PimcOptions } from './pimc/pimcOptions';
export { PIMC_SAMPLES, PIMC_TIMED_SAMPLES } from './pimc/pimcOptions';
export type { PimcRules } from './pimc/pimcRules';
export type { SampledDeal } from './pimc/sampleDeal';
export { sampleDeal } from './pimc/sampleDeal';
export type { SeatKnowledge } from './pimc/seatKnowledge';
export { seatKnowledge } from './pimc/seatKnowledge';
export type { ActionListener } from './playDeal';
export { playDeal } from './playDeal';
export type { BotTurn, PointAvoidingHooks } from './pointAvoidingBot';
export { avoidPointsCard, pointAvoidingBot } from './pointAvoidingBot';
export { ramschBot } from './ramschBot';
export { randomBot } from './randomBot';
export type { CodePolicy } from './randomPolicy';
export { playCodes, randomCodePolicy } from './randomPolicy';
export { rankInGroup } from './rankInGroup';
export type { ContractPlan } from './skat/contractChoice';
export {
  biddingLimit,
  certainNull,
  certainSchwarz,
  declaredChoice,
  HAND_EXTRA,
  handChoice,
  PICKUP_GAIN,
  pickupChoice,
  SKAT_PLAYABLE,
} from './skat/contractChoice';
export type { TrumpGame } from './skat/handStrength';
export { gameStrength, nullRisk, TRUMP_GAMES } from './skat/handStrength';
export { nullDeclarerCard, nullDefenderCard } from './skat/nullPlay';
export type { CardChoice, PlayMemory } from './skat/playMemory';
export { playMemory } from './skat/playMemory';
export { skatBot } from './skat/skatBot';
export {
  biddingChoice,
  declarationChoice,
  KONTRA_STRENGTH,
  kontraChoice,
  RE_MARGIN,
} from './skat/skatDecisions';
export { declarerCard, defenderCard } from './skat/trumpGamePlay';
export type { GameEstimate } from './skatkopf/gameEstimate';
export {
  affords,
  bestSuit,
  DOUBLING_CHANCES,
  declaredGame,
  doublingsAllowed,
  EXCHANGE_GAIN,
  expectedScore,
  gameEstimates,
  PLAYABLE_CHANCE,
  SECOND_TURN_COST,
  tourneeStrength,
  WIN_CURVES,
  winChance,
} from './skatkopf/gameEstimate';
export { ENOUGH_TRUMPS, heldIds, SHORT_TRUMP, trumpGameStrength } from './skatkopf/handValue';
export { skatkopfBot } from './skatkopf/skatkopfBot';
export { auctionChoice, callChoice, declareChoice } from './skatkopf/skatkopfDecisions';
export { friendsOf, skatkopfCard } from './skatkopf/skatkopfPlay';
export { acceptTurned, kittyDiscard, trumpChoice } from './skatkopf/trumpMaking';
export type { Discard } from './skatPassChoice';
export { discardChoice, PUSH_RISK, skatPassChoice, VOID_VALUE } from './skatPassChoice';
export type { TrickStanding } from './trickStanding';
export { trickStanding } from './trickStanding';
