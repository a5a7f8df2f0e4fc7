import type { BotTurn } from '@stich/bots';
import type { BaseAction, CardCode } from '@stich/core';
import {
  type DoppelkopfGame,
  type DoppelkopfOptions,
  type DoppelkopfView,
  declareFieldsOf,
  isSolo,
} from '../index';
import { madeLevels } from './doppelkopfText';
import { absageStrong, ansageStrong, bestSolo, handCount, soloStrength } from './handValue';

type Act = BaseAction & Record<string, unknown>;

/** Whether a declaration names `game`. */
function names(a: Act, game: DoppelkopfGame): boolean {
  const f = declareFieldsOf(game);
  return a.game === f.game && a.suit === f.suit;
}

/** Whether the hand holds both club queens (3.1.3). */
const bothQueens = (hand: readonly CardCode[]) => hand.filter((c) => c === 'CQ').length === 2;

/** Whether the hand may be thrown in under these options (7.11). */
function throwable(
  facts: BotTurn['facts'],
  hand: readonly CardCode[],
  options: Pick<DoppelkopfOptions, 'schmeissen'>,
): boolean {
  const triggers = options.schmeissen ?? [];
  const nines = hand.filter((c) => c[1] === '9').length;
  const kings = hand.filter((c) => c[1] === 'K').length;
  const trumps = handCount(facts, 'normal', hand).trumps;
  return triggers.some(
    (t) =>
      (t === 'neunen5' && nines >= 5) ||
      (t === 'koenige5' && kings >= 5) ||
      (t === 'neunenKoenige7' && nines + kings >= 7) ||
      (t === 'einTrumpf' && trumps <= 1),
  );
}

/**
 * Whether the hand may name an Armut under these options (7.10.1): at most three trumps
 * of the normal game, each ♦A counted unless `armut.fuchsZaehlt` is off.
 */
function poorHand(
  facts: BotTurn['facts'],
  hand: readonly CardCode[],
  options: Pick<DoppelkopfOptions, 'armut'>,
): boolean {
  if (options.armut === undefined) return false;
  const foxes = options.armut.fuchsZaehlt === false ? hand.filter((c) => c === 'DA').length : 0;
  return handCount(facts, 'normal', hand).trumps - foxes <= 3;
}

/**
 * The Vorbehalt query (4.2, 4.3) from the seat's hand: "Vorbehalt" only with a solo the
 * hand plays ({@link bestSolo}) or with both club queens (to name a Hochzeit), else
 * "gesund". Holding the reservation, it names that solo, else the Hochzeit; beside another
 * reservation a Hochzeit is not played, and the holder of both club queens leaves the
 * game to the other (4.3.3.3). A reservation that must be played without a good solo
 * names the solo its hand is strongest for. With option `armut` a hand of at most three
 * trumps reserves too, and names the Armut when no solo or Hochzeit is named; with option
 * `schmeissen` a hand that meets a trigger reserves, and is thrown in unless it plays a
 * solo.
 * `undefined` outside the query.
 *
 * @example
 * vorbehaltChoice(turn); // { type: 'pass', seat: 0 } ("gesund") for most hands
 */
export function vorbehaltChoice<A extends BaseAction>(
  turn: BotTurn<A, DoppelkopfView>,
  options: Pick<DoppelkopfOptions, 'armut' | 'schmeissen' | 'extraSolos'> = {},
): A | undefined {
  const { view, facts } = turn;
  if (view.phase !== 'vorbehalt') return undefined;
  const legal = view.legalActions as (A & Act)[];
  const pass = legal.find((a) => a.type === 'pass');
  const solo = bestSolo(facts, view.hand, options.extraSolos);
  const claim = legal.find((a) => a.type === 'claimGame');
  if (claim !== undefined) {
    const reserve =
      solo !== undefined ||
      bothQueens(view.hand) ||
      poorHand(facts, view.hand, options) ||
      throwable(facts, view.hand, options);
    return reserve ? claim : (pass ?? claim);
  }
  const declares = legal.filter((a) => a.type === 'declare');
  if (declares.length === 0) return pass ?? legal[0];
  const chosen = solo === undefined ? undefined : declares.find((a) => names(a, solo));
  if (chosen !== undefined) return chosen;
  const named =
    declares.find((a) => a.game === 'schmeissen') ??
    declares.find((a) => a.game === 'hochzeit') ??
    declares.find((a) => a.game === 'armut');
  if (named !== undefined) return named;
  if (pass !== undefined) return pass;
  const strength = (a: Act) => {
    const game = { kind: a.game, suit: a.suit } as DoppelkopfGame;
    return isSolo(game) ? soloStrength(facts, game, view.hand).strength : -1;
  };
  return declares.reduce((a, b) => (strength(b) > strength(a) ? b : a));
}

/** The seat's part in the game, for the announcements: a party of two, a soloist, or against one. */
function roleOf(view: BotTurn['view']): 'party' | 'soloist' | 'againstSolo' {
  const sides = view.sides ?? [];
  const mine = sides[view.seat];
  const known = sides.every((side) => side !== null);
  const alone = (side: number) => sides.filter((s) => s === side).length === 1;
  // A solo, a Hochzeit without partner, or (for its holder) a stille Hochzeit (6.6.3).
  if (mine === 0 && (bothQueens(view.hand) || (known && alone(0)))) return 'soloist';
  if (known && alone(0)) return 'againstSolo';
  return 'party';
}

/**
 * Announcements (section 5), made at the seat's own turn in trick play:
 * - the party's Ansage, Re or Kontra (also as a reply), with a strong hand for the game
 *   (see {@link ansageStrong});
 * - "keine 90" only when clearly winning: the party has made its Ansage and taken the
 *   first two tricks, and the cards still held are overwhelming (see {@link absageStrong});
 * - nothing further. Only what the view offers is said, so never out of time.
 * `undefined` when it says nothing.
 *
 * @example
 * announceChoice(turn); // { type: 'announce', seat: 0, party: 're', call: 're' } with HT HT CQ and six trumps more
 */
export function announceChoice<A extends BaseAction>(
  turn: BotTurn<A, DoppelkopfView>,
): A | undefined {
  const { view, facts } = turn;
  if (view.phase !== 'play') return undefined;
  const legal = (view.legalActions as (A & Act)[]).filter((a) => a.type === 'announce');
  if (legal.length === 0) return undefined;
  const mine = view.sides?.[view.seat] ?? null;
  if (mine === null) return undefined;
  const party = mine === 0 ? 're' : 'kontra';
  const made = madeLevels(view.extra)[party];
  const say = (call: string) => legal.find((a) => a.call === call);
  if (made < 0) {
    const ansage = say(party);
    return ansage !== undefined && ansageStrong(facts, view.trumpMode, view.hand, roleOf(view))
      ? ansage
      : undefined;
  }
  if (made > 0 || view.tricks.length < 2) return undefined;
  const ours = view.tricks.every((t) => view.sides?.[t.winner] === mine);
  const no90 = say('no90');
  return no90 !== undefined && ours && absageStrong(facts, view.trumpMode, view.hand)
    ? no90
    : undefined;
}

/** The points of a card, then its trump power: what a player least minds parting with first. */
function cheapest(turn: BotTurn, cards: readonly CardCode[]): CardCode {
  const { facts } = turn;
  const table = facts.table('normal');
  const trump = (c: CardCode) => table.group[facts.id(c)] === table.trumpGroup;
  const cost = (c: CardCode) => (trump(c) ? 1000 + table.power[facts.id(c)] : 0) + facts.points(c);
  return cards.reduce((a, b) => (cost(b) < cost(a) ? b : a));
}

/**
 * The exchange of an Armut (7.10.3): the poor player lays its cheapest plain cards aside
 * to make three; a player takes the cards with six trumps or more (then the pair holds
 * nine or more), else declines; the partner gives back its cheapest plain cards, and
 * trumps, the lowest, only once it has no plain card left. `undefined` outside the
 * exchange.
 *
 * @example
 * armutChoice(turn); // { type: 'takeArmut', seat: 2 } with six trumps
 */
export function armutChoice<A extends BaseAction>(turn: BotTurn<A, DoppelkopfView>): A | undefined {
  const { view, facts } = turn;
  if (view.phase !== 'armut') return undefined;
  const legal = view.legalActions as (A & Act)[];
  const take = legal.find((a) => a.type === 'takeArmut');
  if (take !== undefined) {
    const strong = handCount(facts, 'normal', view.hand).trumps >= 6;
    return strong ? take : legal.find((a) => a.type === 'pass');
  }
  const cards = legal.filter((a) => a.type === 'layAside' || a.type === 'giveBack');
  if (cards.length === 0) return undefined;
  const card = cheapest(
    turn,
    cards.map((a) => a.card as CardCode),
  );
  return cards.find((a) => a.card === card);
}
