import { SKAT_DECK } from '@stich/core';
import { trickWinner } from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { skat } from '../src/index';
import * as D from './deals';
import { cards, type DealScript, playScript } from './script';

// Card play (text, "Playing", "Suit game", "Grand game", "Null game"; ISS README on early
// ends): the order of the cards in each game, following, and where play stops early.

const rules = skat.rules();
const id = (code: string) => SKAT_DECK.idsOf(code)![0];
const table = (mode: string) => rules.ctx.tables[rules.ctx.trumpModes.indexOf(mode)];
/** The winner (index in play order) of a trick of cards written as `'HA HT'`. */
const winner = (mode: string, trick: string) => trickWinner(table(mode), cards(trick).map(id));

describe('the order of the cards', () => {
  // Text, "Suit game": J♣ J♠ J♥ J♦, then A 10 K Q 9 8 7 of the trump suit.
  const HEARTS_TRUMPS = 'CJ SJ HJ DJ HA HT HK HQ H9 H8 H7';
  // Text, "Grand game": only the four jacks are trumps; "all other ranks are the same".
  const JACKS = 'CJ SJ HJ DJ';
  const PLAIN = (suit: string) =>
    ['A', 'T', 'K', 'Q', '9', '8', '7'].map((r) => suit + r).join(' ');
  // Text, "Null game": no trumps, "A-K-Q-J-10-9-8-7".
  const NULL = (suit: string) =>
    ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'].map((r) => suit + r).join(' ');

  test.each([
    ['H', HEARTS_TRUMPS],
    ['H', PLAIN('C')],
    ['H', PLAIN('D')],
    ['G', JACKS],
    ['G', PLAIN('H')],
    ['G', PLAIN('S')],
    ['D', `CJ SJ HJ DJ ${PLAIN('D')}`],
    ['N', NULL('C')],
    ['N', NULL('H')],
    ['ramsch', JACKS], // Ramsch on pass-out: jacks only, grand order (NOTES, Ramsch)
    ['ramsch', PLAIN('S')],
  ])('%s: %s, highest first', (mode, order) => {
    const list = cards(order);
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const [high, low] = [list[i], list[j]];
        expect(winner(mode, `${high} ${low}`), `${high} led, ${low} played`).toBe(0);
        expect(winner(mode, `${low} ${high}`), `${low} led, ${high} played`).toBe(1);
      }
    }
  });

  test.each([
    ['H', 'CA H7', 1], // the lowest trump beats a plain ace
    ['H', 'CA CJ', 1], // a jack is a trump, not a club
    ['H', 'SA CA', 0], // a card of another suit does not win
    ['G', 'HA DJ', 1],
    ['G', 'CA HA SA', 0],
    ['N', 'HA CJ', 0], // null: no trumps, the jack does not win
    ['N', 'C7 HA SA', 0],
    ['N', 'CT CJ', 1], // the jack ranks above the ten
    ['D', 'D7 CA', 0], // a trump led wins over a plain ace
  ])('%s: %s is won by card %i', (mode, trick, index) => {
    expect(winner(mode, trick)).toBe(index);
  });

  test.each([
    // Which cards follow together: the trumps are one suit; in null the jack follows its suit.
    ['H', 'CJ', 'H7', true],
    ['H', 'CJ', 'C7', false],
    ['G', 'DJ', 'CJ', true],
    ['G', 'DJ', 'D7', false],
    ['N', 'CJ', 'C7', true],
    ['N', 'CJ', 'SJ', false],
  ])('%s: %s and %s follow each other: %s', (mode, a, b, same) => {
    const t = table(mode);
    expect(t.group[id(a)] === t.group[id(b)]).toBe(same);
  });

  test('following: a trump led must be answered with a trump (Example 1, trick 2)', () => {
    const { steps } = playScript(D.EX1_HEARTS);
    const after = steps.find((x) => x.action.type === 'play' && x.action.card === 'DJ')!;
    const next = steps[steps.indexOf(after) + 1];
    // MH holds HQ as its only trump left; hearts count as trumps with the jacks.
    expect(rules.legalActions(next.before).filter((a) => a.type === 'play')).toEqual([
      { type: 'play', seat: 1, card: 'HQ' },
    ]);
  });
});

/** States of a script after each completed trick. */
function afterTricks(script: DealScript) {
  const { steps, state } = playScript(script);
  const states = [...steps.map((s) => s.before), state];
  return (t: number) => states.find((s) => s.phase === 'done' || s.winners.length >= t)!;
}

describe('where play stops (ISS README, "How the server settles games that end early")', () => {
  test("null stops at the declarer's first trick, the ninth here (text, Scoring, Example 2)", () => {
    const at = afterTricks(D.NULL_OUVERT_LOST);
    expect(at(8).phase).toBe('play');
    const end = at(9);
    expect([end.phase, end.winners.at(-1)]).toEqual(['done', 2]);
    expect(rules.view(end, 0).handSizes).toEqual([1, 1, 1]); // a trick's cards are left
    expect(rules.legalActions(end)).toEqual([]);
    const r = rules.applyAction(end, { type: 'play', seat: end.turn, card: 'DQ' });
    expect(r.ok ? 'accepted' : r.error.code).toBe('GAME_OVER');
  });

  test('null won goes to the last trick', () => {
    const { state, outcome } = playScript(D.NULL_WON);
    expect([state.winners.length, outcome?.declarerTricks]).toEqual([10, 0]);
  });

  test("schwarz announced stops at the defenders' first trick, and is lost (ISS 13577)", () => {
    const at = afterTricks(D.SCHWARZ_LOST);
    expect(at(5).phase).toBe('play');
    expect(at(5).tricks[0]).toBe(5);
    const end = at(6);
    expect([end.phase, end.winners.at(-1)]).toEqual(['done', 1]);
    expect(rules.outcome(end)).toMatchObject({ won: false, declarerTricks: 5 });
  });

  test.each([
    ['schneider announced (Example 2)', D.EXAMPLE2, 9],
    ['no announcement (Example 1)', D.EX1_HEARTS, 2],
  ])('%s: play goes on after the defenders take trick %i', (_name, script, first) => {
    const { state } = playScript(script);
    expect(state.winners[first - 1]).not.toBe(0);
    expect(state.winners).toHaveLength(10);
  });

  test('ouvert (schwarz announced) won: all ten tricks are played', () => {
    const { state, outcome } = playScript(D.GRAND_OUVERT);
    expect(state.winners).toEqual(new Array(10).fill(0));
    expect(outcome).toMatchObject({ won: true, schwarz: true, declarerTricks: 10 });
  });

  test('the skat is the declarer\'s: its card points count to the declarer (text, "Declaring")', () => {
    // Example 1 hand: the skat's SA SQ (14) are in the declarer's 75.
    const { state, outcome } = playScript(D.EX1_HEARTS_HAND);
    const won = rules.ctx.deck.pointsOf(state.won[0], state.won[1]);
    expect([won, outcome?.declarerPoints]).toEqual([61, 75]);
    expect(rules.ctx.deck.pointsOf(state.skat[0], state.skat[1])).toBe(14);
  });
});
