import type { CoreAction, SeatView, StichError } from '@stich/core';
import type { KalterSchlagOutcome, PartieResult } from '@stich/kalter-schlag';

/** What a client sends: one action for its own seat. Travels as JSON text. */
export interface ClientMessage {
  readonly type: 'action';
  readonly action: CoreAction;
}

/**
 * What the server sends to one seat. Every message is built for that seat alone: its
 * own `view(seat)`, public outcomes, or the refusal of its own action.
 */
export type ServerMessage =
  /** The table as this seat may see it; `step` counts the Partie's accepted actions. */
  | {
      readonly type: 'view';
      readonly deal: number;
      readonly step: number;
      readonly view: SeatView<CoreAction>;
    }
  /** The seat's own action was refused; the game did not change. `action` is the action as read, or a short excerpt of the text. */
  | { readonly type: 'refused'; readonly action: unknown; readonly error: StichError }
  /** A deal ended: this seat's view of its last trick, and the public score. */
  | {
      readonly type: 'dealOver';
      readonly deal: number;
      readonly view: SeatView<CoreAction>;
      readonly outcome: KalterSchlagOutcome;
    }
  | { readonly type: 'partieOver'; readonly result: PartieResult };
