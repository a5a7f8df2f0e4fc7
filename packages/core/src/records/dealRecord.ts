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

const needsCards = {
  message: 'a record needs the hands (or a seed to deal them)',
  path: ['hands'],
};

/**
 * A deal record: the variant, its options, the dealer, the cards dealt (or the seed
 * that deals them), and every action in order. `outcome`, when present, is checked
 * against the replay. With both hands and a seed, the seed must deal exactly those hands
 * and skat (`INVALID_RECORD` at `seed` otherwise).
 *
 * @example
 * DealRecordSchema.parse({ variant: 'kalter-schlag', dealer: 0, seed: 42, actions: [] });
 */
export const DealRecordSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      variant: VariantIdSchema,
      options: RecordOptionsSchema.optional(),
      seed: SeedSchema.optional(),
      dealer: SeatSchema.meta({
        description: 'The dealer; play starts at the next active seat clockwise.',
      }),
      hands: HandsSchema.optional(),
      skat: SkatSchema.optional(),
      setup: z.record(z.string(), z.unknown()).optional().meta({
        description:
          "What the session told this deal (the variant's deal setup, e.g. who still owes a Pflichtsolo); its defaults where absent.",
      }),
      actions: z
        .array(RecordActionSchema)
        .meta({ description: 'Every action of the deal, in order.' }),
      outcome: z
        .unknown()
        .optional()
        .meta({ description: "The deal's outcome as the variant scores it; checked on replay." }),
      meta: MetaSchema.optional(),
    })
    .refine((r) => r.hands !== undefined || r.seed !== undefined, needsCards)
    .meta({
      ...HANDS_OR_SEED,
      title: 'Stich deal record',
      description:
        'One deal of a Skat-family game: variant, options, dealer, the cards dealt (or a seed), and the actions.',
    }))();

/**
 * A deal record (the type follows {@link DealRecordSchema}).
 *
 * @example
 * const record: DealRecord = { variant: 'kalter-schlag', dealer: 0, seed: 42, actions: [] };
 */
export type DealRecord = z.infer<typeof DealRecordSchema>;

/**
 * Parses a deal record from JSON text or a parsed value. A malformed record is refused
 * with `INVALID_RECORD` and the path of the first bad part. It does not replay the deal
 * (see `replayDeal`).
 *
 * @example
 * import { parseDealRecord } from '@stich/core';
 *
 * const parsed = parseDealRecord('{"variant":"kalter-schlag","dealer":0,"seed":1,"actions":[]}');
 * if (parsed.ok) parsed.value.dealer; // 0
 */
export function parseDealRecord(input: unknown): Result<DealRecord> {
  return parseJsonWith(DealRecordSchema, input);
}

/**
 * Writes a deal record as JSON text, keys in the schema's order and one action a line;
 * `parseDealRecord` reads it back.
 *
 * @example
 * import { formatDealRecord } from '@stich/core';
 *
 * formatDealRecord({ variant: 'kalter-schlag', dealer: 0, seed: 42, actions: [] });
 */
export function formatDealRecord(record: DealRecord): string {
  return formatRecordJson(inKeyOrder(record, DealRecordSchema.shape));
}
