/**
 * Bots for Stich games: a random bot, the play heuristics the games' rules bots share,
 * and a perfect-information Monte Carlo bot (`pimcBot`) that deals the cards it cannot
 * see in many ways and solves each deal exactly, with the adapter a game's plug-in
 * brings. Every bot decides from its own seat's view only, never from the full state.
 * The games' own rules bots are in their plug-ins (`@stich/skat/plugin` ...).
 *
 * @packageDocumentation
 */
export type { Bot } from './bot';
export type { CardFacts } from './cardFacts';
export { cardFacts } from './cardFacts';
export type { CardTurn, TrickCard } from './cardTurn';
export { cardTurnOfSight, cardTurnOfView, unseenOf } from './cardTurn';
export { safeToDouble } from './doubleChoice';
export { durchmarschCard } from './durchmarschCard';
export { followChoice, maxBy } from './followChoice';
export { handRisk } from './handRisk';
export { leadChoice, leadDanger } from './leadChoice';
export type { Discard } from './passChoice';
export { discardChoice, PUSH_RISK, skatPassChoice, VOID_VALUE } from './passChoice';
export type { PimcAdapter, PimcGoal } from './pimc/pimcAdapter';
export { pimcBot } from './pimc/pimcBot';
export type { PimcDecision, PimcOptions } from './pimc/pimcOptions';
export { PIMC_SAMPLES, PIMC_TIMED_SAMPLES } from './pimc/pimcOptions';
export type { PimcRules } from './pimc/pimcRules';
export { cardPlays, dealtHands, replay } from './pimc/replay';
export type { SampledDeal } from './pimc/sampleDeal';
export { sampleDeal } from './pimc/sampleDeal';
export type { SeatKnowledge } from './pimc/seatKnowledge';
export { seatKnowledge } from './pimc/seatKnowledge';
export type { ActionListener } from './playDeal';
export { playDeal } from './playDeal';
export type { BotTurn, PointAvoidingHooks } from './pointAvoidingBot';
export { avoidPointsCard, pointAvoidingBot } from './pointAvoidingBot';
export { randomBot } from './randomBot';
export type { CodePolicy } from './randomPolicy';
export { playCodes, randomCodePolicy } from './randomPolicy';
export { rankInGroup } from './rankInGroup';
export type { TrickStanding } from './trickStanding';
export { trickStanding } from './trickStanding';
export { gameStrengthOfBits, handBits, nullRiskOfBits } from './trumpPlay/handBits';
export { discardPairs, gameStrength, nullRisk } from './trumpPlay/handStrength';
export type { CardChoice, GroupSet, PlayMemory } from './trumpPlay/playMemory';
export { playMemory } from './trumpPlay/playMemory';
export { declarerCard, defenderCard } from './trumpPlay/trumpGamePlay';
export type { TrumpGame } from './trumpPlay/trumpOrder';
export { isTrump, nullHeight, TRUMP_GAMES, trumpOrder } from './trumpPlay/trumpOrder';
