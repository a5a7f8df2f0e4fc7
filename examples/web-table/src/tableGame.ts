import type { Bot } from '@stich/bots';
import {
  type CoreAction,
  createSession,
  Rng,
  type SeatView,
  type Session,
  type StichError,
} from '@stich/core';
import {
  type KalterSchlagOptions,
  type KalterSchlagOutcome,
  kalterSchlag,
  type PartieData,
  type PartieResult,
} from '@stich/kalter-schlag';
import { kalterSchlagBot } from '@stich/kalter-schlag/plugin';

/** The seat the person plays; the bots sit at the other three. */
export const HUMAN = 0;

/** Everything the page draws, as of now. */
export interface TableState {
  /** The person's view: of the deal in play, or of the deal just finished. */
  readonly view: SeatView<CoreAction>;
  /** Deals finished so far (the number of the deal on the table is this + 1 while it runs). */
  readonly dealsPlayed: number;
  /** Every finished deal's outcome, in order: the score sheet. */
  readonly sheet: readonly KalterSchlagOutcome[];
  readonly totals: readonly number[];
  /** The deal just finished, while the table waits for "next deal". */
  readonly finished: KalterSchlagOutcome | null;
  /** The Partie's result once it is over. */
  readonly result: PartieResult | null;
  /** The last refusal of the person's action, if the page let one through. */
  readonly error: StichError | null;
}

type Partie = Session<
  KalterSchlagOptions,
  undefined,
  KalterSchlagOutcome,
  CoreAction,
  PartieData,
  PartieResult
>;

/**
 * One Partie of Kalter Schlag: the person at seat 0, `kalterSchlagBot` at seats 1 to 3.
 * Bots move after `delay` milliseconds (longer after a trick, so it can be seen); after
 * each deal the table waits for {@link TableGame.nextDeal}.
 *
 * @example
 * const game = new TableGame({ seed: 'friday', delay: 600, onChange: draw });
 * game.play({ type: 'play', seat: 0, card: 'HA' });
 */
export class TableGame {
  private session!: Partie;
  /** One bot plays all three other seats: it keeps no memory, deciding from each seat's view. */
  private readonly bot: Bot<CoreAction>;
  private readonly rng: Rng;
  private finishedView: SeatView<CoreAction> | null = null;
  private finished: KalterSchlagOutcome | null = null;
  private error: StichError | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private partie = 0;

  constructor(
    private readonly options: {
      readonly seed: string;
      readonly delay: number;
      readonly onChange: () => void;
    },
  ) {
    this.rng = new Rng(`${options.seed}/bots`);
    this.bot = kalterSchlagBot<CoreAction>(kalterSchlag.rules());
  }

  /** Deals the first hand and draws the table. */
  start(): void {
    this.newPartie();
  }

  state(): TableState {
    const s = this.session;
    return {
      view: this.finishedView ?? s.view(HUMAN),
      dealsPlayed: s.dealsPlayed,
      sheet: s.outcomes,
      totals: s.result().totals,
      finished: this.finished,
      result: s.isOver() ? s.result() : null,
      error: this.error,
    };
  }

  /** The person's action; a refusal is kept in the state and shown. */
  play(action: CoreAction): void {
    if (this.finished !== null || this.session.turn() !== HUMAN) return;
    this.take(action);
  }

  /** Clears the finished deal from the table and lets play go on. */
  nextDeal(): void {
    if (this.finished === null || this.session.isOver()) return;
    this.finished = null;
    this.finishedView = null;
    this.changed();
  }

  newPartie(): void {
    clearTimeout(this.timer);
    this.session?.actor.stop();
    const seed = `${this.options.seed}/${this.partie++}`;
    this.session = createSession(kalterSchlag, { seed, firstDealer: 3 });
    this.finished = null;
    this.finishedView = null;
    this.changed();
  }

  private take(action: CoreAction): void {
    const applied = this.session.apply(action);
    this.error = applied.ok ? null : applied.error;
    if (applied.ok && applied.value.dealOver) {
      this.finished = this.session.outcomes[applied.value.deal];
      this.finishedView = this.session.rules.view(applied.value.state, HUMAN);
    }
    this.changed();
  }

  private changed(): void {
    this.options.onChange();
    clearTimeout(this.timer);
    const seat = this.session.turn();
    if (this.finished !== null || seat === null || seat === HUMAN) return;
    // A finished trick stays on the table a little longer before the next lead.
    const view = this.session.view(seat);
    const pause = view.trick.length === 0 && view.tricks.length > 0 ? 2.5 : 1;
    this.timer = setTimeout(() => {
      this.take(this.bot.choose(this.session.view(seat), this.rng));
    }, this.options.delay * pause);
  }
}
