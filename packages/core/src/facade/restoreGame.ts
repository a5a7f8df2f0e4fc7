import { err, ok, type Result } from '../errors/errors';
import { quote } from '../errors/quote';
import { englishZod } from '../fields/englishZod';
import { zodError } from '../fields/zodError';
import type { BaseAction } from '../kernel/actions';
import type { Variant } from '../variant/defineVariant';
import { type Game, gameFromStart } from './game';
import { GameSnapshotSchema } from './gameSnapshotSchema';
import { snapshotError } from './snapshotError';

/**
 * Rebuilds a game from a {@link GameSnapshot} (e.g. parsed from storage): checks its
 * shape, variant, options and deal, then replays its actions. Anything wrong gives
 * `INVALID_SNAPSHOT` with the path of the bad part; a refused action also carries its
 * `index` and the kernel's reason in the message.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * import { restoreGame } from '@stich/core';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const saved = JSON.stringify(game.snapshot());
 * const restored = restoreGame(kalterSchlag, JSON.parse(saved));
 * if (restored.ok) restored.value.state(); // equal to game.state()
 */
export function restoreGame<O, X, R, A extends BaseAction, S, SR, V>(
  variant: Variant<O, X, R, A, S, SR, V>,
  snapshot: unknown,
): Result<Game<O, X, R, A, V>> {
  englishZod();
  const parsed = GameSnapshotSchema.safeParse(snapshot);
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
  const rules = variant.rulesFor(snap.options);
  if (!rules.ok) return snapshotError(rules.error);
  const start = rules.value.fromDeal({
    dealer: snap.dealer,
    hands: snap.hands,
    skat: snap.skat,
    setup: snap.setup,
  });
  if (!start.ok) return snapshotError(start.error);
  const game = gameFromStart(rules.value, start.value);
  for (let i = 0; i < snap.actions.length; i++) {
    const applied = game.apply(snap.actions[i] as A);
    if (!applied.ok) {
      game.actor.stop();
      return snapshotError(applied.error, ['actions', i], i);
    }
  }
  return ok(game);
}
