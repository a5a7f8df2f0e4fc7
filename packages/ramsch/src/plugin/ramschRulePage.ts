import { doublingFactor } from '@stich/core';
import { type RulePageDeal, type RulePageExtras, markdownTable as table } from '@stich/core/plugin';
import { bierlachsScores } from '@stich/core/scoring';
import type { RamschOptions } from '../options';
import { DURCHMARSCH_SCORE, GEWINNER_SCORE, type RamschOutcome, ramschLoss } from '../outcome';
import type { RamschAction, RamschState, RamschView } from '../variant';

const code = (text: string) => `\`${text}\``;

/** The outcome of a Ramsch deal in a sentence. */
function describeOutcome(o: RamschOutcome): string {
  const skat = o.skatTo.length
    ? ` The skat (${o.skatPoints} card points) goes to seat ${o.skatTo.join(' and ')}.`
    : '';
  const pushes = o.pushes
    ? ` The skat was pushed ${o.pushes} time(s), so every score is multiplied by ${2 ** o.pushes}.`
    : '';
  if (o.winners.length)
    return `Seat ${o.winners.join(' and ')} wins ${o.scores[o.winners[0]]}.${skat}${pushes}`;
  const losers = o.losers.map(
    (seat) => `seat ${seat} (${o.points[seat]} card points) scores ${o.scores[seat]}`,
  );
  return `${skat.trim()}${pushes} Most card points: ${losers.join(', ')}.`.trim();
}

/** Schieberamsch policy for the example: forehand takes up the skat, the others push it on. */
const pushAfterForehand: RulePageDeal<
  RamschOptions,
  RamschState,
  RamschOutcome,
  RamschAction,
  RamschView
>['choose'] = ({ legal, state, rules, rng }) => {
  const types = new Set(legal.map((a) => a.type));
  const seat = legal[0].seat as number;
  if (types.has('pickUpSkat')) {
    const type = seat === state.lead0 ? 'pickUpSkat' : 'pushSkat';
    return legal.find((a) => a.type === type)!;
  }
  if (types.has('discard')) {
    const deck = rules.ctx.deck;
    const points = (c: string) => deck.points[deck.idsOf(c)![0]];
    const away = rules
      .view(state, seat)
      .hand.filter((c: string) => c[1] !== 'J')
      .sort((a: string, b: string) => points(b) - points(a))
      .slice(0, 2);
    return legal.find((a) => a.type === 'discard' && away.every((c) => a.cards.includes(c)))!;
  }
  return legal[rng.below(legal.length)];
};

/**
 * The extras of the Ramsch rule page: losses, pushes and Bierlachs computed with the
 * package's own scoring, and two deals played by the engine.
 *
 * @example
 * ramschRulePage().deals?.length; // 2
 */
export function ramschRulePage(): RulePageExtras<
  RamschOptions,
  RamschState,
  RamschOutcome,
  RamschAction,
  RamschView
> {
  const lossRows = [47, 61].flatMap((points) =>
    [0, 1, 2].map((j) => [
      String(points),
      String(j),
      String(ramschLoss(points, j, false)),
      String(ramschLoss(points, j, true)),
    ]),
  );
  const pushRows = [0, 1, 2, 3].map((pushes) => [
    String(pushes),
    String(-ramschLoss(47, 0, false) * doublingFactor(pushes)),
    String(DURCHMARSCH_SCORE * doublingFactor(pushes)),
  ]);
  const bierlachs = [
    [-47, 0, 0],
    [DURCHMARSCH_SCORE, 0, 0],
    [GEWINNER_SCORE, 0, 0],
  ].map((scores) => [scores.join(', '), bierlachsScores(scores).join(', ')]);
  return {
    modeNames: { jacks: 'the four jacks are the only trumps' },
    sections: [
      {
        title: 'What a loser loses',
        body: [
          `${code('ramschLoss(points, jungfrauen, fixedValues)')}: the loser's card points doubled for each Jungfrau, or the fixed values of the ${code('fixedValues')} option.`,
          table(['card points', 'Jungfrauen', 'loss', 'loss with fixedValues'], lossRows),
        ].join('\n\n'),
      },
      {
        title: 'Schieberamsch pushes',
        body: [
          `Each push of the skat doubles every score of the deal (${code('doublingFactor(pushes)')}): here a loser with 47 card points and no Jungfrau, and a Durchmarsch (${code('DURCHMARSCH_SCORE')} = ${DURCHMARSCH_SCORE}). Gewinner-Ramsch pays its winner ${code('GEWINNER_SCORE')} = ${GEWINNER_SCORE}, doubled the same way.`,
          table(['pushes', "loser's score", 'Durchmarsch'], pushRows),
        ].join('\n\n'),
      },
      {
        title: 'Bierlachs',
        body: [
          `Under Bierlachs only minus points are written: ${code('bierlachsScores(scores)')} keeps a seat's own loss and writes every other seat's win as a minus to it.`,
          table(['scores of the deal', 'as written under Bierlachs'], bierlachs),
        ].join('\n\n'),
      },
    ],
    deals: [
      { title: 'A deal played by the engine', seed: 1, describeOutcome },
      {
        title: 'A Schieberamsch deal played by the engine',
        seed: 3,
        options: { schieben: true },
        choose: pushAfterForehand,
        note: 'Forehand takes up the skat and lays away its two richest cards that are not jacks; the other two push the skat on unseen; the cards are then played at random.',
        describeOutcome,
      },
    ],
  };
}
