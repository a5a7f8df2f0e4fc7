import type { Result, StichError } from '../errors/errors';
import type { DealRecord } from '../records/dealRecord';

/**
 * A record format of a game's own (Skat's ISS game lines), for `stich replay --format
 * NAME` and `stich solve --format NAME`.
 *
 * @example
 * const iss: RecordFormat = { replay: (text) => ..., deal: (text) => ... };
 */
export interface RecordFormat {
  /**
   * Replays every record of the text: one JSON line per record, the result or
   * `{"error":{...}}`; `failed` says whether any record failed.
   */
  replay(text: string): { readonly lines: readonly string[]; readonly failed: boolean };
  /** The one whole deal of the text as a deal record of the plug-in's variant, and where it came from (`ISS game 7`). */
  deal?(text: string): Result<{ readonly record: DealRecord; readonly source: string }, StichError>;
}
