// Reading ISS records: malformed lines are refused with a code, a path and a column;
// illegal moves with the kernel's code and the move's index; and the ISS notations our
// records do not all show (separate discards, an ouvert hand shown, server events) are
// read as the format describes them (../shared/data/iss/README.md, and the game format
// notes of the ISS: contract letters G C S H D N with O H S Z).
import { unwrap } from '@stich/core';
import { describe, expect, test } from 'vitest';
import {
  formatIssResult,
  issContractCode,
  parseIssContract,
  parseIssRecord,
  parseIssResult,
  replayIss,
  replayIssGame,
} from '../src/index';

// Forehand holds the four jacks, CA CT SA ST HA HT; the skat is DA DT (as in earlyEnd.test.ts).
const HANDS = [
  'CJ.SJ.HJ.DJ.CA.CT.SA.ST.HA.HT',
  'CK.CQ.C9.C8.C7.SK.SQ.S9.S8.S7',
  'HK.HQ.H9.H8.H7.DK.DQ.D9.D8.D7',
];
const DEAL = `w ${HANDS.join('.')}.DA.DT`;
const BID = '1 p 2 p 0 18';
const T1 = '0 CA 1 CK 2 HK';
const line = (mv: string, rest = '') =>
  `(;GM[Skat]PC[test]ID[7]P0[a]P1[b]P2[c]MV[${mv} ]${rest} ;)`;

describe('malformed records', () => {
  test.each([
    ['no opening', 'GM[Skat]ID[1] ;)', [], 0],
    ['no players', '(;GM[Skat]ID[1]MV[w CJ] ;)', ['P0'], undefined],
    ['another game', line(DEAL).replace('GM[Skat]', 'GM[Chess]'), ['GM'], 5],
    ['a key twice', line(DEAL).replace('ID[7]', 'ID[7]ID[8]'), ['ID'], 23],
    ['garbage', line(DEAL).replace(' ;)', ' x ;)'), [], line(DEAL).length - 2],
    ['a move without action', line(`${DEAL} 1`), ['MV', 1], undefined],
    ['no card', line(DEAL.replace('CK', 'CX')), ['MV', 0], undefined],
    ['31 cards', line(DEAL.replace('.DT', '')), ['MV', 0], undefined],
    ['a card twice', line(DEAL.replace('DT', 'DA')), ['MV', 0], undefined],
    ['no deal first', line(`1 p ${DEAL}`), ['MV', 0], undefined],
    ['an actor 3', line(`${DEAL} 3 p`), ['MV', 1], undefined],
    ['a contract GX', line(`${DEAL} ${BID} 0 GX`), ['MV', 4], undefined],
    ['a result field', line(DEAL, 'R[d:0 win v:1 foo]'), ['R'], undefined],
    [
      'a missing result field',
      line(DEAL, 'R[d:0 win v:1 m:1 bidok t:1 s:0 z:0]'),
      ['R'],
      undefined,
    ],
  ])('%s', (_case, text, path, column) => {
    const r = parseIssRecord(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('INVALID_RECORD');
    expect(r.error.path ?? []).toEqual(path);
    if (column !== undefined) expect(r.error.column).toBe(column);
    if (path[0] === 'MV') expect(r.error.index).toBe(path[1]);
  });

  test('columns point into the line', () => {
    const text = line(`${DEAL} 1 17x`);
    const r = parseIssRecord(text);
    expect(r.ok ? -1 : text.slice(r.error.column!, r.error.column! + 5)).toBe('1 17x');
  });
});

describe('ISS notation', () => {
  test.each([
    ['G', { game: 'G', ouvert: false, hand: false, schneider: false, schwarz: false }],
    ['CH', { game: 'C', ouvert: false, hand: true, schneider: false, schwarz: false }],
    ['DHS', { game: 'D', ouvert: false, hand: true, schneider: true, schwarz: false }],
    ['CHZ', { game: 'C', ouvert: false, hand: true, schneider: false, schwarz: true }],
    ['GO', { game: 'G', ouvert: true, hand: false, schneider: false, schwarz: false }],
    ['NOH', { game: 'N', ouvert: true, hand: true, schneider: false, schwarz: false }],
  ])('contract %s', (code, contract) => {
    expect(parseIssContract(code)).toEqual(contract);
  });

  test.each(['GHH', 'X', 'Gh', 'CJ', ''])('not a contract: %j', (code) => {
    expect(parseIssContract(code)).toBeNull();
  });

  test.each([
    [{ game: 'G', hand: true, schneider: true, schwarz: true, ouvert: true }, 'GO'],
    [{ game: 'C', hand: true, schneider: true, schwarz: true, ouvert: false }, 'CHZ'],
    [{ game: 'D', hand: true, schneider: true, schwarz: false, ouvert: false }, 'DHS'],
    [{ game: 'N', hand: true, schneider: false, schwarz: false, ouvert: true }, 'NOH'],
    [{ game: 'S', hand: false, schneider: false, schwarz: false, ouvert: false }, 'S'],
  ] as const)('%j is written %s', (contract, code) => {
    expect(issContractCode(contract)).toBe(code);
  });

  test.each([
    'passed',
    'd:2 loss v:-96 m:2 bidok p:56 t:5 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0',
    'd:1 loss v:-108 m:-1 overbid p:106 t:8 s:1 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0',
    'd:-1 penalty v:0 m:0 bidok p:0 t:0 s:0 z:0 p0:0 p1:0 p2:1 l:-1 to:2 r:0',
  ])('result line %s round-trips', (text) => {
    expect(formatIssResult(unwrap(parseIssResult(text)))).toBe(text);
  });
});

describe('replaying', () => {
  test.each([
    ['a bid below 18', `${DEAL} 1 17`, 'INVALID_BID', 1],
    ['a card not held', `${DEAL} ${BID} 0 GH 0 CK`, 'CARD_NOT_HELD', 5],
    ['a card out of turn', `${DEAL} ${BID} 0 GH 1 CK`, 'OUT_OF_TURN', 5],
    ['a wrong skat shown', `${DEAL} ${BID} 0 s w DA.D7`, 'INVALID_RECORD', 5],
    ['discards that are not held', `${DEAL} ${BID} 0 s w DA.DT 0 G.CK.CQ`, 'CARD_NOT_HELD', 6],
    ['a contract without its discards', `${DEAL} ${BID} 0 s w DA.DT 0 G 0 CA`, 'INVALID_RECORD', 7],
    ['a card after a hidden one', `${DEAL} ${BID} 0 GH 0 ?? 1 CK`, 'INVALID_RECORD', 6],
    ['a move after a penalty', `${DEAL} 1 p w TI.2 2 p`, 'INVALID_RECORD', 3],
    ['an ouvert hand that is not the hand', `${DEAL} ${BID} 0 GO.${HANDS[1]}`, 'INVALID_RECORD', 4],
    ['a record that stops', `${DEAL} ${BID} 0 GH ${T1}`, 'UNFINISHED_DEAL', 8],
  ])('refused: %s', (_case, mv, code, index) => {
    const r = replayIss(line(mv));
    expect(r.ok ? null : [r.error.code, r.error.index]).toEqual([code, index]);
  });

  const result = (mv: string) => unwrap(replayIss(line(mv)));
  const reason = (mv: string) =>
    unwrap(replayIssGame(unwrap(parseIssRecord(line(mv))))).state.x.early?.reason;

  test('discards as a separate move are the same game', () => {
    const joined = `${DEAL} ${BID} 0 s w DA.DT 0 G.SA.ST 1 RE 2 RE`;
    const apart = `${DEAL} ${BID} 0 s w DA.DT 0 G 0 SA.ST 1 RE 2 RE`;
    expect(result(apart)).toEqual(result(joined));
    // Grand with 4, game 5, schneider 6, schwarz 7: 168.
    expect(result(joined)).toMatchObject({ won: true, declarerPoints: 120, value: 168 });
  });

  test('an ouvert hand shown with the contract', () => {
    // Grand ouvert with 4: 4 + game, hand, schneider, announced, schwarz, announced, ouvert = 11.
    expect(result(`${DEAL} ${BID} 0 GO.${HANDS[0]} 1 RE 2 RE`)).toMatchObject({ value: 264 });
  });

  test('a defender who times out or leaves gives the declarer the rest', () => {
    expect(result(`${DEAL} ${BID} 0 GH ${T1} w TI.1`)).toMatchObject({ declarerTricks: 10 });
    expect(reason(`${DEAL} ${BID} 0 GH 0 ?? w LE.2`)).toBe('defendersResigned');
  });

  test('a declarer who times out, or no contract yet: a server penalty', () => {
    expect(result(`${DEAL} ${BID} 0 GH ${T1} w TI.0`)).toEqual({ id: '7', penalty: true });
    expect(result(`${DEAL} 1 p w LE.2`)).toEqual({ id: '7', penalty: true });
    expect(result(`${DEAL} ${BID} 0 s w DA.DT 0 G w TI.0`)).toEqual({ id: '7', penalty: true });
  });

  test('the server ends the game on a declarer’s resignation', () => {
    expect(reason(`${DEAL} ${BID} 0 GH ${T1} 0 CT 0 RE`)).toBe('declarerResigned');
    expect(result(`${DEAL} ${BID} 0 GH ${T1} 0 CT 0 RE`)).toMatchObject({
      won: false,
      value: -288,
    });
  });

  test('a record stopping on a claim one defender accepted is settled (ISS2)', () => {
    expect(reason(`${DEAL} ${BID} 0 GH ${T1} 0 SC 2 RE`)).toBe('claimAccepted');
  });

  test('all passed', () => {
    expect(result(`${DEAL} 1 p 2 p 0 p`)).toEqual({ id: '7', passed: true });
  });
});
