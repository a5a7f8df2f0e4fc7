import * as z from 'zod/mini';
import type { CardCode } from '../cards/atoms';
import type { BaseAction } from '../kernel/actions';

/**
 * The `format` tag of a session snapshot.
 *
 * @example
 * session.snapshot().format === SESSION_SNAPSHOT_FORMAT; // true
 */
export const SESSION_SNAPSHOT_FORMAT = 'stich-session-snapshot';

/**
 * A saved session: the setup and every deal dealt so far with its actions (the deal in
 * play last), followed by supplied deals not yet reached. Later deals follow from
 * `seed`. Plain JSON; `restoreSession` checks it and replays it.
 *
 * @typeParam O - the variant's options
 * @typeParam A - the variant's actions
 * @example
 * localStorage.setItem('partie', JSON.stringify(session.snapshot()));
 */
export interface SessionSnapshot<O = unknown, A extends BaseAction = BaseAction> {
  readonly format: typeof SESSION_SNAPSHOT_FORMAT;
  readonly version: 1;
  readonly variant: string;
  readonly options: O;
  readonly seed: number | string;
  readonly firstDealer: number;
  readonly deals: {
    readonly hands: CardCode[][];
    readonly skat: CardCode[];
    readonly actions: A[];
  }[];
}

/**
 * The shape of a {@link SessionSnapshot}; options, cards and actions are checked by the
 * variant when the snapshot is restored.
 *
 * @example
 * SessionSnapshotSchema.safeParse(JSON.parse(text)).success;
 */
export const SessionSnapshotSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    format: z.literal(SESSION_SNAPSHOT_FORMAT),
    version: z.literal(1),
    variant: z.string(),
    options: z.record(z.string(), z.unknown()),
    seed: z.union([z.number().check(z.int()), z.string()]),
    firstDealer: z.number().check(z.int(), z.minimum(0)),
    deals: z.array(
      z.strictObject({
        hands: z.array(z.array(z.string())),
        skat: z.array(z.string()),
        actions: z.array(z.unknown()),
      }),
    ),
  }))();
