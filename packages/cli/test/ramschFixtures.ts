import { playDeal } from '@stich/bots';
import { Rng, unwrap } from '@stich/core';
import { type RamschAction, type RamschOptions, ramsch } from '@stich/ramsch';
import { ramschBot } from '@stich/ramsch/plugin';

/**
 * A fixed Ramsch deal, dealer 2 so seat 0 is forehand: seat 0 holds the club jack and
 * low cards, seat 1 aces, tens and kings, seat 2 the other jacks, queens and diamonds.
 */
export const HANDS = [
  ['CJ', 'C7', 'C8', 'C9', 'S7', 'S8', 'S9', 'H7', 'H8', 'D7'],
  ['SJ', 'CA', 'CT', 'CK', 'SA', 'ST', 'SK', 'HA', 'HT', 'HK'],
  ['HJ', 'DJ', 'CQ', 'SQ', 'HQ', 'H9', 'DA', 'DT', 'DK', 'DQ'],
];
export const SKAT = ['D9', 'D8'];

/**
 * Schieberamsch on the fixed deal: forehand takes up the skat and lays back D7 D8,
 * middlehand pushes, rearhand takes up and lays back DA DT.
 */
export const SCHIEBEN: RamschAction[] = [
  { type: 'pickUpSkat', seat: 0 },
  { type: 'discard', seat: 0, cards: ['D7', 'D8'] },
  { type: 'pushSkat', seat: 1 },
  { type: 'pickUpSkat', seat: 2 },
  { type: 'discard', seat: 2, cards: ['DA', 'DT'] },
];

/**
 * The fixed deal under `options` (by `dealer`, 2 unless given), `script` played first and
 * rules bots playing on to the end: its deal record (hands and skat) and its outcome.
 */
export function ramschDeal(
  options: Partial<RamschOptions>,
  script: RamschAction[] = [],
  dealer = 2,
) {
  const rules = ramsch.rules(options);
  let state = unwrap(rules.fromDeal({ dealer, hands: HANDS, skat: SKAT }));
  const actions = [...script];
  for (const action of script) state = unwrap(rules.applyAction(state, action));
  const bots = [0, 1, 2].map(() => ramschBot<RamschAction>(rules));
  const end = playDeal(rules, state, bots, new Rng(1), (a) => actions.push(a));
  const record = { variant: 'ramsch', options, dealer, hands: HANDS, skat: SKAT, actions };
  return { record, outcome: rules.outcome(end)! };
}
