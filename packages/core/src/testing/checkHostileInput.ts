import { ERROR_CODES, type StichError } from '../errors/errors';
import { createGame } from '../facade/createGame';
import { createSession } from '../facade/createSession';
import type { BaseAction } from '../kernel/actions';
import type { Variant } from '../variant/defineVariant';
import { MAX_STEPS } from './checkPlayouts';
import { type ConformancePlan, dealOf, dealRng } from './conformanceOptions';
import { fail, where } from './fail';
import { hostileActions } from './hostileActions';

/** The longest refusal message a hostile input may get (it quotes at most 60 characters). */
const MAX_MESSAGE = 240;

/** Why a refusal is not a proper one, or `null`. */
function badRefusal(r: { ok: boolean; error?: StichError }): string | null {
  if (r.ok) return 'it was accepted';
  const e = r.error!;
  if (!(ERROR_CODES as readonly string[]).includes(e.code)) return `unknown code ${e.code}`;
  if (e.message.length > MAX_MESSAGE) return `a message of ${e.message.length} characters`;
  return null;
}

/**
 * Offers every {@link hostileActions} shape to `game.apply`, `session.apply`,
 * `rules.check` and `rules.applyAction` in `plan.hostileDeals` seeded deals (at the
 * start and every tenth step): each must be refused with a stable code and a short
 * message, nothing may throw, the state must not change and the statechart must stay
 * active. The deal then goes on with the chosen legal action written with a null
 * prototype and a symbol key, which must be accepted: the game stays usable to the end.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * checkHostileInput(kalterSchlag, conformancePlan({ hostileDeals: 2 })); // inputs refused
 */
export function checkHostileInput<O, X, R>(
  variant: Variant<O, X, R>,
  plan: ConformancePlan<O, R>,
): number {
  const rules = variant.rules(plan.options);
  let refused = 0;
  for (let i = 0; i < plan.hostileDeals; i++) {
    const { dealer, seed } = dealOf(plan, rules.ctx.seats, i);
    const rng = dealRng(plan, i);
    rules.deal({ dealer, rng });
    const game = createGame(variant, { options: plan.options, dealer, seed });
    const session = createSession(variant, { options: plan.options, seed });
    for (let step = 0; !game.isOver(); step++) {
      if (step > MAX_STEPS) fail(`${where(i, dealer, seed)}: not over after ${MAX_STEPS} actions`);
      const legal = game.legalActions();
      const action = legal[rng.below(legal.length)] as BaseAction;
      if (step === 0 || step === 5) {
        const before = JSON.stringify(game.state());
        const sessionBefore = JSON.stringify(session.state());
        const sessionAction = session.legalActions()[0] ?? action;
        for (const [name, input] of [...hostileActions(action), ...hostileActions(sessionAction)]) {
          const at = `${where(i, dealer, seed, step)}: ${name}`;
          for (const [api, answer] of [
            ['game.apply', () => game.apply(input as never)],
            ['session.apply', () => session.apply(input as never)],
            ['rules.check', () => rules.check(game.state(), input as never)],
            ['rules.applyAction', () => rules.applyAction(game.state(), input as never)],
          ] as const) {
            let why: string | null;
            try {
              why = badRefusal(answer());
            } catch (e) {
              why = `it threw ${String(e).slice(0, 80)}`;
            }
            if (why !== null) fail(`${at}: ${api}: ${why}`);
            refused++;
          }
          if (JSON.stringify(game.state()) !== before) fail(`${at}: the game changed`);
          if (JSON.stringify(session.state()) !== sessionBefore) fail(`${at}: the session changed`);
          if (game.actor.getSnapshot().status !== 'active') fail(`${at}: the deal machine stopped`);
        }
      }
      const plain = Object.assign(Object.create(null), action, { [Symbol('tag')]: 1 });
      const taken = game.apply(plain);
      if (!taken.ok) fail(`${where(i, dealer, seed, step)}: a null-prototype action was refused`);
      if (!session.isOver()) {
        const next = session.legalActions();
        session.apply(next[rng.below(next.length)]);
      }
    }
    game.actor.stop();
    session.actor.stop();
  }
  return refused;
}
