import { createGame, type ErrorCode } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type SkatkopfAction, skatkopf } from '../src/index';
import { EXAMPLE_1 } from './deals';
import { A, dealOf, forehandDeclares, playCards, rulesOf, run, type State } from './helpers';

// Bad input is refused with a stable code, and the state does not change.

const rules = rulesOf();
const fresh = () => dealOf(rules, EXAMPLE_1.hands, EXAMPLE_1.skat);
const call = (): State => run(rules, forehandDeclares(rules, fresh(), 'partner'), [A.hand(0, 'H')]);
const play = (): State => run(rules, call(), [A.call(0, 'CA')]);
const at: Record<string, () => State> = {
  auction: fresh,
  opened: () => run(rules, fresh(), [A.bid(0, 'partner')]),
  challenged: () => run(rules, fresh(), [A.bid(0, 'partner'), A.bid(1, 'solo')]),
  declaration: () =>
    run(rules, fresh(), [A.bid(0, 'partner'), A.bid(1, 'solo'), A.pass(0), A.pass(2), A.pass(3)]),
  make: () => forehandDeclares(rules, fresh(), 'partner'),
  accept: () => run(rules, forehandDeclares(rules, fresh(), 'partner'), [A.turn(0)]),
  discard: () => run(rules, forehandDeclares(rules, fresh(), 'partner'), [A.turn(0), A.accept(0)]),
  call,
  play,
  firstClubTrick: () => playCards(rules, play(), EXAMPLE_1.tricks.flat().slice(0, 13)),
  over: () => playCards(rules, play(), EXAMPLE_1.tricks.flat()),
};

describe('refusals', () => {
  test.each([
    // [where, action, code]
    ['auction', A.bid(1, 'partner'), 'OUT_OF_TURN'],
    ['auction', A.hold(0), 'ACTION_NOT_ALLOWED'],
    ['auction', A.bid(0, 'solo'), 'INVALID_BID'], // the opening is "I'll play": Partner
    ['auction', { type: 'bid', seat: 0, game: 'ramsch' }, 'INVALID_ACTION'],
    ['auction', { type: 'bid', seat: 0, game: 'partner', doublings: -1 }, 'INVALID_ACTION'],
    ['auction', A.play(0, 'JK'), 'ACTION_NOT_ALLOWED'],
    ['auction', { type: 'declare', seat: 9, game: 'solo' }, 'INVALID_ACTION'],
    ['opened', A.bid(1, 'partner'), 'INVALID_BID'], // not higher
    ['opened', A.bid(1, 'partner', 7), 'INVALID_BID'], // more than six doublings
    ['challenged', A.bid(0, 'babyGrand'), 'ACTION_NOT_ALLOWED'], // the holder answers
    ['challenged', A.hold(1), 'OUT_OF_TURN'],
    ['declaration', A.declare(1, 'partner'), 'INVALID_CONTRACT'], // below the Solo bid
    ['declaration', A.declare(0, 'solo'), 'OUT_OF_TURN'],
    ['make', A.accept(0), 'ACTION_NOT_ALLOWED'],
    ['make', A.name(0, 'H'), 'ACTION_NOT_ALLOWED'],
    ['make', A.discard(0, 'C6', 'C8'), 'ACTION_NOT_ALLOWED'],
    ['make', A.hand(1, 'H'), 'OUT_OF_TURN'],
    ['make', { type: 'hand', seat: 0, suit: 'X' }, 'INVALID_ACTION'],
    ['accept', A.hand(0, 'H'), 'ACTION_NOT_ALLOWED'],
    ['discard', { type: 'discard', seat: 0, cards: ['C6'] }, 'INVALID_ACTION'],
    ['discard', A.discard(0, 'C6', 'CA'), 'CARD_NOT_HELD'],
    ['discard', A.discard(0, 'C6', 'ZZ'), 'UNKNOWN_CARD'],
    ['discard', A.call(0, 'CA'), 'ACTION_NOT_ALLOWED'],
    ['call', A.call(0, 'C6'), 'INVALID_CONTRACT'], // its own card
    ['call', A.call(0, 'HA'), 'INVALID_CONTRACT'], // a trump
    ['call', A.call(0, 'X9'), 'UNKNOWN_CARD'],
    ['call', A.call(2, 'CA'), 'OUT_OF_TURN'],
    ['play', A.play(0, 'CA'), 'CARD_NOT_HELD'],
    ['play', A.play(1, 'H5'), 'OUT_OF_TURN'],
    ['play', A.call(0, 'SA'), 'ACTION_NOT_ALLOWED'],
    ['firstClubTrick', A.play(2, 'CT'), 'PLAY_RESTRICTED'],
    ['over', A.play(0, 'JK'), 'GAME_OVER'],
  ] as [string, SkatkopfAction, ErrorCode][])(
    '%s: %j is refused with %s',
    (where, action, code) => {
      const s = at[where]();
      const before = JSON.stringify(s);
      const r = rules.applyAction(s, action);
      expect(r.ok ? 'accepted' : r.error.code).toBe(code);
      expect(r.ok || r.error.message.length > 0).toBe(true);
      expect(JSON.stringify(s)).toBe(before);
    },
  );

  test('through the game facade too: the refusal and an unchanged game', () => {
    const game = createGame(skatkopf, { dealer: 3, hands: EXAMPLE_1.hands, skat: EXAMPLE_1.skat });
    const before = JSON.stringify(game.state());
    const r = game.apply(A.bid(0, 'grandHand'));
    expect(r.ok || r.error.code).toBe('INVALID_BID');
    expect(JSON.stringify(game.state())).toBe(before);
    game.actor.stop();
  });
});

describe('bad options and deals', () => {
  test.each([
    [{ jokers: 'third' }, ['options', 'jokers']],
    [{ deals: 0 }, ['options', 'deals']],
    [{ maxDoublings: 21 }, ['options', 'maxDoublings']],
    [{ kontra: true }, ['options', 'kontra']],
  ])('%j is refused with INVALID_OPTIONS at %j', (options, path) => {
    const r = skatkopf.parseOptions(options);
    expect(r.ok || r.error).toMatchObject({ code: 'INVALID_OPTIONS', path });
  });

  test('a deal must hold all 42 cards, the jokers twice', () => {
    const hands = EXAMPLE_1.hands.map((h) => h.slice());
    hands[0][0] = 'CA'; // a second CA instead of a joker
    const r = rules.fromDeal({ dealer: 3, hands, skat: EXAMPLE_1.skat });
    expect(r.ok || r.error.code).toBe('INVALID_DEAL');
    const three = EXAMPLE_1.hands.map((h) => h.slice());
    three[1][0] = 'JK';
    expect(rules.fromDeal({ dealer: 3, hands: three, skat: EXAMPLE_1.skat }).ok).toBe(false);
  });
});
