import type { CardCode, Rank, Suit } from '../cards/atoms';
import { wordOf } from '../cards/cardSet';
import type { Deck } from '../cards/deck';
import { tieRules } from './tieRules';

/**
 * Which cards are trumps and how every card ranks, as data. Trumps form a
 * follow group of their own; the other cards follow by suit.
 *
 * @example
 * const hearts: TrumpSpec = { permanent: JACKS, suit: 'H', plainOrder: SKAT_PLAIN_ORDER };
 */
export interface TrumpSpec {
  /** Cards that are trumps whatever the contract, highest first (jokers, jacks). Identical copies share a code. */
  readonly permanent: readonly CardCode[];
  /** A suit whose other cards are trumps too, below the permanent ones; `null` for none. */
  readonly suit: Suit | null;
  /** Rank order of plain-suit cards, highest first. Ranks not listed cannot occur. */
  readonly plainOrder: readonly Rank[];
  /** Rank order inside the trump suit, highest first; defaults to `plainOrder`. */
  readonly trumpSuitOrder?: readonly Rank[];
  /**
   * When two identical cards (two jokers, two ♥10) meet in a trick and are the best, whether
   * the later or the earlier played wins: the rule for every card in copies, unless
   * `laterWins` or `earlierWins` names it. Default `earlier`.
   */
  readonly identical?: 'later' | 'earlier';
  /** Cards (codes) whose later-played copy beats the earlier, whatever `identical` says (Doppelkopf's second Dulle: `['HT']`). */
  readonly laterWins?: readonly CardCode[];
  /** Cards (codes) whose earlier-played copy wins, whatever `identical` says. */
  readonly earlierWins?: readonly CardCode[];
}

/**
 * A compiled trump spec: per-card lookup tables that the kernel uses on the hot path.
 * Group ids 0..suits-1 are the plain suits in deck order; `trumpGroup` is the trumps.
 *
 * @example
 * const table: TrickTable = compileTrickTable(SKAT_DECK, jacksOnly());
 * table.group[SKAT_DECK.idsOf('CJ')![0]] === table.trumpGroup; // true
 */
export interface TrickTable {
  readonly spec: TrumpSpec;
  readonly trumpGroup: number;
  /** Follow group of each card id. */
  readonly group: Int8Array;
  /** Strength of each card id: trumps above every plain card; compared only within the led group or trumps. */
  readonly power: Int16Array;
  /** Members of each group, low word. */
  readonly groupLo: Int32Array;
  /** Members of each group, high word. */
  readonly groupHi: Int32Array;
  /** True when the later of two identical cards wins by default (`identical`); see `laterWinsOf` for each card. */
  readonly laterWins: boolean;
  /** Per card id, 1 when a later-played copy of the card beats an earlier one, else 0. */
  readonly laterWinsOf: Uint8Array;
  /**
   * True when the cards in copies do not all follow one rule (`laterWins` or `earlierWins`
   * overrode `identical` for a card in copies): a fast path that reads only `laterWins`
   * must then not decide tricks.
   */
  readonly mixedTies: boolean;
  /**
   * True when in every group a lower card id is a stronger card (e.g. jacks-only trumps
   * over a deck ordered A T K Q J 9 8 7): among cards of one group the lowest id wins.
   */
  readonly lowestIdWins: boolean;
}

const TRUMP_BASE = 1000;

/**
 * Compiles a trump spec for a deck. All copies of a card rank equal. A card that finds no
 * place, or a code in `laterWins`/`earlierWins` that is no card of the deck (or is named in
 * both), throws a `RangeError` naming the deck.
 *
 * @example
 * const table = compileTrickTable(SKAT_DECK, { permanent: ['CJ', 'SJ', 'HJ', 'DJ'], suit: null, plainOrder: ['A', 'T', 'K', 'Q', '9', '8', '7'] });
 * trickWinner(table, [SKAT_DECK.cardId('H', 'A'), SKAT_DECK.cardId('D', 'J')]); // 1: the jack trumps
 */
export function compileTrickTable(deck: Deck, spec: TrumpSpec): TrickTable {
  const suits = deck.spec.suits;
  const trumpGroup = suits.length;
  const group = new Int8Array(deck.size).fill(-1);
  const power = new Int16Array(deck.size);
  const groupLo = new Int32Array(trumpGroup + 1);
  const groupHi = new Int32Array(trumpGroup + 1);
  const add = (id: number, g: number, p: number) => {
    group[id] = g;
    power[id] = p;
    if (id < 32) groupLo[g] |= 1 << id;
    else groupHi[g] |= 1 << (id - 32);
  };
  const trumpOrder: number[][] = [];
  for (const code of spec.permanent) {
    const ids = deck.idsOf(code);
    if (!ids) throw new RangeError(`trump card ${code} is not in deck ${deck.id}`);
    trumpOrder.push([...ids]);
  }
  if (spec.suit !== null) {
    for (const rank of spec.trumpSuitOrder ?? spec.plainOrder) {
      const ids = deck.cardIds(spec.suit, rank);
      if (!trumpOrder.some((placed) => placed.includes(ids[0]))) trumpOrder.push([...ids]);
    }
  }
  trumpOrder.forEach((ids, i) => {
    for (const id of ids) add(id, trumpGroup, TRUMP_BASE + trumpOrder.length - i);
  });
  suits.forEach((suit, g) => {
    spec.plainOrder.forEach((rank, i) => {
      for (const id of deck.cardIds(suit, rank))
        if (group[id] === -1) add(id, g, spec.plainOrder.length - i);
    });
  });
  for (let id = 0; id < deck.size; id++) {
    if (group[id] === -1) {
      throw new RangeError(
        `card ${deck.codes[id]} has no place in the trump spec for deck ${deck.id}`,
      );
    }
  }
  let lowestIdWins = true;
  for (let a = 0; a < deck.size; a++) {
    for (let b = a + 1; b < deck.size; b++) {
      if (group[a] === group[b] && power[a] <= power[b]) lowestIdWins = false;
    }
  }
  const laterWins = spec.identical === 'later';
  const { laterWinsOf, mixedTies } = tieRules(deck, spec, laterWins);
  return {
    spec,
    trumpGroup,
    group,
    power,
    groupLo,
    groupHi,
    laterWins,
    laterWinsOf,
    mixedTies,
    lowestIdWins,
  };
}

/**
 * What `winningCard` reads of a trick table (the solver passes its own card order).
 *
 * @example
 * const t: WinnerTable = compileTrickTable(SKAT_DECK, jacksOnly());
 */
export type WinnerTable = Pick<
  TrickTable,
  'group' | 'power' | 'trumpGroup' | 'groupLo' | 'groupHi' | 'laterWins'
> & { readonly lowestIdWins?: boolean; readonly laterWinsOf?: Uint8Array };

/**
 * The card that wins a trick, from the trick's cards as a set (`lo`, `hi`) and the led
 * group's members (`ledLo`, `ledHi`): the highest trump in it, or else the highest card
 * of the led group. The one statement of the rule: {@link trickWinner} and core's fused
 * playout both call it. Identical copies (equal power) are not told apart here (the
 * lower id comes back); `trickWinner` settles them by the order of play.
 *
 * @example
 * winningCard(table, trickLo, 0, table.groupLo[table.group[ledCard]], 0); // the id of the winning card
 */
export function winningCard(
  table: WinnerTable,
  lo: number,
  hi: number,
  ledLo: number,
  ledHi: number,
): number {
  return winningCardBy(
    table.groupLo[table.trumpGroup],
    table.groupHi[table.trumpGroup],
    table.lowestIdWins === true ? null : table.power,
    lo,
    hi,
    ledLo,
    ledHi,
  );
}

/**
 * `winningCard` with the table's parts read out: its trumps (`trumpLo`, `trumpHi`)
 * and the cards' power, or `null` where the lowest id of a group wins. For the fused
 * playout, which reads them once per table.
 *
 * @example
 * winningCardBy(table.groupLo[table.trumpGroup], 0, null, trickLo, 0, ledLo, 0);
 */
export function winningCardBy(
  trumpLo: number,
  trumpHi: number,
  power: WinnerTable['power'] | null,
  lo: number,
  hi: number,
  ledLo: number,
  ledHi: number,
): number {
  const tLo = lo & trumpLo;
  const tHi = hi & trumpHi;
  const trumps = tLo | tHi;
  const fLo = lo & ledLo;
  const fHi = hi & ledHi;
  // The trumps compete if there are any, else the led group; without a branch (all ones
  // where the trick holds a trump), which random tricks would mispredict.
  const m = (trumps | -trumps) >> 31;
  let cLo = fLo ^ ((fLo ^ tLo) & m);
  let cHi = fHi ^ ((fHi ^ tHi) & m);
  // The lowest id (`lowestCard`) written out: a call through the import is checked at
  // every trick, even where the fused playout holds this function as a constant.
  if (power === null) return cLo !== 0 ? 31 - Math.clz32(cLo & -cLo) : 63 - Math.clz32(cHi & -cHi);
  // The first card of the highest power, without a branch per card (`up` is all ones
  // where the card beats the best so far), which random tricks would mispredict.
  let top = -1;
  let best = -1;
  for (; cLo !== 0; cLo &= cLo - 1) {
    const id = 31 - Math.clz32(cLo & -cLo);
    const up = (best - power[id]) >> 31;
    best += (power[id] - best) & up;
    top += (id - top) & up;
  }
  for (; cHi !== 0; cHi &= cHi - 1) {
    const id = 63 - Math.clz32(cHi & -cHi);
    const up = (best - power[id]) >> 31;
    best += (power[id] - best) & up;
    top += (id - top) & up;
  }
  return top;
}

/**
 * Index (in play order) of the card that wins a trick (the `count` cards of `cards` from
 * `start`): `winningCard`, and among identical copies (two jokers) the later one
 * where the card's tie rule says so (`laterWinsOf`, else `laterWins`), else the earlier.
 *
 * @example
 * trickWinner(table, [ha, ht, hk]); // 0: the ace of the led suit wins
 */
export function trickWinner(
  table: WinnerTable,
  cards: readonly number[],
  start = 0,
  count = cards.length - start,
): number {
  const { group, power, laterWins, laterWinsOf } = table;
  const lo = wordOf(cards, start, start + count, 0);
  const hi = wordOf(cards, start, start + count, 1);
  const led = group[cards[start]];
  const w = winningCard(table, lo, hi, table.groupLo[led], table.groupHi[led]);
  let best = -1;
  for (let i = 0; i < count; i++) {
    const c = cards[start + i];
    if (
      group[c] === group[w] &&
      power[c] === power[w] &&
      (best < 0 || (laterWinsOf === undefined ? laterWins : laterWinsOf[c] === 1))
    )
      best = i;
  }
  return best;
}

/**
 * The cards of a group in rank order, highest first, as codes. Useful for docs and displays.
 *
 * @example
 * groupOrder(SKAT_DECK, table, table.trumpGroup); // ['CJ', 'SJ', 'HJ', 'DJ']
 */
export function groupOrder(deck: Deck, table: TrickTable, g: number): CardCode[] {
  const ids: number[] = [];
  for (let id = 0; id < deck.size; id++) if (table.group[id] === g) ids.push(id);
  ids.sort((a, b) => table.power[b] - table.power[a] || a - b);
  const codes = ids.map((id) => deck.codes[id]);
  return codes.filter((c, i) => i === 0 || codes[i - 1] !== c || deck.idsOf(c)!.length === 1);
}
