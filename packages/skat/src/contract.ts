import { type ActionOf, defineAction, field } from '@stich/core';
import { type ActionSchema, actionSchema } from '@stich/core/kernel';

/**
 * The games of Skat: the four suits, grand, and null.
 *
 * @example
 * GAMES.filter((g) => g !== 'N'); // the games with trumps
 */
export const GAMES = ['C', 'S', 'H', 'D', 'G', 'N'] as const;
/**
 * A game letter, as in ISS records: clubs, spades, hearts, diamonds, grand, null.
 *
 * @example
 * const grand: Game = 'G';
 */
export type Game = (typeof GAMES)[number];

/**
 * A declared contract. `hand` means the skat was not taken up.
 *
 * @example
 * const heartsHand: Contract = { game: 'H', hand: true, schneider: false, schwarz: false, ouvert: false };
 */
export interface Contract {
  readonly game: Game;
  readonly hand: boolean;
  /** Schneider announced. */
  readonly schneider: boolean;
  /** Schwarz announced. */
  readonly schwarz: boolean;
  readonly ouvert: boolean;
}

/**
 * Every contract that may be declared, hand or not (codes index this list).
 *
 * @example
 * ALL_CONTRACTS.filter((c) => c.game === 'N').length; // 4: null, ouvert, hand, ouvert hand
 */
export const ALL_CONTRACTS: readonly Contract[] = (() => {
  const out: Contract[] = [];
  for (const hand of [false, true]) {
    for (const game of GAMES) {
      if (game === 'N') {
        for (const ouvert of [false, true])
          out.push({ game, hand, schneider: false, schwarz: false, ouvert });
        continue;
      }
      out.push({ game, hand, schneider: false, schwarz: false, ouvert: false });
      if (!hand) continue;
      out.push({ game, hand, schneider: true, schwarz: false, ouvert: false });
      out.push({ game, hand, schneider: true, schwarz: true, ouvert: false });
      out.push({ game, hand, schneider: true, schwarz: true, ouvert: true });
    }
  }
  return out;
})();

/**
 * The declaration of {@link DeclareAction}: the game, and the announcements as flags.
 *
 * @example
 * DECLARE_ACTION.fields.game.values; // ['C', 'S', 'H', 'D', 'G', 'N']
 */
export const DECLARE_ACTION = /* @__PURE__ */ defineAction(
  'declare',
  {
    game: field.enum(GAMES),
    /** Optional: must match whether the skat was taken up. */
    hand: field.boolean({ optional: true }),
    schneider: field.boolean({ optional: true }),
    schwarz: field.boolean({ optional: true }),
    ouvert: field.boolean({ optional: true }),
  },
  { codes: ALL_CONTRACTS.length },
);

/**
 * Declare the contract, after taking up the skat and discarding, or instead of taking it up (hand).
 *
 * @example
 * DeclareActionSchema.parse({ type: 'declare', seat: 2, game: 'G', hand: true });
 */
export const DeclareActionSchema: ActionSchema<typeof DECLARE_ACTION> =
  /* @__PURE__ */ actionSchema(DECLARE_ACTION);
/**
 * Declare the contract.
 *
 * @example
 * const declare: DeclareAction = { type: 'declare', seat: 2, game: 'H', schneider: true, hand: true };
 */
export type DeclareAction = ActionOf<typeof DECLARE_ACTION>;

/**
 * Base values of the suit games and grand (International Skat Order).
 *
 * @example
 * BASE_VALUES.G * 5; // 120: a grand with 4 (4 matadors + 1 for the game)
 */
export const BASE_VALUES: Readonly<Record<Exclude<Game, 'N'>, number>> = {
  C: 12,
  S: 11,
  H: 10,
  D: 9,
  G: 24,
};

/**
 * The fixed value of a null game.
 *
 * @example
 * nullValue({ hand: true, ouvert: true }); // 59
 */
export function nullValue(c: { readonly hand: boolean; readonly ouvert: boolean }): number {
  return c.ouvert ? (c.hand ? 59 : 46) : c.hand ? 35 : 23;
}

/**
 * The contract an action declares, with what the rules imply filled in (an ouvert suit or
 * grand is hand with schneider and schwarz announced; schwarz announced implies schneider),
 * or a sentence saying why it may not be declared.
 *
 * @example
 * contractOf({ type: 'declare', seat: 0, game: 'G', ouvert: true }, true); // { game: 'G', hand: true, schneider: true, schwarz: true, ouvert: true }
 */
export function contractOf(action: DeclareAction, hand: boolean): Contract | string {
  if (action.hand !== undefined && action.hand !== hand) {
    return hand
      ? 'the skat was not taken up: this is a hand game'
      : 'the skat was taken up: this cannot be a hand game';
  }
  const ouvert = action.ouvert ?? false;
  if (action.game === 'N') {
    if (action.schneider || action.schwarz)
      return 'a null game has no schneider or schwarz announcement';
    return { game: 'N', hand, schneider: false, schwarz: false, ouvert };
  }
  if (ouvert && !hand) return 'an ouvert suit or grand game must be played hand';
  const schwarz = ouvert || (action.schwarz ?? false);
  const schneider = schwarz || (action.schneider ?? false);
  if (schneider && !hand) return 'schneider and schwarz may be announced only in a hand game';
  return { game: action.game, hand, schneider, schwarz, ouvert };
}

/**
 * The contract as ISS writes it: game letter then O, H, S, Z (`CH`, `GO`, `NOH`).
 *
 * @example
 * contractCode({ game: 'N', hand: true, schneider: false, schwarz: false, ouvert: true }); // 'NOH'
 */
export function contractCode(c: Contract): string {
  if (c.game !== 'N' && c.ouvert) return `${c.game}O`;
  return `${c.game}${c.ouvert ? 'O' : ''}${c.hand ? 'H' : ''}${c.schneider ? 'S' : ''}${c.schwarz ? 'Z' : ''}`;
}
