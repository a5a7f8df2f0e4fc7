import type { Rules } from '@stich/core/kernel';

/** Kernel rules of any variant, as the search sees them: it reads only the trick-play part of the state. */
// biome-ignore lint/suspicious/noExplicitAny: one search serves every variant's rules
export type AnyRules = Rules<any, any, any, any, any>;
