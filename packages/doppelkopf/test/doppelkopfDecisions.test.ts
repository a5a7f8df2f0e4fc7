import { type BotTurn, cardFacts, randomBot } from '@stich/bots';
import { type BaseAction, Rng, type SeatView, unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import { type DoppelkopfAction, type DoppelkopfView, doppelkopf } from '../src/index';
import { announceChoice, bestSolo, doppelkopfBot, vorbehaltChoice } from '../src/plugin';
import { A, B, C, D, table } from './deals';

const rules = doppelkopf.rules();
const facts = cardFacts(rules.ctx);
const turn = (
  view: SeatView<DoppelkopfAction, DoppelkopfView>,
): BotTurn<DoppelkopfAction, DoppelkopfView> => ({
  view,
  facts,
  table: facts.table(view.trumpMode),
  active: 4,
});
const hands = (...h: string[]) => h.map((hand) => hand.split(' '));

// Four hands of twelve (48 cards, every card twice), dealer D, A forehand.
/**
 * A: both club queens, otherwise weak; B: six queens and four plain aces (a Damensolo);
 * C: weak; D: all eight jacks, but no plain ace beside them.
 */
const DEALT = hands(
  'CQ CQ CA CT CK C9 SA ST SK S9 HK DK',
  'SQ SQ HQ HQ DQ DQ HA SA CA DA H9 D9',
  'CT CK C9 ST SK S9 HA HK H9 DA DT DK',
  'CJ CJ SJ SJ HT HT HJ HJ DJ DJ DT D9',
);

describe('the Vorbehalt query (4.2, 4.3)', () => {
  test('"gesund" with a weak hand, "Vorbehalt" with both club queens or a solo', () => {
    const t = table(DEALT);
    expect(vorbehaltChoice(turn(rules.view(t.s, A)))).toEqual({ type: 'claimGame', seat: A });
    t.act({ type: 'claimGame', seat: A });
    expect(vorbehaltChoice(turn(rules.view(t.s, B)))).toEqual({ type: 'claimGame', seat: B });
    t.act({ type: 'claimGame', seat: B });
    expect(vorbehaltChoice(turn(rules.view(t.s, C)))).toEqual({ type: 'pass', seat: C });
    t.act({ type: 'pass', seat: C });
    // D's jacks make no solo the bot plays (a Bubensolo needs aces beside them).
    expect(bestSolo(facts, rules.view(t.s, D).hand)).toBeUndefined();
    expect(vorbehaltChoice(turn(rules.view(t.s, D)))).toEqual({ type: 'pass', seat: D });
    t.act({ type: 'pass', seat: D });
    // A holds the game (the earlier reservation) but no Hochzeit is played beside B's:
    // A gives way (4.3.3.3), and B names its Damensolo.
    expect(vorbehaltChoice(turn(rules.view(t.s, A)))).toEqual({ type: 'pass', seat: A });
    t.act({ type: 'pass', seat: A });
    expect(vorbehaltChoice(turn(rules.view(t.s, B)))).toEqual({
      type: 'declare',
      seat: B,
      game: 'damensolo',
    });
  });

  test('alone with both club queens, the bot names the Hochzeit', () => {
    const t = table(DEALT);
    t.act({ type: 'claimGame', seat: A });
    for (const seat of [B, C, D]) t.act({ type: 'pass', seat });
    expect(vorbehaltChoice(turn(rules.view(t.s, A)))).toEqual({
      type: 'declare',
      seat: A,
      game: 'hochzeit',
    });
  });

  test('outside the query it says nothing', () => {
    const t = table(DEALT);
    t.healthy();
    expect(vorbehaltChoice(turn(rules.view(t.s, A)))).toBeUndefined();
  });
});

describe('announcements (section 5)', () => {
  // A normal game: A holds both Dullen, a club queen and seven more trumps (Re with B,
  // who holds the other club queen); C is weak; D holds twelve trumps, but only one of
  // the top eight.
  const NORMAL = hands(
    'HT HT CQ SQ SQ HQ CJ SJ DA DT SA HA',
    'CQ CK CK C9 C9 SK SK S9 S9 HK HK H9',
    'CA CA CT CT SA ST ST HA H9 DK D9 D9',
    'CJ SJ HQ HJ HJ DA DT DK DQ DQ DJ DJ',
  );

  test('Re with a strong hand at its own turn; Kontra not with a weak one', () => {
    const t = table(NORMAL);
    t.healthy();
    expect(announceChoice(turn(rules.view(t.s, A)))).toEqual({
      type: 'announce',
      seat: A,
      party: 're',
      call: 're',
    });
    t.play('HT');
    t.play();
    // C, with three small trumps, says nothing; nor does D with its lowly trumps.
    expect(announceChoice(turn(rules.view(t.s, C)))).toBeUndefined();
    t.play();
    expect(announceChoice(turn(rules.view(t.s, D)))).toBeUndefined();
  });

  test('"keine 90" only once the party has taken the first two tricks and holds little but trumps', () => {
    const t = table(NORMAL);
    t.healthy();
    t.act({ type: 'announce', seat: A, party: 're', call: 're' });
    // Before any trick: never an Absage.
    expect(announceChoice(turn(rules.view(t.s, A)))).toBeUndefined();
    t.play('HT');
    t.playCards(3);
    expect(t.s.winners).toEqual([A]);
    // One trick is not enough.
    expect(announceChoice(turn(rules.view(t.s, A)))).toBeUndefined();
    t.play('HT');
    t.playCards(3);
    expect(t.s.winners).toEqual([A, A]);
    // Trick 3: A leads with 10 cards: eight trumps, four of the top eight.
    expect(announceChoice(turn(rules.view(t.s, A)))).toEqual({
      type: 'announce',
      seat: A,
      party: 're',
      call: 'no90',
    });
  });
});

// Over 1,000 deals of the rules bots, seed 5: what happened to each party that made an
// Absage. Seen when written: 32 Absagen (all keine 90), 28 made good (87.5%); of 673
// Ansagen 517 won (76.8%).
test('the rules bots make an Absage only when clearly winning: most are made good', () => {
  const bot = doppelkopfBot<DoppelkopfAction>(rules);
  const rng = new Rng(5);
  let made = 0;
  let good = 0;
  for (let i = 0; i < 1000; i++) {
    let s = rules.deal({ dealer: i % 4, rng });
    while (!rules.isTerminal(s)) {
      const action = bot.choose(rules.view(s, rules.toAct(s)), rng);
      s = unwrap(rules.applyAction(s, action));
    }
    const o = rules.outcome(s)!;
    for (const party of ['re', 'kontra'] as const) {
      if (o.announced[party] < 1) continue;
      made++;
      if (o.score.winner === party) good++;
    }
  }
  expect(made).toBeGreaterThan(20);
  expect(good / made).toBeGreaterThan(0.8);
});

test('the bot says what a random bot may say, never more: every choice is legal', () => {
  // A random bot's reservations and announcements, then the rules bot: its choices
  // stay among the legal ones whatever the others did.
  const bot = doppelkopfBot<DoppelkopfAction>(rules);
  const random = randomBot as unknown as { choose(v: SeatView<BaseAction>, r: Rng): BaseAction };
  const rng = new Rng(9);
  for (let i = 0; i < 300; i++) {
    let s = rules.deal({ dealer: i % 4, rng });
    while (!rules.isTerminal(s)) {
      const seat = rules.toAct(s);
      const view = rules.view(s, seat);
      const action =
        seat % 2 === 0 ? bot.choose(view, rng) : (random.choose(view, rng) as DoppelkopfAction);
      expect(view.legalActions).toContainEqual(action);
      s = unwrap(rules.applyAction(s, action));
    }
  }
});
