import type { Bot } from '@stich/bots';
import type { BaseAction, SeatView, Variant } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import type { PluginTexts } from '@stich/core/plugin';
import type { Writer } from '../io';
import type { VariantReport } from '../report';
import type { Style } from '../text/style';
import type { Words } from './words';

/**
 * A seat's player: a bot, or the person at the terminal. The person is asked on their
 * turn (`ask`), and out of turn (`askOutOfTurn`) when the rules offer their seat actions
 * while another seat is to act: the view's legal actions are then those offered, and the
 * person may go on without acting (`'continue'`).
 *
 * @example
 * const seat: SeatPlayer = { kind: 'bot', bot: randomBot };
 */
export type SeatPlayer =
  | { readonly kind: 'bot'; readonly bot: Bot }
  | {
      readonly kind: 'human';
      ask(view: SeatView, check: CheckAction): Promise<Answer>;
      askOutOfTurn(view: SeatView): Promise<Answer | 'continue'>;
    };

/**
 * Why the rules refuse an action now (the kernel's message), or `null` when it is legal.
 *
 * @example
 * const check: CheckAction = (a) => { const r = rules.check(state, a); return r.ok ? null : r.error.message; };
 */
export type CheckAction = (action: BaseAction) => string | null;

/**
 * What the person at the terminal answered: an action, or quit.
 *
 * @example
 * const answer: Answer = { action: { type: 'double', seat: 0 } };
 */
export type Answer = { readonly action: { readonly type: string; readonly seat: number } } | 'quit';

/**
 * Everything a Partie at the terminal needs: the rules, who sits where, and how to print.
 *
 * @example
 * const table: Table = { variant: kalterSchlag, rules, players, names: ['You', 'Bert', 'Christina', 'Dieter'], out: io.stdout, style: style(false), report, watch: false };
 */
export interface Table {
  readonly variant: Variant;
  readonly rules: Rules<unknown, unknown, unknown, BaseAction>;
  readonly players: readonly SeatPlayer[];
  readonly names: readonly string[];
  readonly out: Writer;
  readonly style: Style;
  readonly report: VariantReport;
  /** Watching bots only: show every hand at the start of a deal. */
  readonly watch: boolean;
  /** The game's texts in the language chosen with `--lang` (absent: English, the report's own). */
  readonly texts?: PluginTexts;
  /** The terminal's own sentences in that language (absent: English). */
  readonly words?: Words;
}
