import { type CardCode, SKAT_DECK } from '@stich/core';
import { type Contract, contractOf, type DeclareAction, gameResult, matadors } from '../index';

/**
 * What a Skat game declared now is worth if won without more than it announces: the base
 * value times the level, matadors counted over the declarer's twelve cards. Before the
 * skat is seen (a hand game) only the hand is known, so the value is the least the skat
 * can make it: a run "with n" can only grow, and any "without" may shrink to 1.
 * `exact` says whether the skat was known. `null` for an action the rules refuse.
 *
 * @example
 * skatGameValue({ type: 'declare', seat: 0, game: 'G' }, hand, skat); // { value: 72, exact: true }
 */
export function skatGameValue(
  action: DeclareAction,
  hand: readonly CardCode[],
  skat: readonly CardCode[] | null,
): { value: number; exact: boolean } | null {
  const exact = skat !== null && skat.length > 0;
  const contract = contractOf(action, !exact);
  if (typeof contract === 'string') return null;
  const held = new Set<number>();
  for (const code of [...hand, ...(exact ? skat : [])]) held.add(SKAT_DECK.idsOf(code)![0]);
  const counted = matadors(SKAT_DECK, contract.game, (id) => held.has(id));
  const m = exact || counted > 0 ? counted : Math.min(-counted, 1);
  return { value: gameResult(contract, m, 0, leastWin(contract)).value, exact };
}

/** The least play that wins a contract: 61 card points, 90 with schneider announced, every trick with schwarz. */
function leastWin(c: Contract) {
  const declarerPoints = c.schwarz ? 120 : c.schneider ? 90 : 61;
  const defenderTricks = c.schwarz ? 0 : 1;
  return {
    declarerPoints,
    defenderPoints: 120 - declarerPoints,
    declarerTricks: 10 - defenderTricks,
    defenderTricks,
    tricks: 10,
  };
}
