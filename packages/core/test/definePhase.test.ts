import {
  defineAction,
  definePhase,
  defineVariant,
  field,
  type PlayAction,
  phaseGraph,
  trickPhase,
  type Variant,
} from '@stich/core';
import { type ActionDecl, PLAY_ACTION } from '@stich/core/kernel';
import { describeConformance } from '@stich/core/testing';
import { describe, expect, test } from 'vitest';
import { threeJacks } from './variants/threeJacks';

type O = { deals: number };
const SUITS = ['C', 'S', 'H', 'D'] as const;
const NAME = defineAction('nameSuit', { suit: field.enum(SUITS) }, { codes: 4 });
const SKIP = defineAction('skip');
type X = { named: string[]; asked: number };
type Act =
  | PlayAction
  | { type: 'nameSuit'; seat: number; suit: (typeof SUITS)[number] }
  | { type: 'skip'; seat: number };

/** Each seat in turn names a suit nobody named yet, or skips; after three answers, play. */
const naming = definePhase<X, O, Act, 'named'>({
  summary: 'each player names a suit nobody named, or skips',
  exits: ['named'],
  enter: ({ s }) => {
    s.x.asked = 0;
  },
  toAct: ({ s }) => [s.lead0, s.next[s.lead0], s.next[s.next[s.lead0]]][s.x.asked],
  actions: {
    nameSuit: {
      choices: () => SUITS.map((suit) => ({ suit })),
      allow: ({ s, choice }) =>
        !s.x.named.includes(SUITS[choice]) || `${SUITS[choice]} has been named`,
      apply: ({ s, action }) => {
        s.x.named.push(action.suit);
        return ++s.x.asked === 3 ? 'named' : undefined;
      },
    },
    skip: { apply: ({ s }) => (++s.x.asked === 3 ? 'named' : undefined) },
  },
});

const variant = (id: string, actions: readonly ActionDecl[]) =>
  defineVariant({
    // The test's own state and actions on Three Jacks' deck, deal and scoring.
    ...(threeJacks as unknown as Variant),
    id,
    actions: [PLAY_ACTION, ...actions] as ActionDecl<Act['type']>[],
    phases: () =>
      phaseGraph({
        name: { phase: naming, exits: { named: 'play' } },
        play: { phase: trickPhase<X, O, Act>(), exits: { lastTrick: 'done' } },
      }),
    init: () => ({ named: [], asked: 0 }),
  });
const suits = variant('test-name-suits', [NAME, SKIP]);

describe('definePhase: a phase by action names', () => {
  test('lists each kind by its choices, in order, and leaves the taken ones out', () => {
    const rules = suits.rules();
    let s = rules.deal({ dealer: 0, seed: 2 });
    expect(rules.legalActions(s)).toEqual([
      { type: 'nameSuit', seat: 1, suit: 'C' },
      { type: 'nameSuit', seat: 1, suit: 'S' },
      { type: 'nameSuit', seat: 1, suit: 'H' },
      { type: 'nameSuit', seat: 1, suit: 'D' },
      { type: 'skip', seat: 1 },
    ]);
    const r = rules.applyAction(s, { type: 'nameSuit', seat: 1, suit: 'H' });
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    expect(s.turn).toBe(2);
    expect(rules.legalActions(s).map((a) => (a.type === 'nameSuit' ? a.suit : a.type))).toEqual([
      'C',
      'S',
      'D',
      'skip',
    ]);
    // Refused in the seat's own words, state unchanged.
    expect(rules.applyAction(s, { type: 'nameSuit', seat: 2, suit: 'H' })).toMatchObject({
      ok: false,
      error: { code: 'ACTION_NOT_ALLOWED', message: 'H has been named' },
    });
    expect(rules.applyAction(s, { type: 'skip', seat: 0 })).toMatchObject({
      ok: false,
      error: { code: 'OUT_OF_TURN' },
    });
  });

  test('a kind declared with fewer codes than its choices is a TypeError naming it', () => {
    const short = variant('test-name-short', [
      defineAction('nameSuit', { suit: field.enum(SUITS) }),
      SKIP,
    ]);
    expect(() => short.rules().legalActions(short.rules().deal({ dealer: 0, seed: 1 }))).toThrow(
      /lists 4 nameSuit actions; declare the kind with \{ codes: 4 \} \(it has 1\)/,
    );
  });
});

describeConformance(suits, {
  deals: 500,
  statechartDeals: 60,
  roundTripDeals: 3,
  outcomePoints: (o) => o.points,
});
