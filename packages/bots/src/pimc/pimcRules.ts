import type { Rules } from '@stich/core';

/**
 * The rules kernel of any variant, as the PIMC bot sees it: the public API only.
 *
 * @example
 * const rules: PimcRules = skat.rules();
 */
// biome-ignore lint/suspicious/noExplicitAny: one bot serves every variant's rules
export type PimcRules = Rules<any, any, any, any, any>;
