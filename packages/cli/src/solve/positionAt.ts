import { type BaseAction, type GameState, replayDeal, type Variant } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { seatNames } from '@stich/core/plugin';
import { CliError, usageError } from '../cliError';
import type { DealSource } from './readDeal';
import { recordError } from './recordError';

/**
 * A deal replayed to the position to solve.
 *
 * @example
 * const { state, at, total } = positionAt(readDeal(text, 'json'), 20);
 */
export interface Position {
  readonly variant: Variant;
  readonly rules: Rules<unknown, unknown, unknown, BaseAction>;
  readonly state: GameState;
  /** Actions replayed. */
  readonly at: number;
  /** Actions in the record. */
  readonly total: number;
  /** Where the deal came from (a session's deal, an ISS game), or empty. */
  readonly source: string;
  /** One name per seat: the record's players, or Anne, Bert ... as `stich play --watch` names them. */
  readonly names: readonly string[];
}

/**
 * Replays a deal record to its last action, or to the first `at` actions, and checks
 * that the position is in the card play (or after it). The record may be unfinished.
 *
 * @example
 * positionAt(deal).state.phase; // 'play'
 */
export function positionAt(deal: DealSource, at?: number): Position {
  const all = deal.record.actions;
  if (at !== undefined && at > all.length) {
    throw usageError(`solve: --at ${at}: the record has only ${all.length} actions`);
  }
  // A recorded outcome belongs to the whole deal, not to a position before its end.
  const { outcome: _outcome, ...rest } = deal.record;
  const record = at === undefined ? deal.record : { ...rest, actions: all.slice(0, at) };
  const replay = replayDeal(deal.variant, record, { partial: true });
  if (!replay.ok) throw recordError(replay.error);
  const { rules, state, terminal } = replay.value;
  const n = record.actions.length;
  const after = `after ${n} ${n === 1 ? 'action' : 'actions'}`;
  if (!terminal && !rules.inTrickPlay(state)) {
    const where = state.history.length === 0 ? 'before trick play' : 'outside the card play';
    throw new CliError(
      `solve: the record stops ${where} (phase '${state.phase}' ${after}): nothing to solve yet`,
    );
  }
  if (terminal && state.history.length === 0) {
    throw new CliError(`solve: the deal ended without card play (${after}): nothing to solve`);
  }
  return {
    variant: deal.variant,
    rules: rules as Rules<unknown, unknown, unknown, BaseAction>,
    state,
    at: n,
    total: all.length,
    source: deal.source,
    names: seatNames(rules.ctx.seats, deal.players),
  };
}
