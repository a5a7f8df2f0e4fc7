import * as z from 'zod/mini';
import type { CardCode } from '../cards/atoms';
import type { BaseAction } from '../kernel/actions';

/**
 * The `format` tag of a game snapshot.
 *
 * @example
 * game.snapshot().format === GAME_SNAPSHOT_FORMAT; // true
 */
export const GAME_SNAPSHOT_FORMAT = 'stich-game-snapshot';

/**
 * A saved game: the deal as dealt and the actions so far. Plain JSON; `restoreGame`
 * checks it and replays the actions.
 *
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 * @example
 * const saved: GameSnapshot = JSON.parse(JSON.stringify(game.snapshot()));
 */
export interface GameSnapshot<O = unknown, A extends BaseAction = BaseAction> {
  readonly format: typeof GAME_SNAPSHOT_FORMAT;
  readonly version: 1;
  readonly variant: string;
  readonly options: O;
  readonly dealer: number;
  readonly hands: CardCode[][];
  readonly skat: CardCode[];
  /** The deal's setup, where the variant declares one and it differs from the defaults. */
  readonly setup?: Readonly<Record<string, unknown>>;
  readonly actions: A[];
}

/**
 * The shape of a {@link GameSnapshot}; options and actions are checked by the variant
 * when the snapshot is restored.
 *
 * @example
 * GameSnapshotSchema.safeParse(JSON.parse(text)).success;
 */
export const GameSnapshotSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    format: z.literal(GAME_SNAPSHOT_FORMAT),
    version: z.literal(1),
    variant: z.string(),
    options: z.record(z.string(), z.unknown()),
    dealer: z.number().check(z.int(), z.minimum(0)),
    hands: z.array(z.array(z.string())),
    skat: z.array(z.string()),
    setup: z.optional(z.unknown()),
    actions: z.array(z.unknown()),
  }))();
