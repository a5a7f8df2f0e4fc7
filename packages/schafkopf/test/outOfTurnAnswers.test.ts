import { type Bot, pimcBot, playDeal, randomBot, seatKnowledge } from '@stich/bots';
import { type BaseAction, type GameState, Rng, type SeatView, unwrap } from '@stich/core';
import type { SampledDeal, SeatKnowledge } from '@stich/core/plugin';
import { describe, expect, test } from 'vitest';
import { locationsOf } from '../../bots/test/pimcPositions';
import {
  type SchafkopfAction,
  type SchafkopfState,
  type SchafkopfView,
  schafkopf,
} from '../src/index';
import { answerChoice, kontraChoice, schafkopfAdapter, schafkopfBot } from '../src/plugin';

// Option `stossUntil: 'firstTrick'` (schafkopf.en.md 5.2): a Kontra may be said during
// trick 1 at one's own turn, and a Re in reply may be given by either member of the
// playing side immediately after the Kontra, out of turn.

type S = GameState<SchafkopfState>;
const OPTIONS = { stossUntil: 'firstTrick' } as const;
const rules = schafkopf.rules(OPTIONS);
const rulesBot = schafkopfBot(rules);

/** The rules bot, but Kontra at its own turn in trick 1 whenever it may (and nothing more). */
const kontraBot: Bot<BaseAction, SchafkopfView> = {
  name: 'kontra in trick 1',
  choose(view, rng) {
    const kontra = view.legalActions.find((a) => a.type === 'double');
    if (view.phase === 'play' && kontra !== undefined && view.doublings.length === 0) return kontra;
    return rulesBot.choose(view, rng);
  },
  chooseOutOfTurn: rulesBot.chooseOutOfTurn,
};

/**
 * Dealer D (3): forehand A (0) says "Ich spiel" and plays a Sauspiel on the Eichel-Sau,
 * which C (2) holds; nobody doubles before play. B (1) and D are the opponents.
 */
function sauspiel(hands: string[][]): S {
  let s = unwrap(rules.fromDeal({ dealer: 3, hands })) as S;
  const step = (pick: (a: SchafkopfAction) => boolean) => {
    s = unwrap(rules.applyAction(s, rules.legalActions(s).find(pick)!));
  };
  step((a) => a.type === 'claimGame');
  for (let i = 0; i < 3; i++) step((a) => a.type === 'pass');
  step((a) => a.type === 'declare' && 'game' in a && a.game === 'sauspiel' && a.suit === 'C');
  for (let i = 0; i < 4; i++) step((a) => a.type === 'pass');
  return s;
}

// A's hand is strong for the game or not; C's (two trumps) never is. The bot's Re in a
// Sauspiel takes five trumps with two Ober (its judgement before play), in the hand left
// after A's lead.
const STRONG = [
  ['CQ', 'SQ', 'HQ', 'HJ', 'DJ', 'HA', 'C7', 'S7'],
  ['HK', 'DQ', 'CJ', 'SJ', 'HT', 'H9', 'SA', 'ST'],
  ['CA', 'CT', 'CK', 'H8', 'H7', 'D7', 'D8', 'D9'],
  ['C9', 'C8', 'SK', 'S9', 'S8', 'DA', 'DT', 'DK'],
];
const WEAK = [
  ['CQ', 'SQ', 'HQ', 'HJ', 'DA', 'DT', 'C7', 'S7'],
  STRONG[1],
  STRONG[2],
  ['C9', 'C8', 'SK', 'S9', 'S8', 'DJ', 'HA', 'DK'],
];

/** The deal played by `kontraBot` at every seat, each action with the state before it. */
function played(start: S) {
  const log: { action: BaseAction; before: S }[] = [];
  const bots = [kontraBot, kontraBot, kontraBot, kontraBot];
  const end = playDeal(rules, start, bots, new Rng(1), (action, before) =>
    log.push({ action, before: before as S }),
  );
  return { log, end: end as S };
}

describe("the rules bot's Re out of turn, in trick 1", () => {
  test('a strong declarer answers the Kontra at once with Re; the partner, weak, does not', () => {
    const { log, end } = played(sauspiel(STRONG));
    expect(end.doublers).toEqual([1, 0]);
    const kontra = log.findIndex((e) => e.action.type === 'double');
    // A leads, B says Kontra before his card; C (asked first, after B) declines, A says Re
    // out of turn before B plays.
    expect(log[kontra].before.history).toHaveLength(1);
    expect(log[kontra + 1].action).toEqual({ type: 'double', seat: 0 });
    expect(log[kontra + 1].before.turn).toBe(1);
    expect(log[kontra + 2].action).toMatchObject({ type: 'play', seat: 1 });
    expect(end.x.doublingRound.inPlaySteps).toEqual([1, 1]);
    const outcome = rules.outcome(end)!;
    expect(outcome.kind === 'game' && outcome.doublings).toBe(2);
  });

  test('a weak declarer lets the Kontra stand, and play goes on', () => {
    const { log, end } = played(sauspiel(WEAK));
    expect(end.doublers).toEqual([1]);
    const kontra = log.findIndex((e) => e.action.type === 'double');
    expect(log[kontra + 1].action).toMatchObject({ type: 'play', seat: 1 });
  });

  test('out of turn it judges as it does before play (kontraChoice), at every offer', () => {
    const views: SeatView<BaseAction, SchafkopfView>[] = [];
    const watching: Bot<BaseAction, SchafkopfView> = {
      ...kontraBot,
      chooseOutOfTurn(view, rng) {
        views.push(view);
        return rulesBot.chooseOutOfTurn!(view, rng);
      },
    };
    for (let seed = 0; seed < 150; seed++)
      playDeal(
        rules,
        rules.deal({ dealer: seed % 4, seed }),
        Array(4).fill(watching),
        new Rng(seed),
      );
    let re = 0;
    for (const view of views) {
      const answer = answerChoice(view, rules.options);
      const pass = { type: 'pass', seat: view.seat };
      const before = { ...view, phase: 'kontra', legalActions: [...view.legalActions, pass] };
      const turn = { view: before, facts: null as never, table: null as never, active: 4 };
      expect(answer ?? pass).toEqual(kontraChoice(turn, rules.options));
      if (answer !== null) re++;
    }
    // Both happen: Re with a strong hand, none with a weak one.
    expect(re).toBeGreaterThan(5);
    expect(views.length - re).toBeGreaterThan(5);
  });
});

/** The deal as it truly lies, in the seat's knowledge: what each seat holds now. */
function trueDeal(k: SeatKnowledge, truth: readonly number[]): SampledDeal {
  const hands = k.known
    .slice(0, k.skat)
    .map((cards, seat) => [...cards, ...k.unseen.filter((id) => truth[id] === seat)]);
  return { hands, skat: [] };
}

describe('the sampling adapter with Kontra and Re said in trick 1', () => {
  // Card decisions after a doubling in trick 1: Kontra by `kontraBot`, answered by the
  // rules bot's judgement or by the random bot's whim (also by a seat that has played).
  const cases: { state: S; seat: number; view: SeatView<SchafkopfAction, SchafkopfView> }[] = [];
  const random: Bot = { ...kontraBot, chooseOutOfTurn: randomBot.chooseOutOfTurn };
  for (let seed = 0; seed < 120; seed++) {
    const bots = seed % 2 === 0 ? Array(4).fill(kontraBot) : Array(4).fill(random);
    playDeal(
      rules,
      rules.deal({ dealer: seed % 4, seed }),
      bots,
      new Rng(seed),
      (_a, _b, after) => {
        const s = after as S;
        const view = rules.view(s, s.turn);
        if (rules.isTerminal(s) || s.x.doublingRound.inPlaySteps === undefined) return;
        if (view.legalActions.some((a) => a.type === 'play'))
          cases.push({ state: s, seat: s.turn, view });
      },
    );
  }

  test('the views time each doubling said in play', () => {
    expect(cases.length).toBeGreaterThan(100);
    for (const { state, view } of cases) {
      const timed = view.extra.doubledInPlay;
      expect(timed).toEqual(state.x.doublingRound.inPlaySteps);
    }
    // Some Re were said by a seat that had already played to trick 1.
    const late = cases.filter(({ state }) => {
      const steps = state.x.doublingRound.inPlaySteps!;
      return steps.length === 2 && state.doublers[1] === state.lead0 && steps[1] > 0;
    });
    expect(late.length).toBeGreaterThan(0);
  });

  test('the true deal rebuilds the true position, doublings where they were said', () => {
    let rebuilt = 0;
    for (const p of cases) {
      if (!schafkopfAdapter.applies!(rules, p.view)) continue;
      const k = seatKnowledge(rules, p.view);
      schafkopfAdapter.restrict!(rules, p.view, k);
      const s = schafkopfAdapter.rebuild(
        rules,
        p.view,
        k,
        trueDeal(k, locationsOf(rules, p.state)),
      );
      expect(s).toBeDefined();
      if (s === undefined) continue;
      rebuilt++;
      const t = s as S;
      expect(t.history).toEqual(p.state.history);
      expect(t.hands).toEqual(p.state.hands);
      expect([t.phase, t.turn, t.leader, t.winners, t.doublers]).toEqual([
        p.state.phase,
        p.state.turn,
        p.state.leader,
        p.state.winners,
        p.state.doublers,
      ]);
      // The round before play and the steps said in play, as they truly went.
      expect(t.x.doublingRound).toEqual(p.state.x.doublingRound);
      expect(rules.view(t, p.seat).legalActions).toEqual(p.view.legalActions);
    }
    expect(rebuilt).toBeGreaterThan(cases.length / 2);
  });

  test('the sampling bot solves such a position rather than leaving it to the rules bot', () => {
    const p = cases.find(
      (c) => schafkopfAdapter.applies!(rules, c.view) && c.view.legalActions.length > 2,
    )!;
    const samples: number[] = [];
    const bot = pimcBot(rules, {
      samples: 4,
      adapter: schafkopfAdapter,
      onDecision: (d) => samples.push(d.samples),
    });
    const card = bot.choose(p.view, new Rng(2));
    expect(p.view.legalActions).toContainEqual(card);
    expect(samples).toEqual([4]);
  });
});
