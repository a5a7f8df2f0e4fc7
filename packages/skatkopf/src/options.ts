import { field, optionsSchema, type ValuesOf } from '@stich/core';

/**
 * Skatkopf's house rules (NOTES.md, Skatkopf 2, 5-9). The text's rules are the defaults;
 * each of its four variations is an option. Unknown keys are refused.
 * - `jokers`: of two jokers in one trick the second played wins, or the first.
 * - `calledCardRule`: the called card must go to the first trick of its suit and may not
 *   be thrown before; off: no restriction.
 * - `doubling`: auction doublings multiply the total value, or only the base value.
 * - `tourneeDoubling`: a game lost after turning the second kitty card counts double.
 * - `payments`: each defender pays or gets the value and the declaring side balances it
 *   (shared equally), or the literal pot: the losers pay the value each into a pot the
 *   winners share.
 * - `maxDoublings`: the most doublings a bid may carry.
 * - `deals`: the deals in a session.
 *
 * @example
 * SKATKOPF_OPTIONS.deals.default; // 16
 */
export const SKATKOPF_OPTIONS = {
  jokers: field.enum(['second', 'first'], {
    default: 'second',
    describe: 'which of two jokers in one trick wins: the second played, or the first',
  }),
  calledCardRule: field.boolean({
    default: true,
    describe:
      'the called card must be played to the first trick of its suit and may not be thrown onto another before',
  }),
  doubling: field.enum(['total', 'base'], {
    default: 'total',
    describe: 'auction doublings multiply the total value, or only the base value',
  }),
  tourneeDoubling: field.boolean({
    default: true,
    describe: 'a game lost after turning the second kitty card counts double',
  }),
  payments: field.enum(['balanced', 'pot'], {
    default: 'balanced',
    describe:
      'each defender pays or gets the value and the declaring side balances it, or the losers pay a pot the winners share',
  }),
  maxDoublings: field.int({
    min: 0,
    max: 20,
    default: 6,
    describe: 'the most doublings a bid may carry (the text sets no limit; the bids must end)',
  }),
  deals: field.int({
    gt: 0,
    default: 16,
    describe: 'deals in a session (16: each player deals four times)',
  }),
};

/**
 * Skatkopf's options schema in `zod/mini`, built from {@link SKATKOPF_OPTIONS}, for an
 * application that parses with zod.
 *
 * @example
 * SkatkopfOptionsSchema.parse({ jokers: 'first' }); // the other fields at their defaults
 */
export const SkatkopfOptionsSchema = /* @__PURE__ */ optionsSchema(SKATKOPF_OPTIONS);

/**
 * Skatkopf's options, defaults filled in.
 *
 * @example
 * const options: SkatkopfOptions = skatkopf.defaults;
 */
export type SkatkopfOptions = ValuesOf<typeof SKATKOPF_OPTIONS>;
