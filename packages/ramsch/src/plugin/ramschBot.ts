import { durchmarschCard, PUSH_RISK, pointAvoidingBot, skatPassChoice } from '@stich/bots';
import type { BaseAction, Bot, KernelContext } from '@stich/core';

/** Whether the options score a Durchmarsch: Ramsch's own, or any game's that has the option. */
function scoresDurchmarsch(options: unknown): boolean {
  return (
    typeof options === 'object' &&
    options !== null &&
    'durchmarsch' in options &&
    options.durchmarsch === true
  );
}

/**
 * A sensible Ramsch player, from its own view plus the rules' card facts:
 * - trick play avoids card points as {@link @stich/kalter-schlag!plugin.kalterSchlagBot} does (the same building blocks);
 * - it goes for a Durchmarsch only when the rules score one and it is certain
 *   (see {@link durchmarschCard}), never by hoping;
 * - in Schieberamsch it pushes the skat on with a hand that should take few points, else
 *   takes it up and lays back the two cards that leave the safest hand (never a jack the
 *   rules refuse; see {@link skatPassChoice}). `pushRisk` sets how weak a hand must be to
 *   push (default {@link PUSH_RISK}).
 *
 * @typeParam A - the variant's actions
 * @example
 * const rules = ramsch.rules({ schieben: true });
 * const bot = ramschBot(rules);
 * bot.choose(rules.view(state, state.turn), new Rng(1)); // e.g. { type: 'pushSkat', seat: 1 }
 */
export function ramschBot<A extends BaseAction = BaseAction>(
  rules: { readonly ctx: KernelContext<unknown> },
  pushRisk: number = PUSH_RISK,
): Bot<A> {
  const marches = scoresDurchmarsch(rules.ctx.options);
  return pointAvoidingBot<A>(rules, {
    name: 'rules',
    before: (turn) => skatPassChoice(turn, pushRisk),
    card: (turn, cards) => (marches ? durchmarschCard(turn, cards) : undefined),
  });
}
