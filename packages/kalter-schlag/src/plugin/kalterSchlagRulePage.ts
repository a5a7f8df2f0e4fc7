import type { CoreAction } from '@stich/core';
import { type RulePageExtras, markdownTable as table } from '@stich/core/plugin';
import type { KalterSchlagOptions } from '../options';
import type { KalterSchlagOutcome } from '../outcome';
import { decidePartie, partiePayments } from '../partie';
import { durchmarschPenalty, penalty } from '../penalty';
import { kalterSchlag } from '../variant';

const code = (text: string) => `\`${text}\``;

/** [card points, doublings, Jungfrauen, what the row shows] */
const PENALTIES: readonly [number, number, number, string][] = [
  [49, 0, 0, 'the 49-48-16-7 split: the player with 49 loses'],
  [45, 0, 0, '5 rounds up'],
  [44, 0, 0, '4 rounds down'],
  [47, 2, 0, 'kontra and re'],
  [66, 1, 1, 'one doubling, one Jungfrau'],
  [63, 3, 2, 'three doublings, two Jungfrauen'],
];

/** [totals, scoring deals, what the row shows] */
const SHEETS: readonly [number[], number[], string][] = [
  [
    [1900, 2040, 300, 0],
    [5, 6, 2, 0],
    'seat 1 passed the target, but seat 0 has five scores under it',
  ],
  [[2010, 1500, 300, 0], [4, 4, 3, 0], 'nobody has five scores; one player over the target'],
  [[2010, 2010, 300, 0], [4, 4, 3, 0], 'two players tied over the target'],
  [[800, 800, 300, 120], [5, 5, 3, 1], 'two five-score players tied for fewest points'],
];

/**
 * The extras of the Kalter Schlag rule page: penalties and the end of a Partie, computed
 * with the package's own scoring functions, and a deal played by the engine.
 *
 * @example
 * kalterSchlagRulePage().sections?.[0].title; // 'Penalties'
 */
export function kalterSchlagRulePage(): RulePageExtras<
  KalterSchlagOptions,
  undefined,
  KalterSchlagOutcome,
  CoreAction,
  undefined
> {
  const defaults = kalterSchlag.defaults;
  const penaltyRows = PENALTIES.map(([points, doublings, jungfrauen, note]) => [
    String(points),
    String(doublings),
    String(jungfrauen),
    `× ${2 ** (doublings + jungfrauen)}`,
    String(penalty(points, doublings, jungfrauen, 'ten')),
    String(penalty(points, doublings, jungfrauen, 'five')),
    note,
  ]);
  const marchRows = [0, 1, 2, 3, 4].map((d) => [String(d), String(durchmarschPenalty(d))]);
  const sheetRows = SHEETS.map(([totals, scores, note]) => {
    const end = decidePartie(defaults, totals, scores);
    const pay = partiePayments(defaults.stake, end.outcome, end.seat, totals);
    const result =
      end.outcome === null
        ? 'play goes on'
        : `seat ${end.seat} ${end.outcome === 'winner' ? 'wins' : 'loses'}`;
    return [totals.join(', '), scores.join(', '), note, result, end.outcome ? pay.join(', ') : '-'];
  });
  return {
    modeNames: { jacks: 'the four jacks are the only trumps' },
    sections: [
      {
        title: 'Penalties',
        body: [
          `${code('penalty(points, doublings, jungfrauen, rounding)')} for the loser's card points. The factor is 2 to the power of doublings plus Jungfrauen; the two columns are the two settings of the ${code('rounding')} option.`,
          table(
            [
              'card points',
              'doublings',
              'Jungfrauen',
              'factor',
              "rounding 'ten'",
              "rounding 'five'",
              'case',
            ],
            penaltyRows,
          ),
          `After a Durchmarsch every other player writes ${code('durchmarschPenalty(doublings)')}; the three Jungfrauen do not double it.`,
          table(['doublings', 'penalty for each other player'], marchRows),
        ].join('\n\n'),
      },
      {
        title: 'End of a Partie',
        body: [
          `${code('decidePartie(options, totals, scores)')} with the default options (target ${defaults.target}, five scores on) and ${code('partiePayments(stake, outcome, seat, totals)')} with a stake of ${defaults.stake}. Scoring deals are the deals in which a seat wrote a penalty.`,
          table(['penalty totals', 'scoring deals', 'situation', 'result', 'payments'], sheetRows),
        ].join('\n\n'),
      },
    ],
    deals: [
      {
        title: 'A deal played by the engine',
        seed: 1,
        describeOutcome: (o) => {
          return o.durchmarsch
            ? `Seat ${o.durchmarschSeat} took every trick: a Durchmarsch.`
            : `Card points ${o.points.join(', ')}; ${o.doublings} doubling(s) and ${o.jungfrauen} Jungfrau(en), so seat ${o.losers.join(' and ')} writes ${o.penalties[o.losers[0]]}.`;
        },
      },
    ],
  };
}
