/**
 * Stops a conformance check with a message that says where to look: the deal, its
 * seed and the step.
 *
 * @example
 * fail(`deal 12 (seed '1:12'), step 7: no legal action before the end`);
 */
export function fail(message: string): never {
  throw new Error(`conformance: ${message}`);
}

/**
 * Where a check is, for messages: `deal 12 (dealer 0, seed '1:12'), step 7`.
 *
 * @example
 * fail(`${where(12, 0, '1:12', 7)}: legal actions are empty`);
 */
export function where(deal: number, dealer: number, seed: string, step?: number): string {
  return `deal ${deal} (dealer ${dealer}, seed '${seed}')${step === undefined ? '' : `, step ${step}`}`;
}
