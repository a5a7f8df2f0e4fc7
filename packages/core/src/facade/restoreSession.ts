import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import { englishZod } from '../fields/englishZod';
import { zodError } from '../fields/zodError';
import type { BaseAction } from '../kernel/actions';
import type { Variant } from '../variant/defineVariant';
import { type Session, sessionFrom } from './session';
import { parseSessionSetup } from './sessionSetup';
import { SessionSnapshotSchema } from './sessionSnapshotSchema';
import { snapshotError } from './snapshotError';

/**
 * Rebuilds a session from a {@link SessionSnapshot}: checks its shape, variant, options
 * and deals, then replays every deal's actions in order. Anything wrong gives
 * `INVALID_SNAPSHOT` with the path (e.g. `['deals', 2, 'actions', 5, 'card']`) and, for a
 * refused action, its `index` within the deal.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * import { restoreSession } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const restored = restoreSession(kalterSchlag, JSON.parse(saved));
 * if (restored.ok) restored.value.result(); // as before saving
 */
export function restoreSession<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  snapshot: unknown,
): Result<Session<O, X, R, A, S, SR, V>> {
  englishZod();
  const parsed = SessionSnapshotSchema.safeParse(snapshot);
  if (!parsed.success) return { ok: false, error: zodError('INVALID_SNAPSHOT', parsed.error) };
  const snap = parsed.data;
  if (snap.variant !== variant.id) {
    return err(
      'INVALID_SNAPSHOT',
      `the snapshot is of ${quote(snap.variant)}, not '${variant.id}'`,
      {
        path: ['variant'],
      },
    );
  }
  const { options, seed, firstDealer } = snap;
  const setup = parseSessionSetup(variant, { options, seed, firstDealer, deals: snap.deals });
  if (!setup.ok) return snapshotError(setup.error);
  const session = sessionFrom(variant, setup.value.rules, setup.value.input);
  for (let i = 0; i < snap.deals.length; i++) {
    const actions = snap.deals[i].actions;
    for (let j = 0; j < actions.length; j++) {
      const at = ['deals', i, 'actions', j];
      if (session.dealsPlayed !== i && !session.isOver()) {
        const message =
          session.dealsPlayed < i ? `deal ${i - 1} is not over` : `deal ${i} is already over`;
        session.actor.stop();
        return err('INVALID_SNAPSHOT', `action ${j}: ${message}`, { path: at, index: j });
      }
      const applied = session.apply(actions[j] as A);
      if (!applied.ok) {
        session.actor.stop();
        return snapshotError(applied.error, at, j);
      }
    }
  }
  return ok(session);
}
