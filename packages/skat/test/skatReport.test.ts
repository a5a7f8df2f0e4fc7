import type { SkatOutcome } from '@stich/skat';
import { describe, expect, test } from 'vitest';
import { contractText, matadorText, skatReport } from '../src/plugin/skatReport';

const names = ['You', 'Bert', 'Christina'];

/** A won hearts game by Bert (the rules text's example 2 without hand and schneider). */
function outcome(over: Partial<SkatOutcome> = {}): SkatOutcome {
  return {
    kind: 'game',
    declarer: 1,
    contract: { game: 'H', hand: false, schneider: false, schwarz: false, ouvert: false },
    bid: 20,
    won: true,
    value: 40,
    gameValue: 40,
    multiplier: 4,
    matadors: 3,
    overbid: false,
    declarerPoints: 78,
    declarerTricks: 7,
    schneider: false,
    schwarz: false,
    kontra: 0,
    scores: [0, 40, 0],
    early: null,
    ramsch: null,
    ...over,
  };
}

describe('skatReport', () => {
  test.each([
    [{ game: 'H' }, 'hearts'],
    [{ game: 'G', hand: true }, 'grand hand'],
    [{ game: 'C', hand: true, schneider: true }, 'clubs hand schneider announced'],
    [{ game: 'S', hand: true, schneider: true, schwarz: true }, 'spades hand schwarz announced'],
    [{ game: 'G', hand: true, schneider: true, schwarz: true, ouvert: true }, 'grand ouvert'],
    [{ game: 'N', hand: true, ouvert: true }, 'null ouvert hand'],
  ] as const)('contractText(%j) is %s', (c, text) => {
    expect(contractText(c)).toBe(text);
  });

  test.each([
    [3, 'with 3'],
    [-2, 'without 2'],
  ])('matadorText(%i) is %s', (m, text) => {
    expect(matadorText(m)).toBe(text);
  });

  test('a won game, a lost overbid game with kontra, a pass-out', () => {
    expect(skatReport.headline(outcome(), names)).toBe('Bert wins hearts, +40');
    expect(skatReport.notes(outcome(), names)).toEqual([
      'bid 20; with 3',
      'game value 40 (level 4)',
      'declarer 78 card points in 7 tricks',
    ]);
    const lost = outcome({
      won: false,
      overbid: true,
      value: -240,
      gameValue: 60,
      kontra: 2,
      bid: 60,
      matadors: 1,
    });
    expect(skatReport.headline(lost, names)).toBe('Bert loses hearts, -240');
    expect(skatReport.notes(lost, names)).toContain(
      'overbid: the game is worth less than the bid of 60',
    );
    expect(skatReport.notes(lost, names)).toContain('kontra, re');
    const passed = outcome({ kind: 'passed', declarer: null, contract: null, scores: [0, 0, 0] });
    expect(skatReport.headline(passed, names)).toBe('everybody passed: the cards are thrown in');
    expect(skatReport.flags(passed)).toEqual({ passedOut: true });
    expect(skatReport.means?.(passed, {} as never)).toEqual({});
    expect(skatReport.mix?.(passed)).toBeNull();
  });

  test('simulate counts games only for the declarer flags, the means and the mix', () => {
    expect(skatReport.flags(outcome())).toMatchObject({
      passedOut: false,
      declarerWon: true,
      overbid: false,
    });
    expect(skatReport.means?.(outcome(), {} as never)).toEqual({
      gameValue: 40,
      declarerPoints: 78,
    });
    expect(skatReport.mix?.(outcome())).toBe('hearts');
    expect(skatReport.amount(outcome())).toBe(40);
  });

  test('labels for menus and hands', () => {
    expect(
      skatReport.actionLabel?.({ type: 'declare', seat: 0, game: 'N', hand: true } as never),
    ).toBe('null hand (35)');
    expect(skatReport.actionLabel?.({ type: 'claim', seat: 0 })).toBe(
      'claim the rest of the tricks (shows your cards)',
    );
    // Anne (seat 0) declares: what the defenders' claim and resignation mean, in both
    // languages (earlyEnd.ts rules 4 and 5).
    const view = (claim: boolean) => ({ extra: { declarer: 0, claim } }) as never;
    const de = { language: 'de', seatName: (s: number) => `Seat ${s + 1}` } as const;
    const label = (type: 'claim' | 'resign', seat: number, claim: boolean, ctx?: typeof de) =>
      skatReport.actionLabel?.({ type, seat }, view(claim), ctx);
    expect(label('resign', 1, true)).toBe(
      'accept the claim (the declarer takes the rest; play a card to reject it)',
    );
    expect(label('resign', 1, false)).toBe('resign (concede the game)');
    expect(label('resign', 0, false)).toBe('concede the game');
    expect(label('claim', 2, false)).toBe("accept the declarer's concession");
    expect(label('resign', 1, true, de)).toBe(
      'Anspruch annehmen (Rest an den Alleinspieler; eine Karte spielen lehnt ab)',
    );
    expect(label('claim', 2, false, de)).toBe('Aufgabe des Alleinspielers annehmen');
    expect(label('resign', 0, false, de)).toBe('Spiel aufgeben');
    expect(skatReport.trumpLabel?.('undeclared')).toBe('jacks');
    expect(skatReport.trumpLabel?.('H')).toBe('trumps');
  });
});
