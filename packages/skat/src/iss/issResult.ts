import * as z from 'zod/mini';
import { issLevels } from './issLevels';
import type { IssGame } from './parseIssRecord';
import type { IssReplay } from './replayIssGame';

/**
 * The result of an ISS game as we report it: a played contract with the fields of the
 * server's result line; or all passed; or a server penalty (the declarer timed out or
 * left, or nobody had declared yet), which has no game value under the rules.
 *
 * @example
 * IssResultSchema.parse({ id: '756788', passed: true });
 */
export const IssResultSchema = z.union([
  z.strictObject({
    id: z.string(),
    /** The declarer's ISS position (0 forehand, 1 middlehand, 2 rearhand). */
    declarer: z.int().check(z.minimum(0), z.maximum(2)),
    won: z.boolean(),
    /** Signed: a loss is already doubled. */
    value: z.int(),
    /** Negative: "without". */
    matadors: z.int(),
    overbid: z.boolean(),
    declarerPoints: z.int(),
    declarerTricks: z.int(),
    /** Reached on the cards taken (after an early end, on the cards credited). */
    schneider: z.boolean(),
    schwarz: z.boolean(),
  }),
  z.strictObject({ id: z.string(), passed: z.literal(true) }),
  z.strictObject({ id: z.string(), penalty: z.literal(true) }),
]);
/**
 * The result of an ISS game, as {@link IssResultSchema} describes it.
 *
 * @example
 * const result: IssResult = { id: '756788', passed: true };
 */
export type IssResult = z.infer<typeof IssResultSchema>;

/**
 * Our result of a replayed ISS game, computed by our rules (never from the record's `R`).
 *
 * @example
 * issResultOf(replay); // { id: '9', declarer: 2, won: false, value: -96, matadors: 2, ... }
 */
export function issResultOf(replay: IssReplay): IssResult {
  const id = replay.game.id;
  const o = replay.outcome;
  if (replay.penalty !== null || o === undefined) return { id, penalty: true };
  if (o.kind !== 'game' || o.declarer === null) return { id, passed: true };
  return {
    id,
    declarer: o.declarer,
    won: o.won,
    value: o.value,
    matadors: o.matadors,
    overbid: o.overbid,
    declarerPoints: o.declarerPoints,
    declarerTricks: o.declarerTricks,
    ...issLevels(o),
  };
}

/**
 * The server's result line of a record in the same shape, for checking a replay against
 * it. A declarer who timed out or left (`to:`/`l:` naming `d:`) makes it a penalty, as
 * `penalty` and `d:-1` do: the server's own rule (10330141: `loss v:-288`), not the game's.
 * `null` when the record has no result line.
 *
 * @example
 * serverIssResult(game); // { id: '9', declarer: 2, won: false, value: -96, ... }
 */
export function serverIssResult(game: IssGame): IssResult | null {
  const r = game.result;
  const id = game.id;
  if (r === null) return null;
  if (r.kind === 'passed') return { id, passed: true };
  const d = r.declarer;
  if (r.result === 'penalty' || d < 0 || r.fields.l === d || r.fields.to === d)
    return { id, penalty: true };
  return {
    id,
    declarer: d,
    won: r.result === 'win',
    value: r.value,
    matadors: r.matadors,
    overbid: r.overbid,
    declarerPoints: r.points,
    declarerTricks: r.tricks,
    schneider: r.schneider,
    schwarz: r.schwarz,
  };
}
