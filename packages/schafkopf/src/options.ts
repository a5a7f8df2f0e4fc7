import { field, optionsSchema, type ValuesOf } from '@stich/core';
import { readFields } from '@stich/core/kernel';

const minimum = (n: number, games: string) =>
  field.int({ min: 1, max: 14, default: n, describe: `shortest run that counts in ${games}` });
const cents = (n: number, what: string) => field.int({ min: 0, default: n, describe: what });

/**
 * Schafkopf's options: every alternative that section 7 of the rule text names, with its
 * default (the Bavarian tournament practice). Unknown keys are refused. Section numbers
 * refer to docs' Schafkopf rules (`schafkopf.en.md`).
 *
 * `durchmarsch` (6.9) is one enum plus `durchmarschMinPoints` for its `minPoints(N)` form,
 * since an option field holds one kind of value.
 *
 * @example
 * SCHAFKOPF_OPTIONS.stossMax.default; // 2
 * SCHAFKOPF_OPTIONS.laufendeFrom.default.wenz; // 2
 */
export const SCHAFKOPF_OPTIONS = {
  allPassed: field.enum(['throwIn', 'ramsch'], {
    default: 'throwIn',
    describe: 'when all four pass: throw the cards in, or play a Ramsch (3.5)',
  }),
  throwInDealer: field.enum(['next', 'same'], {
    default: 'next',
    describe: 'after a throw-in the deal passes on, or the same dealer deals again (1.3)',
  }),
  farbwenz: field.boolean({ default: false, describe: 'Farbwenz may be played (2.4)' }),
  geier: field.boolean({ default: false, describe: 'Geier may be played (2.5)' }),
  farbgeier: field.boolean({ default: false, describe: 'Farbgeier may be played (2.5)' }),
  bettel: field.boolean({ default: false, describe: 'Bettel may be played (2.6, 6.8)' }),
  bettelOrder: field.enum(['tenBelowUnter', 'natural'], {
    default: 'tenBelowUnter',
    describe: 'Bettel card order: A K Q J T 9 8 7, or A T K Q J 9 8 7 (2.6)',
  }),
  tout: field.boolean({ default: true, describe: 'solo-class point games may be Tout (6.6)' }),
  sie: field.boolean({ default: true, describe: 'Sie may be announced (6.7)' }),
  wenzRank: field.enum(['belowFarbsolo', 'equalFarbsolo'], {
    default: 'belowFarbsolo',
    describe: 'Wenz and Geier rank below Farbsolo, or in its class (3.1)',
  }),
  klopfen: field.boolean({
    default: false,
    describe: 'knocking after the first four cards, each knock doubling (5.1)',
  }),
  stossMax: field.int({
    min: 0,
    max: 4,
    default: 2,
    describe: 'most Kontra/Re steps in a deal; 0 turns them off (5.2)',
  }),
  stossUntil: field.enum(['firstCard', 'firstTrick'], {
    default: 'firstCard',
    describe: "doubling closes before the first card, or at each seat's own card of trick 1 (5.2)",
  }),
  kontraInRamsch: field.boolean({ default: false, describe: 'Kontra/Re in a Ramsch (5.2)' }),
  laufendeFrom: field.object(
    {
      sauspiel: minimum(3, 'a Sauspiel'),
      farbsolo: minimum(3, 'a Farbsolo'),
      wenz: minimum(2, 'a Wenz'),
      geier: minimum(2, 'a Geier'),
      farbwenz: minimum(3, 'a Farbwenz'),
      farbgeier: minimum(3, 'a Farbgeier'),
    },
    {
      default: { sauspiel: 3, farbsolo: 3, wenz: 2, geier: 2, farbwenz: 3, farbgeier: 3 },
      describe: 'Laufende count from this run length on, per game (6.3)',
    },
  ),
  schneiderRule: field.enum(['official', 'symmetric'], {
    default: 'official',
    describe: 'opponents Schneider with 29 or fewer (official), or with 30 or fewer (6.2)',
  }),
  tariffs: field.object(
    {
      sauspiel: cents(10, 'Sauspiel base'),
      solo: cents(50, 'solo-class point game base'),
      laufender: cents(10, 'each Laufender'),
      schneider: cents(10, 'Schneider'),
      schwarz: cents(10, 'Schwarz, on top of Schneider'),
      bettel: cents(30, 'Bettel'),
      ramsch: cents(20, 'Ramsch'),
      durchmarsch: cents(70, 'Durchmarsch in a Ramsch'),
    },
    {
      default: {
        sauspiel: 10,
        solo: 50,
        laufender: 10,
        schneider: 10,
        schwarz: 10,
        bettel: 30,
        ramsch: 20,
        durchmarsch: 70,
      },
      describe: 'amounts in cents (6.4)',
    },
  ),
  toutMultiplier: field.int({ min: 1, default: 2, describe: 'a Tout multiplies by this (6.4)' }),
  sieMultiplier: field.int({ min: 1, default: 4, describe: 'a Sie multiplies by this (6.4)' }),
  toutCountsSchneiderSchwarz: field.boolean({
    default: false,
    describe: 'a Tout adds the Schneider and Schwarz amounts too (6.4)',
  }),
  herzSoloDouble: field.boolean({
    default: false,
    describe: 'a Herz-Solo has double the solo base (6.4)',
  }),
  calledAceDiscard: field.enum(['lastTrickOnly', 'free'], {
    default: 'lastTrickOnly',
    describe: 'the called ace may be thrown off only in trick 8, or freely (4.2)',
  }),
  davonlaufenCount: field.enum(['atLead', 'dealt'], {
    default: 'atLead',
    describe: 'running away counts the called suit in hand at the lead, or as dealt (4.3)',
  }),
  callerKeepsCalledSuit: field.boolean({
    default: false,
    describe: 'the caller may not throw off the last card of the called suit (4.4)',
  }),
  ramschTie: field.enum(['highestTrumpLoses', 'allTiedLose'], {
    default: 'highestTrumpLoses',
    describe: 'Ramsch tie for most points: the higher trump played loses, or all tied lose (6.9)',
  }),
  jungfrau: field.enum(['doubleAll', 'doubleToJungfrau', 'off'], {
    default: 'doubleAll',
    describe: 'a Ramsch Jungfrau doubles every payment, only the payment to her, or nothing (6.9)',
  }),
  durchmarsch: field.enum(['allTricks', 'minPoints', 'off'], {
    default: 'allTricks',
    describe:
      'Ramsch Durchmarsch: all eight tricks, `durchmarschMinPoints` card points, or none (6.9)',
  }),
  durchmarschMinPoints: field.int({
    min: 61,
    max: 120,
    default: 91,
    describe: 'card points for a Durchmarsch under `durchmarsch: minPoints` (6.9)',
  }),
};

/**
 * Schafkopf's options schema in `zod/mini`, built from {@link SCHAFKOPF_OPTIONS}, for an
 * application that parses with zod.
 *
 * @example
 * SchafkopfOptionsSchema.parse({ klopfen: true }).stossMax; // 2
 */
export const SchafkopfOptionsSchema = /* @__PURE__ */ optionsSchema(SCHAFKOPF_OPTIONS);

/**
 * Schafkopf's options, defaults filled in.
 *
 * @example
 * const options: SchafkopfOptions = { ...SCHAFKOPF_DEFAULTS, allPassed: 'ramsch' };
 */
export type SchafkopfOptions = ValuesOf<typeof SCHAFKOPF_OPTIONS>;

/**
 * Every option at its default: the rule text's tournament rule set (section 7).
 *
 * @example
 * SCHAFKOPF_DEFAULTS.tariffs.solo; // 50
 * scoreDeal(facts, { ...SCHAFKOPF_DEFAULTS, schneiderRule: 'symmetric' });
 */
export const SCHAFKOPF_DEFAULTS: Readonly<SchafkopfOptions> = /* @__PURE__ */ (() => {
  const read = readFields(SCHAFKOPF_OPTIONS, {});
  if (!read.ok) throw new Error(`Schafkopf option defaults: ${read.issue.message}`);
  return Object.freeze(read.value as SchafkopfOptions);
})();
