import { kalterSchlag } from '@stich/kalter-schlag';
import { describe, expect, test } from 'vitest';
import { cardFacts, followChoice, leadChoice, safeToDouble, trickStanding } from '../src/index';

const facts = cardFacts(kalterSchlag.rules().ctx);
const table = facts.table('jacks');
const ids = (codes: string[]) => codes.map((c) => facts.id(c));

describe('trickStanding', () => {
  test.each([
    [['HK'], 'HA', true],
    [['HK'], 'HQ', false],
    [['HK'], 'SA', false], // discarding never wins
    [['HK'], 'DJ', true], // a jack trumps a plain suit
    [['HK', 'DJ'], 'CJ', true],
    [['HK', 'DJ'], 'HA', false],
    [['SJ'], 'HJ', false],
    [['SJ'], 'CJ', true],
  ])('after %j, %s beats: %s', (trick, card, beats) => {
    expect(trickStanding(facts, table, trick).beats(card)).toBe(beats);
  });
  test('counts the points in the trick', () => {
    expect(trickStanding(facts, table, ['HK', 'HA', 'DJ']).points).toBe(17);
  });
});

describe('followChoice', () => {
  test.each([
    // trick so far, legal cards, last to play, expected: why
    [['HK'], ['HA', 'HQ', 'H7'], false, 'HQ'], // highest card under the king
    [['HK', 'HA'], ['HT', 'H7'], false, 'HT'], // the ten goes under the ace
    [['HK'], ['SA', 'CT', 'D7', 'CJ'], false, 'SA'], // void: dump the ace
    [['H7'], ['HA', 'HT'], true, 'HA'], // must take it as the last: shed the ace
    [['H7'], ['HA', 'HT'], false, 'HT'], // must beat it, others may still go over
  ])('after %j from %j (last: %s) plays %s', (trick, legal, last, expected) => {
    expect(followChoice(facts, table, trickStanding(facts, table, trick), legal, last)).toBe(
      expected,
    );
  });
});

describe('leadChoice', () => {
  test('leads a low card of a short suit, not a sure winner', () => {
    const hand = ['CA', 'CT', 'C9', 'SA', 'S7', 'HJ', 'D8', 'DK'];
    const unseen = facts.unseen(hand, []);
    expect(leadChoice(facts, table, hand, hand, unseen)).toBe('S7');
  });
  test('never leads a suit nobody else holds', () => {
    const hand = ['D7', 'H9', 'HT'];
    const played = ['DA', 'DT', 'DK', 'DQ', 'D9', 'D8', 'DJ'];
    expect(leadChoice(facts, table, hand, hand, facts.unseen(hand, played))).toBe('H9');
  });
  test('unseen cards are the deck without hand and played cards', () => {
    expect(ids(['CA'])).toEqual([0]);
    expect(facts.unseen(['CA'], ['CT']).length).toBe(30);
  });
});

describe('safeToDouble', () => {
  test.each([
    [['C7', 'C8', 'S7', 'S9', 'H8', 'HQ', 'D7', 'DJ'], true],
    [['C7', 'C8', 'S7', 'S9', 'H8', 'HQ', 'D7', 'HJ'], false], // HJ is not the lowest jack
    [['C7', 'C8', 'S7', 'S9', 'H8', 'HA', 'D7', 'D8'], false], // an ace
    [['CK', 'CQ', 'SK', 'SQ', 'H8', 'HQ', 'D7', 'D8'], false], // too few low cards
  ])('%j: %s', (hand, safe) => {
    expect(safeToDouble(facts, table, hand)).toBe(safe);
  });
});
