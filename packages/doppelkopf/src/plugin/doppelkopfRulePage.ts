import type { Bot } from '@stich/core';
import { type RulePageExtras, markdownTable as table } from '@stich/core/plugin';
import {
  type DoppelkopfAction,
  type DoppelkopfOptions,
  type DoppelkopfOutcome,
  type DoppelkopfState,
  type DoppelkopfView,
  describeScore,
  dokoWinner,
} from '../index';
import { doppelkopfBot } from './doppelkopfBot';
import { callText, levelCall } from './doppelkopfText';

/** Our rulings on Bock rounds, where the rule text names the option and its triggers only. */
const BOCK_RULINGS = [
  'The DDV tournament rules know no Bock; the rule text lists Bockrunden as house rule 7.16 and names typical triggers. Option `bock` turns them on by naming at least one trigger; without it nothing changes, and records keep their old form. Our rulings where clubs differ:',
  [
    '- **Triggers** (`bock.triggers`), judged on every deal played: `tie120`, the deal ends 120 : 120 card points; `soloLost`, a deal scored as a solo (6.6.3: a named solo, a stille Hochzeit, a Hochzeit without partner) that the soloist did not win; `announcementLost`, a party that said Re or Kontra (or more) did not win, a deal that nobody wins (6.5) counting as lost for each party that spoke; `herzstich`, a trick of four plain hearts: all four cards follow the heart suit of the game played, so a ♥10 that is a trump never makes one, and a Herz-Solo has none.',
    '- **One round per deal**: a deal that fires several triggers adds one Bockrunde, not several.',
    '- **A Bockrunde** is one deal per seat (four deals), added at the end of the queue: rounds never overlap and never stack, so no deal is doubled twice over.',
    '- **Every deal played uses up one Bock deal**, a freely chosen Pflichtsolo that the same dealer follows with a new deal as well: the queue follows the deals, not the counted ones.',
    "- **A Bock deal** doubles the deal's value and every seat's score; the game points and Sonderpunkte are listed as scored, and the outcome says `bock: true`.",
    '- **The session does not grow**: it still ends after `deals` counted deals, with any queued Bock deals left unplayed.',
    "- **Public**: each seat's view shows a Bock deal and how many Bock deals are queued, this one included (`view.extra.bock`).",
  ].join('\n'),
];

/** Our rulings on Armut, where the rule text gives the option and its sub-options only. */
const ARMUT_RULINGS = [
  'Armut is no DDV rule; the rule text lists it as house rule 7.10, off by default. Option `armut` turns it on (`{ armut: {} }` with every sub-option at its default); without it nothing changes, and records keep their old form. With it a phase `armut` sits between the Vorbehalt query and the play. Our rulings where the text is silent:',
  [
    '- **Who is poor**: a player holding at most three trumps of the normal game (the ♥10 while it is a trump, the queens, the jacks and the diamonds), each ♦A counted unless `armut.fuchsZaehlt` is off. Such a player says "Vorbehalt" and names the game `armut`; never in a Vorführung, where a solo is owed.',
    '- **Beside other reservations**: the solos come first, in the usual order (Pflichtsolo before Lustsolo, the earlier seat first). A poor player may give way like the holder of both club queens; a reservation that is neither must name a solo. When every reservation gave way, `armut.vorHochzeit` (on by default) plays the Armut of the first poor player in query order before the Hochzeit; off, the Hochzeit first. An Armut is no solo: it neither counts as nor uses up a Pflichtsolo.',
    '- **Laying aside**: all trumps go aside by themselves (a poor player cannot keep one); with fewer than three the poor player adds plain cards one at a time (`layAside`). Everybody learns how many cards lie aside (`view.skatSize`, `view.extra.armut.count`), only the poor player which.',
    "- **Taking**: clockwise from the poor player's left each other player takes the cards (`takeArmut`) or declines (`pass`). The first who takes them gives as many cards back one at a time (`giveBack`), any cards, also those just taken and trumps. Which cards came back, and how many trumps among them, is known to the two players only; it is not said aloud.",
    '- **Play**: the poor player and the taker are Re, public from then on; forehand leads; announcements have the deadlines of the normal game, counted after the exchange. It is scored as a normal game: Sonderpunkte and "gegen die Alten" included, nobody scores three times.',
    "- **Nobody takes the cards**: they go back to the poor player. With `armut.ohneAbnehmer: 'redeal'` (the default) the deal ends, every score 0 and the outcome `redeal: true`; the same dealer deals again, the deal is not counted and uses up no Bock deal. With `'normal'` a normal game is played by the club queens (a stille Hochzeit when the poor player holds both).",
    '- **Bots**: the rules bot reserves with a poor hand and names the Armut when it has no solo or Hochzeit, takes the cards with six trumps or more, and lays aside and gives back its cheapest cards (plain cards of the fewest points before any trump). The sampling bot plays Armut deals too: the poor player and the partner place the exchanged cards they know; a third seat rebuilds the deal with any exchange the rules allow, as every one leads to the same play.',
  ].join('\n'),
];

/** Our rulings on throwing in, where the rule text names the triggers only. */
const SCHMEISSEN_RULINGS = [
  "Schmeißen is no DDV rule either; option `schmeissen` names the triggers that allow it (for example `['neunen5', 'einTrumpf']`), and without one nothing changes. Our rulings:",
  [
    '- **How**: in the Vorbehalt query the player says "Vorbehalt" and names the game `schmeissen`; the deal ends at once, every score 0 and the outcome `redeal: true`. The same dealer deals again and the deal is not counted, nor does it use up a Bock deal. Never in a Vorführung.',
    '- **Triggers**: `neunen5` five nines or more, `koenige5` five kings or more, `neunenKoenige7` seven nines and kings together, `einTrumpf` at most one trump of the normal game (a ♦A counts as a trump here). With the 40-card pack there are no nines.',
    '- **Beside other reservations**: the solos go first (7.11). A player who may throw in may give way like a poor player; when every reservation gave way, a hand thrown in goes before an Armut and a Hochzeit, the first such player in query order.',
    '- **Bots**: the rules bot throws in every hand that meets a trigger, unless it has a solo to play.',
  ].join('\n'),
];

/** Our rulings at a table of five, where the rule text gives the seat count only. */
const FIVE_RULINGS = [
  'Option `tableSize: 5` seats five players (7.14, as at DDV tournaments); without it there are four, and records keep their old form. Our rulings:',
  [
    "- **The dealer sits out**: it gets no cards, is not asked in the Vorbehalt query, belongs to neither party and scores 0 in that deal. The dealer's left leads and deals go round the five seats.",
    '- **Session length**: option `deals` counts for a table of four; at five the session is a fourth longer, rounded up (24 -> 30, DDV 10.1), so that every seat deals equally often.',
    "- **Pflichtsolo**: each of the five owes one. The Vorführung forces the first seat that still owes one clockwise from the dealer's left, never the dealer, who has no cards; if the dealer is the only seat still owing in the last deal, nobody is forced and that Pflichtsolo lapses.",
  ].join('\n'),
];

/** Our rulings on Schweinchen, where the rule text gives the card order only. */
const SCHWEINCHEN_RULINGS = [
  "Option `schweinchen` (`{ schweinchen: {} }`; 7.12) ranks both ♦A above the ♥10 when one player holds them; `superschweinchen: 'zehnen'` (or `'neunen'`) ranks both ♦10 (both ♦9) above them in turn. Our rulings:",
  [
    '- **Which games**: the normal game, the stille and the announced Hochzeit, and an Armut: every game in the normal order of trumps; no solo, the Karo-Solo included.',
    "- **Said aloud**: the holder of the Schweine (and of the Superschweine) is known to all from the first lead (`view.extra.schweine`, `superschweine`); the order of trumps, which everybody sees, tells it anyway. Cards in hand when the play begins count, after an Armut's exchange.",
    '- **Superschweine only beside Schweine**: without Schweine in the deal, both ♦10 (♦9) in one hand are ordinary trumps.',
    '- **Sonderpunkte unchanged**: a ♦A caught is a fox, Schwein or not.',
  ].join('\n'),
];

/** The announcements of the rows of 5.9.3: the highest level of Re and of Kontra (-1 none). */
const ROWS: readonly [number, number][] = [
  [-1, -1],
  [0, -1],
  [-1, 0],
  [0, 0],
  [1, -1],
  [2, -1],
  [3, -1],
  [4, -1],
  [-1, 1],
  [-1, 4],
  [1, 1],
];

/** What a party said, in words: `Re, keine 90`; `-` for nothing. */
function said(party: 're' | 'kontra', level: number): string {
  if (level < 0) return '-';
  return Array.from({ length: level + 1 }, (_, l) => callText(levelCall(party, l))).join(', ');
}

/**
 * The least a party needs to win, found by asking the variant's `dokoWinner` every split
 * of the 240 card points (12 tricks; a side with card points has a trick, a side without
 * has none unless it took the one trick of 0 card points the rule text's 8.10 shows).
 */
function least(re: number, kontra: number, party: 're' | 'kontra'): string {
  const announced = { re, kontra };
  const wins = (own: number, tricks: number) => {
    const pts = party === 're' ? { re: own, kontra: 240 - own } : { re: 240 - own, kontra: own };
    const t =
      party === 're' ? { re: tricks, kontra: 12 - tricks } : { re: 12 - tricks, kontra: tricks };
    return dokoWinner(pts, t, announced) === party;
  };
  if (wins(0, 1) && !wins(0, 0)) return 'one trick';
  if (wins(240, 12) && !wins(240, 11)) return 'every trick';
  for (let own = 0; own <= 240; own++) if (wins(own, 6)) return `${own} card points`;
  return 'never';
}

/**
 * The extras of the Doppelkopf rule page: the names of the trump modes, the winning
 * marks as the announcements move them (5.9), each found by the variant's `dokoWinner`,
 * and a deal played by the rules bots, with its score in words (`describeScore`).
 *
 * @example
 * doppelkopfRulePage().modeNames?.damen; // 'Damensolo: the queens are the only trumps'
 */
export function doppelkopfRulePage(): RulePageExtras<
  DoppelkopfOptions,
  DoppelkopfState,
  DoppelkopfOutcome,
  DoppelkopfAction,
  DoppelkopfView
> {
  let bot: Bot<DoppelkopfAction, DoppelkopfView> | undefined;
  const rows = ROWS.map(([re, kontra]) => [
    said('re', re),
    said('kontra', kontra),
    least(re, kontra, 're'),
    least(re, kontra, 'kontra'),
  ]);
  return {
    modeNames: {
      normal:
        'the normal game, the Hochzeit, the stille Hochzeit and the Karo-Solo: the ♥10, the queens, the jacks and the diamonds',
      soloC: 'Kreuz-Solo',
      soloS: 'Pik-Solo',
      soloH: 'Herz-Solo',
      damen: 'Damensolo: the queens are the only trumps',
      buben: 'Bubensolo: the jacks are the only trumps',
      fleischlos: 'Fleischloser: no trumps',
      normalSchweine: 'the normal game with Schweine (option `schweinchen`): both ♦A above the ♥10',
      normalSuperschweine:
        'the normal game with Superschweine: both ♦10 (or ♦9) above the Schweine, above the ♥10',
      koenige: 'Königssolo (option `extraSolos`): the kings are the only trumps',
      damenBuben: 'Damen-Buben-Solo (option `extraSolos`): the queens, then the jacks',
    },
    sections: [
      {
        title: 'The winning marks (5.9)',
        body: [
          "What each party needs to win, by the announcements made, found by asking the variant's `dokoWinner` every split of the card points. With an Absage on both sides, both may miss: then nobody wins (6.5).",
          table(['Re said', 'Kontra said', 'Re wins with', 'Kontra wins with'], rows),
        ].join('\n\n'),
      },
      { title: 'House rules: Armut (7.10)', body: ARMUT_RULINGS.join('\n\n') },
      { title: 'House rules: Schmeißen (7.11)', body: SCHMEISSEN_RULINGS.join('\n\n') },
      { title: 'House rules: Schweinchen (7.12)', body: SCHWEINCHEN_RULINGS.join('\n\n') },
      { title: 'Five at the table (7.14)', body: FIVE_RULINGS.join('\n\n') },
      { title: 'House rules: Bock rounds (7.16)', body: BOCK_RULINGS.join('\n\n') },
    ],
    deals: [
      {
        title: 'A deal played by the rules bots',
        seed: 3,
        dealer: 3,
        note: "Every action is the rules bot's (`@stich/doppelkopf/plugin`), each from its own seat's view.",
        choose({ state, rules, rng }) {
          bot ??= doppelkopfBot(rules);
          return bot.choose(rules.view(state, rules.toAct(state)), rng);
        },
        describeOutcome: (outcome) => describeScore(outcome.score, 'en').join('; '),
      },
    ],
  };
}
