import type { BaseAction, Rng, SeatView } from '@stich/core';
import { createSolver } from '@stich/solver';
import type { Bot } from '../bot';
import { deadline } from './deadline';
import { equivalentCards } from './equivalentCards';
import { PIMC_SAMPLES, PIMC_TIMED_SAMPLES, type PimcOptions } from './pimcOptions';
import type { PimcRules } from './pimcRules';
import { scoreCards } from './scoreCards';
import { seatKnowledge } from './seatKnowledge';

type Play = BaseAction & { readonly card: string };

/** The card of a play action. */
const cardOf = (a: BaseAction) => (a as Play).card;

/**
 * A perfect-information Monte Carlo ("sampling") player. On each card decision it deals
 * the cards it cannot see at random, consistently with its own view (hand sizes, the
 * voids the play has shown, what the rules open), rebuilds each deal as a full game
 * through the public API, solves it exactly with `@stich/solver` after each card it may
 * play, and plays the card with the best average: in Skat and Skatkopf how often its
 * side makes (or beats) the game, in Kalter Schlag and Ramsch the fewest card points.
 * Among equally good cards it prefers the one the rules bot would play.
 *
 * Every other decision (bidding, the skat, doubling, declaring, calling) is the variant's
 * rules bot's, as is any card PIMC cannot judge (Skatkopf before the teams are known),
 * and any answer out of turn (`chooseOutOfTurn`, where the rules bot has one).
 * It never claims or resigns. It reads only its view, never the game state, and draws
 * its randomness from the `rng` it is given: with a sample budget a seeded game plays
 * the same way everywhere.
 *
 * @example
 * const rules = skat.rules();
 * const bot = pimcBot(rules, { samples: 20, adapter: skatPlugin.pimc });
 * bot.choose(rules.view(state, rules.toAct(state)), new Rng(1)); // e.g. { type: 'play', seat: 0, card: 'CJ' }
 */
export function pimcBot<A extends BaseAction = BaseAction>(
  rules: PimcRules,
  options: PimcOptions = {},
): Bot<A> {
  const samples =
    options.samples ?? (options.timeMs === undefined ? PIMC_SAMPLES : PIMC_TIMED_SAMPLES);
  if (!Number.isInteger(samples) || samples < 1)
    throw new RangeError(`samples must be a positive whole number, not ${samples}`);
  if (options.timeMs !== undefined && !(options.timeMs > 0))
    throw new RangeError(`timeMs must be positive, not ${options.timeMs}`);
  const adapter = options.adapter;
  if (adapter === undefined)
    throw new RangeError(
      `no PIMC adapter for variant '${rules.variantId}'; pass its plug-in's pimc`,
    );
  const fallback = options.fallback ?? adapter.fallback(rules);
  const solverOptions = { ...adapter.solverOptions?.(rules), tableBits: options.tableBits };
  const merge = solverOptions.relabel !== false && solverOptions.merge !== false;
  const solver = createSolver(rules, solverOptions);
  const now = options.now ?? (() => performance.now());
  const { ctx } = rules;

  const answer = fallback.chooseOutOfTurn;
  return {
    name: 'pimc',
    ...(answer === undefined
      ? {}
      : {
          chooseOutOfTurn: (view: SeatView<A>, rng: Rng) =>
            answer.call(fallback, view, rng) as A | null,
        }),
    choose(view: SeatView<A>, rng: Rng): A {
      const budget = deadline(now, options.timeMs);
      const usual = fallback.choose(view, rng) as A;
      if (usual.type !== 'play') return usual;
      const seen = new Set<string>();
      const plays = view.legalActions.filter((a): a is A & Play => {
        if (a.type !== 'play' || seen.has(cardOf(a))) return false;
        seen.add(cardOf(a));
        return true;
      });
      const general = view as SeatView<BaseAction>;
      if (plays.length < 2 || adapter.applies?.(rules, general) === false) return usual;
      const knowledge = seatKnowledge(rules, general);
      adapter.restrict?.(rules, general, knowledge);
      const table = ctx.tableOf[view.trumpMode];
      const ids = plays.map((p) => knowledge.known[view.seat][view.hand.indexOf(p.card)]);
      const classes = merge
        ? equivalentCards(table, ctx.deck.points, knowledge, view.trick.length, ids)
        : plays.map((_, i) => i);
      const tried = plays.filter((_, i) => classes[i] === i);
      // Every card alike: nothing to weigh.
      if (tried.length < 2) return usual;
      const u = plays.findIndex((p) => p.card === cardOf(usual));
      // The rules bot's card (one of its class) is solved first and wins ties.
      const first = u < 0 ? 0 : tried.indexOf(plays[classes[u]]);
      const args = {
        rules,
        adapter,
        solver,
        knowledge,
        plays: tried,
        first,
        rng,
        samples,
        deadline: budget.due,
      };
      const tally = scoreCards({ ...args, view: general });
      const chosen = tally.best < 0 || (u >= 0 && tally.best === first) ? usual : tried[tally.best];
      options.onDecision?.({
        seat: view.seat,
        card: cardOf(chosen),
        samples: tally.samples,
        ms: budget.elapsed(),
        timedOut: tally.timedOut,
        aborted: tally.aborted,
        nodes: tally.nodes,
        means: Object.fromEntries(
          tried.map((p, i) => [
            cardOf(p),
            tally.samples === 0 ? 0 : tally.scores[i] / tally.samples,
          ]),
        ),
      });
      return chosen;
    },
  };
}
