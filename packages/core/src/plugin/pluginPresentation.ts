import type { CardLanguage } from '../cards/cardNames';
import type { BaseAction } from '../kernel/actions';
import type { SeatView } from '../kernel/spec';
import type { ScoreListSpec } from './scoreList';
import type { TextContext, TextFact } from './textContext';

/**
 * How a game talks about its own actions and contracts, for prompts, narration and menus:
 * short names and lines, with cards in one notation ({@link cardName}). Every part is
 * optional; the tools fall back to the action's JSON and plain words. `A` is the game's
 * action union, so the hooks switch on `action.type` without casts.
 *
 * @typeParam A - the variant's actions
 * @typeParam R - the variant's outcome, which {@link PluginPresentation.outcomeLines} writes out
 * @typeParam V - the extra a seat's view carries (the variant's `viewExtra`), read by the hooks without casts
 * @example
 * const presentation: PluginPresentation = { actionLabel: (a) => (a.type === 'claim' ? 'claim the rest' : null) };
 */
export interface PluginPresentation<A extends BaseAction = BaseAction, R = unknown, V = unknown> {
  /**
   * What a seat's view tells, as labelled facts for people in `ctx.language` (the bid,
   * the contract, who declares ...), seats named by `ctx.seatName`; `null` for the
   * generic facts that {@link pluginTexts} reads from the view's `extra`.
   */
  viewFacts?(view: SeatView<A, V>, ctx: TextContext): readonly TextFact[] | null;
  /**
   * A finished deal's outcome as labelled lines for people in `ctx.language` (the game,
   * won or lost, the value ...); `null` for the generic lines of {@link pluginTexts}.
   */
  outcomeLines?(outcome: R, ctx: TextContext): readonly TextFact[] | null;
  /** The label for a hand's trumps under a trump mode (default: the mode's name). */
  trumpLabel?(mode: string): string;
  /**
   * A menu label for a variant's own action (`clubs hand`, `claim the rest`), or `null`
   * to show it as JSON. The CLI and the server pass the view of the seat choosing it (so a
   * doubling can read "Kontra" or "Re" by the seat's side), and `ctx` for the language
   * (absent: English).
   */
  actionLabel?(action: A, view?: SeatView<A, V>, ctx?: TextContext): string | null;
  /** A note beside a menu entry for the player choosing it, from their view (a Skat game's value beside the bid), or `null`. */
  menuNote?(action: A, view: SeatView<A, V>): string | null;
  /** A line telling what a variant's own action did (a declaration ...), from the actor's view after it; `null` for others. */
  actionText?(action: A, names: readonly string[], after: SeatView<A, V>): string | null;
  /** What the cards laid aside are called on screen: `skat` (the default) or `kitty`. */
  readonly skatName?: string;
  /**
   * Lines explaining a decision to the person at the terminal, from their view (the bid to
   * beat, the cards turned ...); a decision without cards or discards is then asked as a
   * numbered menu of the legal actions. `null` where the CLI asks in its own way.
   */
  promptIntro?(view: SeatView<A, V>, names: readonly string[]): string[] | null;
  /**
   * Words the person at the terminal may type to choose this action, the first shown as its
   * key in place of a number (`['d', 'kontra']` for a doubling, `['p', 'weiter']` for a
   * pass, `['18']` for a bid of 18); `null` to offer it by number only. A hint for prompts:
   * the rules never read it.
   */
  promptKeys?(action: A, view: SeatView<A, V>): readonly string[] | null;
  /**
   * The language in which the tools name cards, suits and ranks in full where they list
   * them (`stich rules`, the rule pages): `de` for Schafkopf's Eichel-Ober. Without it they
   * show the short forms of the deck's names (`♣J`, `A > 10 > K`).
   */
  readonly cardLanguage?: CardLanguage;
  /**
   * The game's score list (its Spielliste): the columns in each language and one finished
   * deal's cells, from its outcome and the session's running totals. Without it
   * {@link buildScoreList} shows each seat's score per deal ({@link defaultScoreList}).
   */
  readonly scoreList?: ScoreListSpec<R>;
}
