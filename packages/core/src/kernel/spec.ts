import type { CardCode } from '../cards/atoms';
import type { Deck } from '../cards/deck';
import type { ActionDecl, Field, Fields, OptionFields } from '../fields/fields';
import type { BaseAction } from './actions';
import type { KernelContext } from './context';
import type { DoublingLadder } from './doubling';
import type { PhaseHookContext } from './phase';
import type { PhaseGraph } from './phaseGraph';
import type { SideOf, SidesSpec } from './sides';
import type { TrumpSpec } from './trickTable';

/**
 * One step of a deal: a packet of cards to each active seat, cards to the skat, or a
 * pause. A pause (`{ pause: 'knock' }`, at most one, never before the first packet)
 * names the phase that runs while only the packets before it are in hand: that phase
 * must start the deal (the first in the phase graph), and the packets after the pause
 * (only `each` steps) are held back in the state's `held` until it is left by any exit.
 * The shuffle and the final hands are those of the same pattern without the pause, and
 * the hand size (and so the number of tricks) counts every packet.
 *
 * @example
 * const pattern: DealStep[] = [{ each: 3 }, { skat: 2 }, { each: 4 }, { each: 3 }];
 * const knocking: DealStep[] = [{ each: 4 }, { pause: 'knock' }, { each: 4 }]; // Schafkopf's klopfen
 */
export type DealStep =
  | { readonly each: number }
  | { readonly skat: number }
  | { readonly pause: string };

/**
 * Who sits at the table and who plays each deal.
 *
 * @example
 * const table: PlayersSpec = { seats: 4, active: 3 }; // the dealer sits out
 */
export interface PlayersSpec {
  /** Seats at the table. */
  readonly seats: number;
  /** Seats that play each deal: the first ones clockwise from the dealer's left (the dealer sits out when fewer). */
  readonly active: number;
}

/**
 * The running state of a session (a Partie, a Liste): core's part and the variant's.
 *
 * @typeParam S - the session's running state (the variant's score sheet)
 * @example
 * const sheet: SessionState<{ totals: number[] }> = { dealsPlayed: 2, dealer: 3, over: false, data: { totals: [0, 50, 0, 0] } };
 */
export interface SessionState<S> {
  /** Deals played so far. */
  readonly dealsPlayed: number;
  /** Dealer of the next deal. */
  readonly dealer: number;
  readonly over: boolean;
  readonly data: S;
}

/**
 * What the session hooks `isOver` and `result` receive: the options, the table and the
 * session data so far (read only).
 *
 * @typeParam O - the variant's options
 * @typeParam S - the session's running state (the variant's score sheet)
 * @example
 * const isOver = ({ options, data }: SessionHookContext<Options, Sheet>) => data.totals.some((t) => t >= options.target);
 */
export interface SessionHookContext<O = unknown, S = unknown> {
  readonly options: O;
  /** Seats at the table. */
  readonly seats: number;
  readonly data: S;
}

/**
 * What the session hook `afterDeal` receives: the session context before the deal, the
 * dealer of the deal just played and its outcome.
 *
 * @typeParam O - the variant's options
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @example
 * const afterDeal = ({ data, outcome }: AfterDealHookContext<Options, Sheet, Outcome>) =>
 *   ({ totals: data.totals.map((t, i) => t + outcome.penalties[i]) });
 */
export interface AfterDealHookContext<O = unknown, S = unknown, R = unknown>
  extends SessionHookContext<O, S> {
  /** Dealer of the deal just played. */
  readonly dealer: number;
  readonly outcome: R;
}

/**
 * How a variant runs a session of many deals. Every hook is pure and takes one context
 * object, as the deal hooks do.
 *
 * @typeParam O - the variant's options
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @example
 * const session: SessionSpec<Options, Outcome, Sheet, Sheet> = {
 *   init: ({ seats }) => ({ totals: new Array(seats).fill(0) }),
 *   afterDeal: ({ data, outcome }) => ({ totals: data.totals.map((t, i) => t + outcome.penalties[i]) }),
 *   isOver: ({ options, data }) => data.totals.some((t) => t >= options.target),
 *   result: ({ data }) => data,
 *   describe: ['The first to the target loses.'],
 * };
 */
export interface SessionSpec<O, R, S, SR> {
  /** The variant's session data at the start. */
  init(ctx: { readonly options: O; readonly seats: number; readonly firstDealer: number }): S;
  /** The data after a deal with this outcome. */
  afterDeal(hook: AfterDealHookContext<O, S, R>): S;
  /** Whether the session has ended. */
  isOver(hook: SessionHookContext<O, S>): boolean;
  /** The session's result so far (totals, winner or loser, payments). */
  result(hook: SessionHookContext<O, S>): SR;
  /** The result as records write it, where a plain JSON copy would not be exact. Default: as it is. */
  resultJson?(result: SR): unknown;
  /**
   * The dealer after `dealer`; clockwise by default. `data` is the session's data after
   * the deal just played (absent where no deal has been played).
   */
  nextDealer?(ctx: { readonly seats: number; readonly dealer: number; readonly data?: S }): number;
  /**
   * The setup of the next deal (see `VariantSpec.setup`), from the session's data: e.g.
   * who still owes a Pflichtsolo, or who is forced to play one. Default, or `undefined`:
   * the defaults.
   */
  dealSetup?(
    hook: SessionHookContext<O, S> & { readonly dealer: number },
  ): Readonly<Record<string, unknown>> | undefined;
  /** Sentences for rule pages: how a session ends and what is paid. */
  readonly describe: readonly string[];
}

/**
 * Text for generated rule pages, `stich rules` and `stich compare`.
 *
 * @example
 * const describe: VariantDescription = {
 *   scoring: ['Whoever takes most card points writes them.'],
 *   endConditions: ['The first to 2000 loses.'],
 * };
 */
export interface VariantDescription {
  readonly scoring: readonly string[];
  readonly endConditions: readonly string[];
  readonly notes?: readonly string[];
}

/**
 * What a view hook of a variant receives: the compiled variant, the state (read only)
 * and the seat whose view is being built.
 *
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam O - the variant's options
 * @example
 * const viewExtra = ({ s, viewer }: ViewHookContext<SkatState>) => ({ declarer: s.x.declarer, me: viewer });
 */
export interface ViewHookContext<X = unknown, O = unknown> extends PhaseHookContext<X, O> {
  readonly viewer: number;
}

/**
 * Everything a variant declares. `defineVariant` checks it and fills defaults.
 *
 * @typeParam O - the variant's options
 * @typeParam X - the variant's own state (`GameState['x']`)
 * @typeParam R - the deal's outcome (what the variant's `score` returns)
 * @typeParam A - the variant's actions
 * @typeParam S - the session's running state (the variant's score sheet)
 * @typeParam SR - the session's result (what `session.result` returns)
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const spec: VariantSpec<Options, undefined, Outcome, CoreAction, Sheet, Sheet> = { id: 'my-game', name: 'My game', ... };
 * export const myGame = defineVariant(spec);
 */
export interface VariantSpec<O, X, R, A extends BaseAction, S, SR, V = undefined> {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  /** The table, fixed or depending on the options (e.g. Skat at 3 or 4 seats). */
  readonly players: PlayersSpec | ((options: O) => PlayersSpec);
  /** The deck, fixed or depending on the options (e.g. Doppelkopf with or without nines); read the one in force as `rules(options).ctx.deck`. */
  readonly deck: Deck | ((options: O) => Deck);
  /** The deal pattern, fixed or depending on the options (like `deck`). */
  readonly deal: readonly DealStep[] | ((options: O) => readonly DealStep[]);
  /**
   * The options, one {@link Field} each (see `field`), every one with a default; unknown
   * keys are refused. Core checks them without zod; `optionsSchema` derives the zod
   * schema and `optionsJsonSchema` the JSON Schema from the same fields.
   */
  readonly options: OptionFields<O>;
  /** Trump modes for these options; the first is in force when the deal starts. */
  trumpModes(options: O): Readonly<Record<string, TrumpSpec>>;
  readonly doubling?: DoublingLadder | null;
  /**
   * Who plays with whom (see {@link SidesSpec}): views show each seat what it knows of
   * the sides (`view.sides`), and scoring, the solver's question and the bots read them
   * from `ctx.sides`. Fixed, or depending on the options (like `deck`). Default: none
   * declared (no `view.sides`).
   */
  readonly sides?: SidesSpec<X> | ((options: O) => SidesSpec<X>);
  /**
   * What a session tells each deal, as fields with defaults (e.g. who still owes a
   * Pflichtsolo): the deal reads it as `s.setup`, the session's `dealSetup` writes it,
   * records carry it where it differs from the defaults, and a deal played alone gets the
   * defaults. Default: none.
   */
  readonly setup?: Fields;
  /**
   * Every action this variant accepts (see `defineAction`); core checks an action against
   * them before a phase sees it, and `actionsSchema` derives their zod schema.
   */
  readonly actions: readonly ActionDecl<A['type']>[];
  /**
   * The deal's phase graph for these options (see `phaseGraph`): each phase and where each
   * of its exits leads; the first phase starts the deal. Checked when the rules are compiled.
   */
  phases(ctx: KernelContext<O>): PhaseGraph<X, O, A>;
  /** The variant's own state at the start of a deal (`s.x` is not set yet). */
  init(hook: PhaseHookContext<X, O>): X;
  /** The deal's outcome, once it is over (the hook reads the state, never changes it). */
  score(hook: PhaseHookContext<X, O>): R;
  /**
   * The outcome as records write it, where a plain JSON copy would not be exact (e.g.
   * Skatkopf's thirds of a stake as `'1/3'`, never `0.3333333333333333`); replays compare
   * against the same form. Default: the outcome as it is.
   */
  outcomeJson?(outcome: R): unknown;
  /** The variant's own part of `viewer`'s view. Must not leak hidden information. */
  viewExtra?(hook: ViewHookContext<X, O>): V;
  /**
   * `true` when `viewExtra` makes every object and array it returns afresh (none is part
   * of the state or of a module): views and sights then hand it out as it is, without the
   * deep copy they make otherwise. Default: copied.
   */
  readonly viewExtraFresh?: boolean;
  /** Whether `viewer` may see `owner`'s hand (e.g. ouvert). Default: never. */
  revealHand?(hook: ViewHookContext<X, O> & { readonly owner: number }): boolean;
  /** Whether `viewer` may see the skat. Default: once the deal is over. */
  revealSkat?(hook: ViewHookContext<X, O>): boolean;
  /**
   * Codes of cards `viewer` may see named in its view though they are in no trick, no
   * hand it sees and no open skat: a skat card turned face up and then taken into a
   * hand (Skatkopf's tournee), a called card not yet played, the cards a declarer may
   * call. Naming them tells nothing hidden; the view-leak check allows them. Default: none.
   *
   * @example
   * publicCards: ({ s }) => s.x.turned, // e.g. ['HK']: turned up, then taken into the declarer's hand
   */
  publicCards?(hook: ViewHookContext<X, O>): readonly CardCode[];
  readonly session: SessionSpec<O, R, S, SR>;
  readonly describe: VariantDescription;
}

/**
 * A seat's view of the table: only what that seat may know.
 *
 * @typeParam A - the variant's actions
 * @typeParam V - the extra a seat's view carries (what `viewExtra` returns; `undefined` without it)
 * @example
 * const view: SeatView = game.view(2);
 * view.hand; // seat 2's cards
 * view.handSizes; // how many cards each seat holds
 * view.legalActions; // what seat 2 may do now
 */
export interface SeatView<A extends BaseAction = BaseAction, V = unknown> {
  readonly variant: string;
  readonly seat: number;
  readonly phase: string;
  readonly dealer: number;
  readonly trumpMode: string;
  /** Seat to act, or `null` when the deal is over. */
  readonly turn: number | null;
  readonly hand: CardCode[];
  readonly handSizes: number[];
  /** Other seats' hands where the rules open them (ouvert), else `null`. */
  readonly openHands: (CardCode[] | null)[];
  /** The skat if this seat may see it, else `null`. */
  readonly skat: CardCode[] | null;
  readonly skatSize: number;
  readonly trick: { readonly seat: number; readonly card: CardCode }[];
  readonly tricks: {
    readonly leader: number;
    readonly cards: { readonly seat: number; readonly card: CardCode }[];
    readonly winner: number;
  }[];
  readonly tricksWon: number[];
  readonly doublings: { readonly seat: number; readonly name: string }[];
  /**
   * What this seat knows of each seat's side, where the variant declares sides: 0 the
   * declaring side, 1 the others, `null` unknown to this seat (or not settled).
   */
  readonly sides?: SideOf[];
  /** What this seat may do now (empty when it is not its turn). */
  readonly legalActions: A[];
  readonly terminal: boolean;
  readonly extra: V;
}
