import { unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type SkatAction, type SkatOptions, skat } from '../src/index';
import * as D from './deals';
import { type DealScript, playScript, run, type State, startOf } from './script';

// Refusals: each bad action is refused with its stable error code, and neither `applyAction`
// nor `check` changes the state it was given. FH is seat 0, MH 1, RH 2 (dealer 2).

/** The state before step `index` of a script (negative: from the end), or after it all. */
function before(script: DealScript, options: Partial<SkatOptions>, index?: number): State {
  const { steps, state } = playScript(script, options);
  return index === undefined ? state : steps.at(index)!.before;
}
const bidding = (text: string) => () => {
  const r = skat.rules();
  return run(r, startOf(r, D.EX1_HEARTS), text);
};
const toDeclare = (text = 'MH 18, FH hold, MH pass, RH pass') => bidding(text);
const pickedUp = () =>
  unwrap(skat.rules().applyAction(toDeclare()(), { type: 'pickUpSkat', seat: 0 }));
const laidBack = () =>
  unwrap(skat.rules().applyAction(pickedUp(), { type: 'discard', seat: 0, cards: ['SQ', 'D7'] }));
/** The state in Example 1 (hearts) just before `card` is played. */
const beforeCard = (card: string) => () => {
  const { steps } = playScript(D.EX1_HEARTS);
  return steps.find((x) => x.action.type === 'play' && x.action.card === card)!.before;
};
/** FH to lead the first card. */
const firstLead = beforeCard('CJ');
/** MH to answer FH's DJ in trick 2: it must play HQ, its last trump. */
const mustFollow = beforeCard('HQ');
/** Clubs after the declaration with Kontra on: MH (who made a call) decides first. */
const kontraPhase = () => before({ ...D.CLUBS_61, kontra: undefined }, { kontra: true });
const afterRe = () => before({ ...D.CLUBS_61, kontra: 'MH double, FH double' }, { kontra: true });

// [what, state, options, action, code]
const CASES: [string, () => State, Partial<SkatOptions>, SkatAction, string][] = [
  // Bidding: only the ladder's values, each higher than the last (text, "Possible calls").
  [
    'a bid not on the ladder (19)',
    bidding(''),
    {},
    { type: 'bid', seat: 1, value: 19 },
    'INVALID_BID',
  ],
  ['a bid below 18', bidding(''), {}, { type: 'bid', seat: 1, value: 17 }, 'INVALID_BID'],
  ['a bid above 264', bidding(''), {}, { type: 'bid', seat: 1, value: 265 }, 'INVALID_BID'],
  [
    'a bid equal to the last',
    bidding('MH 20, FH hold'),
    {},
    { type: 'bid', seat: 1, value: 20 },
    'INVALID_BID',
  ],
  [
    'a bid below the last',
    bidding('MH 20, FH hold'),
    {},
    { type: 'bid', seat: 1, value: 18 },
    'INVALID_BID',
  ],
  [
    'rearhand not above middlehand',
    bidding('MH 22, FH pass'),
    {},
    { type: 'bid', seat: 2, value: 22 },
    'INVALID_BID',
  ],
  [
    'forehand opening at 19',
    bidding('MH pass, RH pass'),
    {},
    { type: 'bid', seat: 0, value: 19 },
    'INVALID_BID',
  ],
  // Out of turn.
  ['forehand calls first', bidding(''), {}, { type: 'bid', seat: 0, value: 18 }, 'OUT_OF_TURN'],
  ['rearhand calls first', bidding(''), {}, { type: 'bid', seat: 2, value: 18 }, 'OUT_OF_TURN'],
  [
    'middlehand answers its own call',
    bidding('MH 18'),
    {},
    { type: 'hold', seat: 1 },
    'OUT_OF_TURN',
  ],
  ['a defender takes up the skat', toDeclare(), {}, { type: 'pickUpSkat', seat: 1 }, 'OUT_OF_TURN'],
  ['a defender declares', toDeclare(), {}, { type: 'declare', seat: 2, game: 'G' }, 'OUT_OF_TURN'],
  [
    'middlehand plays before forehand leads',
    firstLead,
    {},
    { type: 'play', seat: 1, card: 'SJ' },
    'OUT_OF_TURN',
  ],
  [
    'rearhand says kontra first',
    kontraPhase,
    { kontra: true },
    { type: 'pass', seat: 2 },
    'OUT_OF_TURN',
  ],
  ['rearhand says bock', afterRe, { kontra: true }, { type: 'double', seat: 2 }, 'OUT_OF_TURN'],
  // Holding without a call (text: "Responder must wait for caller to bid").
  [
    'middlehand holds with no call',
    bidding(''),
    {},
    { type: 'hold', seat: 1 },
    'ACTION_NOT_ALLOWED',
  ],
  [
    'forehand holds after two passes',
    bidding('MH pass, RH pass'),
    {},
    { type: 'hold', seat: 0 },
    'ACTION_NOT_ALLOWED',
  ],
  [
    'forehand calls instead of answering',
    bidding('MH 18'),
    {},
    { type: 'bid', seat: 0, value: 20 },
    'ACTION_NOT_ALLOWED',
  ],
  // Actions of another phase.
  [
    'a card during the bidding',
    bidding(''),
    {},
    { type: 'play', seat: 1, card: 'SJ' },
    'ACTION_NOT_ALLOWED',
  ],
  [
    'declaring during the bidding',
    bidding('MH 18'),
    {},
    { type: 'declare', seat: 0, game: 'G' },
    'ACTION_NOT_ALLOWED',
  ],
  ['taking up the skat twice', pickedUp, {}, { type: 'pickUpSkat', seat: 0 }, 'ACTION_NOT_ALLOWED'],
  [
    'laying back without taking up',
    toDeclare(),
    {},
    { type: 'discard', seat: 0, cards: ['HA', 'D7'] },
    'ACTION_NOT_ALLOWED',
  ],
  [
    'declaring before laying back',
    pickedUp,
    {},
    { type: 'declare', seat: 0, game: 'H' },
    'ACTION_NOT_ALLOWED',
  ],
  [
    'laying back twice',
    laidBack,
    {},
    { type: 'discard', seat: 0, cards: ['HA', 'D8'] },
    'ACTION_NOT_ALLOWED',
  ],
  ['kontra without the option', firstLead, {}, { type: 'double', seat: 1 }, 'ACTION_NOT_ALLOWED'],
  // Cards.
  [
    'laying back a card not held',
    pickedUp,
    {},
    { type: 'discard', seat: 0, cards: ['HA', 'SJ'] },
    'CARD_NOT_HELD',
  ],
  [
    'playing a card not held',
    firstLead,
    {},
    { type: 'play', seat: 0, card: 'SJ' },
    'CARD_NOT_HELD',
  ],
  [
    'not following a trump lead',
    mustFollow,
    {},
    { type: 'play', seat: 1, card: 'CA' },
    'MUST_FOLLOW_SUIT',
  ],
  [
    'a card that does not exist',
    firstLead,
    {},
    { type: 'play', seat: 0, card: 'C6' },
    'UNKNOWN_CARD',
  ],
  [
    'laying back three cards',
    pickedUp,
    {},
    { type: 'discard', seat: 0, cards: ['HA', 'D7', 'D8'] },
    'INVALID_ACTION',
  ],
  [
    'laying back one card twice',
    pickedUp,
    {},
    { type: 'discard', seat: 0, cards: ['HA', 'HA'] },
    'CARD_NOT_HELD',
  ],
  ['a seat that is not at the table', bidding(''), {}, { type: 'pass', seat: 3 }, 'INVALID_ACTION'],
  ['a malformed bid', bidding(''), {}, { type: 'bid', seat: 1, value: 18.5 }, 'INVALID_ACTION'],
  // Contracts (more in declaration.test.ts).
  [
    'suit ouvert after taking up',
    laidBack,
    {},
    { type: 'declare', seat: 0, game: 'C', ouvert: true },
    'INVALID_CONTRACT',
  ],
  [
    'null 23 after a bid of 24',
    () =>
      unwrap(
        skat.rules().applyAction(
          unwrap(
            skat.rules().applyAction(toDeclare('MH 24, FH hold, MH pass, RH pass')(), {
              type: 'pickUpSkat',
              seat: 0,
            }),
          ),
          { type: 'discard', seat: 0, cards: ['SQ', 'D7'] },
        ),
      ),
    {},
    { type: 'declare', seat: 0, game: 'N' },
    'INVALID_CONTRACT',
  ],
  // Kontra only from a defender who made or held a call (text, "Variants"; NOTES 5).
  [
    'kontra by a defender who only passed',
    kontraPhase,
    { kontra: true },
    { type: 'double', seat: 2 },
    'KONTRA_NOT_ALLOWED',
  ],
  [
    'kontra by the declarer',
    kontraPhase,
    { kontra: true },
    { type: 'double', seat: 0 },
    'KONTRA_NOT_ALLOWED',
  ],
  // The end.
  [
    'a card after the end',
    () => before(D.EX1_HEARTS, {}),
    {},
    { type: 'play', seat: 0, card: 'CJ' },
    'GAME_OVER',
  ],
];

describe('bad input is refused with its code, the state unchanged', () => {
  test.each(
    CASES.map(([name, state, options, action, code]) => ({ name, state, options, action, code })),
  )('$name: $code', ({ state, options, action, code }) => {
    const rules = skat.rules(options);
    const s = state();
    const copy = structuredClone(s);
    const applied = rules.applyAction(s, action);
    expect(applied.ok ? 'accepted' : applied.error.code).toBe(code);
    expect(s).toEqual(copy);
    const checked = rules.check(s, action);
    expect(checked.ok ? 'accepted' : checked.error.code).toBe(code);
    expect(s).toEqual(copy);
    // And it is not among the legal actions of that seat.
    expect(rules.legalActions(s, action.seat)).not.toContainEqual(action);
  });
});
