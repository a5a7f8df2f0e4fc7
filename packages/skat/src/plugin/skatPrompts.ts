import type { SeatView } from '@stich/core';
import type { SkatAction, SkatView } from '../index';
import { KONTRA_STEPS } from '../index';

/** The lowest value a seat may call now, or `null` when it may not call. */
const nextCall = (view: SeatView<SkatAction, SkatView>) =>
  view.legalActions.find((a): a is Extract<SkatAction, { type: 'bid' }> => a.type === 'bid')
    ?.value ?? null;

/**
 * The kontra step a seat would say now (kontra, re ...).
 *
 * @example
 * kontraStep(view); // 'kontra'
 */
export const kontraStep = (view?: SeatView<SkatAction, SkatView>): string =>
  KONTRA_STEPS[view?.doublings.length ?? 0] ?? 'double';

/**
 * What a Skat seat is asked, from its own view: to call or pass, to hold or pass, to take
 * up the skat or play hand, the contract, and kontra; `null` in play.
 *
 * @example
 * skatPromptIntro(view, ['You', 'Bert', 'Christina']); // ['Christina calls 18. Hold it, or pass.']
 */
export function skatPromptIntro(
  view: SeatView<SkatAction, SkatView>,
  names: readonly string[],
): string[] | null {
  const x = view.extra;
  const types = new Set(view.legalActions.map((a) => a.type));
  if (types.has('hold')) {
    const caller = x.caller === null ? 'The call is' : `${names[x.caller]} calls`;
    return [`${caller} ${x.bid}. Hold it, or pass.`];
  }
  const next = nextCall(view);
  if (next !== null) {
    const so = x.bid === null ? 'Nobody has called yet' : `The bid stands at ${x.bid}`;
    const to = x.holder !== null && x.holder !== view.seat ? ` to ${names[x.holder]}` : '';
    return [`${so}. Call ${next}${to} or a higher value (type it), or pass.`];
  }
  const bid = x.bid === null ? '' : ` at ${x.bid}`;
  if (types.has('pickUpSkat')) return [`You declare${bid}: take up the skat, or play hand.`];
  if (types.has('declare')) return [`Declare your game${bid}:`];
  if (types.has('double') && !types.has('play'))
    return [`Say ${kontraStep(view)} (doubles the game), or pass.`];
  return null;
}

/**
 * The keys a Skat seat types at the terminal: a call by its value (Enter or `1` for the
 * next one), `y` (Enter, `1`, the value) to hold, `p` to pass, `t` to take up the skat,
 * `d` or the step's name for kontra.
 *
 * @example
 * skatPromptKeys({ type: 'bid', seat: 0, value: 20 }, view); // ['20']
 */
export function skatPromptKeys(
  action: SkatAction,
  view: SeatView<SkatAction, SkatView>,
): readonly string[] | null {
  switch (action.type) {
    case 'bid':
      return action.value === nextCall(view)
        ? [String(action.value), '', '1']
        : [String(action.value)];
    case 'hold': {
      const bid = view.extra.bid;
      return ['y', '', '1', 'hold', ...(bid === null ? [] : [String(bid)])];
    }
    case 'pass':
      return ['p', 'pass'];
    case 'pickUpSkat':
      return ['t', 'take'];
    case 'double':
      return ['d', kontraStep(view)];
    default:
      return null;
  }
}
