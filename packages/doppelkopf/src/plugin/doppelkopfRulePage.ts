import { type Bot, type RulePageExtras, markdownTable as table } from '@stich/core';
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
    },
    sections: [
      {
        title: 'The winning marks (5.9)',
        body: [
          "What each party needs to win, by the announcements made, found by asking the variant's `dokoWinner` every split of the card points. With an Absage on both sides, both may miss: then nobody wins (6.5).",
          table(['Re said', 'Kontra said', 'Re wins with', 'Kontra wins with'], rows),
        ].join('\n\n'),
      },
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
