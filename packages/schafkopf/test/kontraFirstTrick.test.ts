import { type GameState, unwrap } from '@stich/core';
import { describe, expect, it } from 'vitest';
import type { SchafkopfAction, SchafkopfState } from '../src/index';
import { schafkopf } from '../src/index';

// Option `stossUntil: 'firstTrick'` (5.2): besides the round before the first card, a
// player may double during trick 1 at their own turn before playing their card, and a
// Re in reply to a Kontra said during trick 1 may be given at once by either member of
// the playing side, even one who has already played to the trick.

type S = GameState<SchafkopfState>;

/** Seed 0, dealer D: A (seat 0, forehand) calls the Eichel-Sau; nobody doubles before play. */
function sauspiel(options: object) {
  const rules = schafkopf.rules(options);
  const s = rules.deal({ dealer: 3, seed: 0 });
  const act = (s: S, pick: (a: SchafkopfAction) => boolean) => {
    const action = rules.legalActions(s).find(pick)!;
    return rules.applyAction(s, action);
  };
  let t: S = s;
  const step = (pick: (a: SchafkopfAction) => boolean) => {
    const r = act(t, pick);
    if (!r.ok) throw new Error(r.error.message);
    t = r.value;
  };
  step((a) => a.type === 'claimGame');
  for (let i = 0; i < 3; i++) step((a) => a.type === 'pass');
  step((a) => a.type === 'declare' && 'game' in a && a.game === 'sauspiel' && a.suit === 'C');
  for (let i = 0; i < 4; i++) step((a) => a.type === 'pass');
  return { rules, s: t };
}

const types = (actions: readonly SchafkopfAction[]) => actions.map((a) => a.type);

describe('Kontra until the first trick (5.2, option stossUntil = firstTrick)', () => {
  const { rules, s: start } = sauspiel({ stossUntil: 'firstTrick' });
  const partner = [1, 2, 3].find((seat) => rules.ctx.sides!.sideOf(start, seat) === 0)!;
  const opponents = [1, 2, 3].filter((seat) => seat !== partner);

  it('offers Kontra to an opponent at their own turn in trick 1, never to the playing side', () => {
    expect(start.phase).toBe('play');
    expect(start.x.declarer).toBe(0);
    // The declarer leads: Kontra is not his to say.
    expect(types(rules.legalActions(start))).not.toContain('double');
    const refused = rules.applyAction(start, { type: 'double', seat: 0 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('DOUBLE_NOT_ALLOWED');
      expect(refused.error.message).toBe('kontra is for the side against the declarer');
    }
    // Play round the table: each opponent at its turn may say Kontra, the partner not.
    let s = start;
    for (let i = 0; i < 4; i++) {
      const seat = s.turn;
      const offered = types(rules.legalActions(s)).includes('double');
      expect(offered, `seat ${seat}`).toBe(opponents.includes(seat));
      s = unwrap(rules.applyAction(s, rules.legalActions(s).find((a) => a.type === 'play')!));
    }
    // Trick 2: the window has closed.
    expect(types(rules.legalActions(s))).not.toContain('double');
  });

  it('lets the playing side answer a Kontra at once with Re, out of turn, until the next card', () => {
    let s = start;
    // The declarer leads; play on to the first opponent, who says Kontra.
    while (!opponents.includes(s.turn)) {
      s = unwrap(rules.applyAction(s, rules.legalActions(s).find((a) => a.type === 'play')!));
    }
    const sayer = s.turn;
    const kontra = rules.applyAction(s, { type: 'double', seat: sayer });
    expect(kontra.ok).toBe(true);
    s = unwrap(kontra);
    expect(s.doublers).toEqual([sayer]);
    // The declarer has played to the trick and may still say Re, now; so may the partner.
    expect(types(rules.legalActions(s, 0))).toEqual(['double']);
    expect(types(rules.legalActions(s, partner))).toEqual(['double']);
    const other = opponents.find((seat) => seat !== sayer)!;
    expect(rules.legalActions(s, other)).toEqual([]);
    // Answering is not playing: a card out of turn is refused, and the state stays.
    const before = JSON.stringify(s);
    const card = rules.view(s, 0).hand[0];
    const outOfTurn = rules.applyAction(s, { type: 'play', seat: 0, card });
    expect(outOfTurn.ok).toBe(false);
    if (!outOfTurn.ok) expect(outOfTurn.error.code).toBe('OUT_OF_TURN');
    expect(JSON.stringify(s)).toBe(before);
    // Re by the declarer, out of turn; the Kontra sayer then plays (stossMax 2: no Sup).
    const re = rules.applyAction(s, { type: 'double', seat: 0 });
    expect(re.ok).toBe(true);
    s = unwrap(re);
    expect(s.doublers).toEqual([sayer, 0]);
    expect(s.turn).toBe(sayer);
    expect(types(rules.legalActions(s))).not.toContain('double');
    expect(rules.legalActions(s, partner)).toEqual([]);
  });

  it('closes the answer with the next card', () => {
    let s = start;
    while (!opponents.includes(s.turn)) {
      s = unwrap(rules.applyAction(s, rules.legalActions(s).find((a) => a.type === 'play')!));
    }
    s = unwrap(rules.applyAction(s, { type: 'double', seat: s.turn }));
    s = unwrap(rules.applyAction(s, rules.legalActions(s).find((a) => a.type === 'play')!));
    expect(rules.legalActions(s, 0)).toEqual([]);
    const late = rules.applyAction(s, { type: 'double', seat: 0 });
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.error.code).toBe('OUT_OF_TURN');
  });

  it('scores a Kontra said in trick 1 like one said before it', () => {
    let s = start;
    while (!opponents.includes(s.turn)) {
      s = unwrap(rules.applyAction(s, rules.legalActions(s).find((a) => a.type === 'play')!));
    }
    s = unwrap(rules.applyAction(s, { type: 'double', seat: s.turn }));
    while (!rules.isTerminal(s)) {
      s = unwrap(rules.applyAction(s, rules.legalActions(s).find((a) => a.type === 'play')!));
    }
    const outcome = rules.outcome(s)!;
    expect(outcome.kind).toBe('game');
    if (outcome.kind === 'game') expect(outcome.doublings).toBe(1);
  });

  it('offers nothing during trick 1 under the default (firstCard)', () => {
    const { rules: plain, s } = sauspiel({});
    let t = s;
    for (let i = 0; i < 4; i++) {
      expect(types(plain.legalActions(t))).not.toContain('double');
      t = unwrap(plain.applyAction(t, plain.legalActions(t)[0]));
    }
  });
});
