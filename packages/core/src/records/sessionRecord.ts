import * as z from 'zod';
import type { Result } from '../errors/errors';
import { formatRecordJson, inKeyOrder } from './formatRecordJson';
import { parseJsonWith } from './readJson';
import {
  HANDS_OR_SEED,
  HandsSchema,
  MetaSchema,
  RecordActionSchema,
  RecordOptionsSchema,
  SeatSchema,
  SeedSchema,
  SkatSchema,
  VariantIdSchema,
} from './recordParts';

/**
 * One deal inside a session record. The dealer follows from the session's first dealer
 * and the variant's rotation; `dealer`, when given, must agree.
 *
 * @example
 * SessionDealSchema.parse({ seed: 7, actions: [] });
 */
export const SessionDealSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      dealer: SeatSchema.optional().meta({
        description: "The deal's dealer; optional, checked against the rotation.",
      }),
      seed: SeedSchema.optional(),
      hands: HandsSchema.optional(),
      skat: SkatSchema.optional(),
      actions: z
        .array(RecordActionSchema)
        .meta({ description: 'Every action of the deal, in order.' }),
      outcome: z
        .unknown()
        .optional()
        .meta({ description: "The deal's outcome; checked on replay." }),
      meta: MetaSchema.optional(),
    })
    .refine((r) => r.hands !== undefined || r.seed !== undefined, {
      message: 'a deal needs the hands (or a seed to deal them)',
      path: ['hands'],
    })
    .meta(HANDS_OR_SEED))();

/**
 * A session record (a Partie, a Liste): the variant, its options, the first dealer and
 * the deals in order. Deal k is dealt by the variant's rotation from `firstDealer`
 * (clockwise: `(firstDealer + k) % seats`). It may stop before the session ends.
 *
 * @example
 * SessionRecordSchema.parse({ variant: 'kalter-schlag', firstDealer: 2, deals: [{ seed: 1, actions: [] }] });
 */
export const SessionRecordSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      variant: VariantIdSchema,
      options: RecordOptionsSchema.optional(),
      seed: SeedSchema.optional().meta({
        description: 'Seed the session was created with; informational.',
      }),
      firstDealer: SeatSchema.meta({ description: 'Dealer of the first deal.' }),
      deals: z.array(SessionDealSchema).meta({ description: 'The deals, in order.' }),
      result: z.unknown().optional().meta({
        description: "The session's result as the variant reports it; checked on replay.",
      }),
      meta: MetaSchema.optional(),
    })
    .meta({
      title: 'Stich session record',
      description:
        'A session of deals (a Partie): variant, options, first dealer, and each deal with its actions.',
    }))();

/**
 * One deal inside a session record.
 *
 * @example
 * const deal: SessionDeal = { seed: 7, actions: [] };
 */
export type SessionDeal = z.infer<typeof SessionDealSchema>;

/**
 * A session record (the type follows {@link SessionRecordSchema}).
 *
 * @example
 * const record: SessionRecord = { variant: 'kalter-schlag', firstDealer: 0, deals: [] };
 */
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

/**
 * Parses a session record from JSON text or a parsed value; a malformed one is refused
 * with `INVALID_RECORD` and the path of the first bad part (e.g. `['deals', 2, 'actions']`).
 *
 * @example
 * import { parseSessionRecord } from '@stich/core';
 *
 * parseSessionRecord({ variant: 'kalter-schlag', firstDealer: 0, deals: [] }); // { ok: true, ... }
 */
export function parseSessionRecord(input: unknown): Result<SessionRecord> {
  return parseJsonWith(SessionRecordSchema, input);
}

/**
 * Writes a session record as JSON text, keys in the schema's order, one deal a block and
 * one action a line.
 *
 * @example
 * import { formatSessionRecord } from '@stich/core';
 *
 * formatSessionRecord({ variant: 'kalter-schlag', firstDealer: 0, deals: [] });
 */
export function formatSessionRecord(record: SessionRecord): string {
  const deals = record.deals.map((deal) => inKeyOrder(deal, SessionDealSchema.shape));
  return formatRecordJson(inKeyOrder({ ...record, deals }, SessionRecordSchema.shape));
}
