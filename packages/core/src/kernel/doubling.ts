/**
 * When a doubling may be said.
 * - `firstTrickOwnTurn`: during the first trick, on one's own turn, before playing
 *   (core's `trickPhase` enforces it);
 * - `beforeFirstCard`: in a phase of its own after the contract and before the first card,
 *   by the seats the variant names (e.g. Skat's Kontra: a defender who bid, then the declarer).
 *
 * @example
 * const window: DoublingWindow = { kind: 'firstTrickOwnTurn' };
 */
export type DoublingWindow =
  | { readonly kind: 'firstTrickOwnTurn' }
  | { readonly kind: 'beforeFirstCard'; readonly who: string };

/**
 * A ladder of named doublings; each step doubles the value.
 *
 * @example
 * const ladder: DoublingLadder = { steps: ['kontra', 're'], window: { kind: 'firstTrickOwnTurn' }, oncePerSeat: true };
 */
export interface DoublingLadder {
  /** Names of the steps in order, e.g. kontra, re, bock, hirsch. */
  readonly steps: readonly string[];
  readonly window: DoublingWindow;
  /** Whether a seat may double at most once. */
  readonly oncePerSeat: boolean;
}

/**
 * The names of the doubling steps in the Skat family, in order: kontra, re, bock, hirsch.
 *
 * @example
 * DOUBLING_STEPS[1]; // 're'
 */
export const DOUBLING_STEPS = ['kontra', 're', 'bock', 'hirsch'] as const;

/**
 * Kalter Schlag's ladder: kontra, re, bock, hirsch; each seat once, on its own turn in the first trick.
 *
 * @example
 * FIRST_TRICK_LADDER.steps.length; // 4
 */
export const FIRST_TRICK_LADDER: DoublingLadder = {
  steps: DOUBLING_STEPS,
  window: { kind: 'firstTrickOwnTurn' },
  oncePerSeat: true,
};

/**
 * The multiplier after `n` doublings: 2^n.
 *
 * @example
 * import { doublingFactor } from '@stich/core';
 *
 * doublingFactor(3); // 8
 */
export function doublingFactor(n: number): number {
  return n < 31 ? 1 << n : 2 ** n;
}

/**
 * Describes a ladder's window in a sentence, for rule pages and `stich rules`.
 *
 * @example
 * import { FIRST_TRICK_LADDER } from '@stich/core';
 * import { describeWindow } from '@stich/core/plugin';
 *
 * describeWindow(FIRST_TRICK_LADDER); // 'during the first trick, on one's own turn before playing a card; each seat at most once'
 */
export function describeWindow(ladder: DoublingLadder): string {
  const once = ladder.oncePerSeat ? '; each seat at most once' : '';
  switch (ladder.window.kind) {
    case 'firstTrickOwnTurn':
      return `during the first trick, on one's own turn before playing a card${once}`;
    case 'beforeFirstCard':
      return `after the contract and before the first card: ${ladder.window.who}${once}`;
  }
}

/**
 * Why `seat` may not say the next step of `ladder`, whenever its window is:
 * `'ALREADY_DOUBLED'` (the ladder allows each seat once) or `'LADDER_DONE'` (every step
 * has been said); `null` if it may.
 *
 * @example
 * ladderRefusal(FIRST_TRICK_LADDER, [2], 2); // 'ALREADY_DOUBLED'
 */
export function ladderRefusal(
  ladder: DoublingLadder,
  doublers: readonly number[],
  seat: number,
): 'ALREADY_DOUBLED' | 'LADDER_DONE' | null {
  // `=== true`: a plain truth test of the field costs a generic conversion in hot loops.
  return ladderRefusalBy(ladder.oncePerSeat === true, ladder.steps.length, doublers, seat);
}

/**
 * {@link ladderRefusal} with the ladder's parts read out: whether each seat may double
 * once only, and how many steps it has. For the fused playout, which reads them once.
 *
 * @example
 * ladderRefusalBy(true, 4, [2], 2); // 'ALREADY_DOUBLED'
 */
export function ladderRefusalBy(
  oncePerSeat: boolean,
  steps: number,
  doublers: readonly number[],
  seat: number,
): 'ALREADY_DOUBLED' | 'LADDER_DONE' | null {
  if (oncePerSeat) {
    for (let i = 0; i < doublers.length; i++) if (doublers[i] === seat) return 'ALREADY_DOUBLED';
  }
  return doublers.length >= steps ? 'LADDER_DONE' : null;
}

/**
 * Whether the `firstTrickOwnTurn` window is open for `seat`: no trick is complete yet
 * and it is the seat's `turn` (before it plays). The one statement of the window: the
 * trick phase's legal actions, sampling, fused playout and checks all ask it.
 *
 * @example
 * firstTrickWindow(state.winners.length, state.turn, seat); // true while seat may double
 */
export function firstTrickWindow(tricksDone: number, turn: number, seat: number): boolean {
  return tricksDone === 0 && turn === seat;
}
