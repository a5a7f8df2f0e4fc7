import { field, type ValuesOf } from '@stich/core';

/**
 * What may start a Bockrunde (option `bock.triggers`, 7.16): `tie120` a deal ending
 * 120 : 120, `soloLost` a solo the soloist lost, `announcementLost` a party that said Re
 * or Kontra losing, `herzstich` a trick of four plain hearts.
 *
 * @example
 * DOKO_BOCK_TRIGGERS.includes('tie120'); // true
 */
export const DOKO_BOCK_TRIGGERS = ['tie120', 'soloLost', 'announcementLost', 'herzstich'] as const;

/**
 * What lets a player throw a hand in (option `schmeissen`, 7.11): `neunen5` five nines or
 * more, `koenige5` five kings or more, `neunenKoenige7` seven nines and kings together or
 * more, `einTrumpf` at most one trump.
 *
 * @example
 * DOKO_SCHMEISSEN_TRIGGERS.includes('einTrumpf'); // true
 */
export const DOKO_SCHMEISSEN_TRIGGERS = [
  'neunen5',
  'koenige5',
  'neunenKoenige7',
  'einTrumpf',
] as const;

/**
 * The further solos of option `extraSolos` (7.19): `koenig`, the Königssolo (the kings are
 * the only trumps); `damenBuben`, the Damen-Buben-Solo (the queens, then the jacks).
 *
 * @example
 * DOKO_EXTRA_SOLOS.includes('koenig'); // true
 */
export const DOKO_EXTRA_SOLOS = ['koenig', 'damenBuben'] as const;

/**
 * Doppelkopf's options (rule text section 7): each with the DDV tournament game as its
 * default. House rules the text names but this engine does not play yet (Schweinchen,
 * the first Dulle
 * winning the last trick) are not options: they are absent.
 *
 * @example
 * DOPPELKOPF_OPTIONS.dullen.default; // 'firstWins'
 */
export const DOPPELKOPF_OPTIONS = {
  // '40' first: zod lists integer-like keys in ascending order, and a refusal names the
  // values in the same order from both readers.
  deck: field.enum(['40', '48'], {
    default: '48',
    describe: 'the pack: 48 cards, or 40 without the nines (1.3)',
  }),
  dullen: field.enum(['firstWins', 'secondWins'], {
    default: 'firstWins',
    describe: 'of two ♥10 in a trick the first wins, or the second (2.6)',
  }),
  dullenAreTrump: field.boolean({
    default: true,
    describe: 'the ♥10 is the highest trump; off, it is an ordinary heart (7.3)',
  }),
  hochzeitKlaerung: field.enum(['ersterFremder', 'ersterFehlstich', 'ersterTrumpfstich', 'wahl'], {
    default: 'ersterFremder',
    describe:
      "which tricks find a Hochzeit's partner: any, only plain-suit leads, only trump leads, or one of these as the Hochzeiter names it (4.6.3)",
  }),
  hochzeitTricks: field.int({
    min: 1,
    max: 10,
    default: 3,
    describe: "how many opening tricks may find a Hochzeit's partner (7.5)",
  }),
  soloLead: field.enum(['pflichtsoloOnly', 'allSolos'], {
    default: 'pflichtsoloOnly',
    describe: 'the soloist leads in a Pflichtsolo only, or in every solo (1.6, 7.9)',
  }),
  pflichtsolo: field.boolean({
    default: true,
    describe:
      'each player owes one Pflichtsolo a session, forced at the end (4.8, 4.9); off, every solo is a Lustsolo',
  }),
  gegenDieAlten: field.boolean({
    default: true,
    describe: 'Kontra scores a Sonderpunkt for winning against the club queens (6.4, 7.18)',
  }),
  karlchenGefangen: field.boolean({
    default: false,
    describe: "a Sonderpunkt for winning the last trick with the other party's ♣J in it (7.6)",
  }),
  fuchsLetzterStich: field.boolean({
    default: false,
    describe: 'a Sonderpunkt when a ♦A wins the last trick (7.7)',
  }),
  reKontraDoubles: field.boolean({
    default: false,
    describe: 'Re and Kontra double the game points instead of adding 2 each (7.13)',
  }),
  deals: field.int({
    gt: 0,
    default: 24,
    describe:
      'counted deals in a session (24 at a DDV table); at a table of five a fourth more, so that every seat deals as often (30)',
  }),
  tableSize: field.int({
    min: 4,
    max: 5,
    optional: true,
    describe:
      'players at the table (7.14): 5, and the dealer gets no cards and scores 0 in that deal (absent: 4, and records stay as they were)',
  }),
  armut: field.object(
    {
      fuchsZaehlt: field.boolean({
        default: true,
        describe: 'a ♦A counts toward the three trumps a poor hand may hold at most (7.10.1)',
      }),
      vorHochzeit: field.boolean({
        default: true,
        describe: 'an Armut ranks above an announced Hochzeit; off, below it (7.10.2)',
      }),
      ohneAbnehmer: field.enum(['redeal', 'normal'], {
        default: 'redeal',
        describe:
          'when nobody takes the cards: the same dealer deals again and the deal is not counted, or a normal game is played (7.10.5)',
      }),
    },
    {
      partial: true,
      optional: true,
      describe:
        'house rule (7.10): Armut, where a player with at most three trumps lays them aside for a partner who takes them and gives as many cards back; absent: off, and records stay as they were',
    },
  ),
  schmeissen: field.array(field.enum(DOKO_SCHMEISSEN_TRIGGERS), {
    optional: true,
    describe:
      'house rule (7.11): the hands a player may throw in during the Vorbehalt query, by trigger: `neunen5` five nines or more, `koenige5` five kings or more, `neunenKoenige7` seven nines and kings together, `einTrumpf` at most one trump; the same dealer deals again, not counted (absent or empty: off)',
  }),
  schweinchen: field.object(
    {
      superschweinchen: field.enum(['off', 'zehnen', 'neunen'], {
        default: 'off',
        describe:
          'Superschweine above the Schweine: both ♦10 (`zehnen`) or both ♦9 (`neunen`, the Hyperschweine of some groups) in one hand, when the deal has Schweine (7.12)',
      }),
    },
    {
      partial: true,
      optional: true,
      describe:
        'house rule (7.12): a player holding both ♦A ranks them above the ♥10 in the normal game (not in solos), and says so before the first lead; absent: off, and records stay as they were',
    },
  ),
  extraSolos: field.array(field.enum(DOKO_EXTRA_SOLOS), {
    optional: true,
    describe:
      'house rule (7.19): further solos, scored like any solo: `koenig` the Königssolo (the kings are the only trumps), `damenBuben` the Damen-Buben-Solo (the queens, then the jacks) (absent or empty: none)',
  }),
  bock: field.object(
    {
      triggers: field.array(field.enum(DOKO_BOCK_TRIGGERS), {
        default: [],
        describe:
          'what starts a Bockrunde: `tie120` a deal ending 120 : 120, `soloLost` a lost solo, `announcementLost` a party losing after saying Re or Kontra, `herzstich` a trick of four plain hearts (none: no Bock)',
      }),
    },
    {
      partial: true,
      optional: true,
      describe:
        'house rule (7.16): Bock rounds, in which every score doubles; off until a trigger is named (absent: off, and records stay as they were)',
    },
  ),
};

/**
 * Doppelkopf's options.
 *
 * @example
 * const options: DoppelkopfOptions = doppelkopf.defaults;
 */
export type DoppelkopfOptions = ValuesOf<typeof DOPPELKOPF_OPTIONS>;
