/**
 * The games of Skatkopf, in ascending value.
 *
 * @example
 * GAMES.indexOf('solo'); // 1
 */
export const GAMES = ['partner', 'solo', 'babyGrand', 'grandHand'] as const;
/**
 * A game: Partner, Solo, Baby Grand or Grand Hand.
 *
 * @example
 * const game: Game = 'babyGrand';
 */
export type Game = (typeof GAMES)[number];

/**
 * Base value of each game (the text's bidding table).
 *
 * @example
 * BASE_VALUES.grandHand; // 4
 */
export const BASE_VALUES: Readonly<Record<Game, number>> = {
  partner: 1,
  solo: 2,
  babyGrand: 3,
  grandHand: 4,
};

/**
 * A bid: a game, the doublings it carries, and its value (base value x 2^doublings).
 *
 * @example
 * const bid: Bid = { game: 'solo', doublings: 1, value: 4 };
 */
export interface Bid {
  readonly game: Game;
  readonly doublings: number;
  readonly value: number;
}

const ladders = new Map<number, readonly Bid[]>();

/**
 * Every bid with at most `maxDoublings` doublings, ascending by value and, at equal
 * value, by game. The auction's ladder: a raise must be strictly higher in value.
 *
 * @example
 * bidLadder(1).map((b) => `${b.game}x${b.doublings}=${b.value}`);
 * // ['partnerx0=1', 'partnerx1=2', 'solox0=2', 'babyGrandx0=3', 'solox1=4', 'grandHandx0=4', 'babyGrandx1=6', 'grandHandx1=8']
 */
export function bidLadder(maxDoublings: number): readonly Bid[] {
  let ladder = ladders.get(maxDoublings);
  if (ladder === undefined) {
    const bids: Bid[] = [];
    for (const game of GAMES)
      for (let d = 0; d <= maxDoublings; d++)
        bids.push({ game, doublings: d, value: BASE_VALUES[game] * 2 ** d });
    bids.sort((a, b) => a.value - b.value || GAMES.indexOf(a.game) - GAMES.indexOf(b.game));
    ladder = bids;
    ladders.set(maxDoublings, ladder);
  }
  return ladder;
}
