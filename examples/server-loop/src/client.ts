import { type CoreAction, Rng, type SeatView, type StichError } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { kalterSchlagBot } from '@stich/kalter-schlag/plugin';
import type { ServerMessage } from './protocol';

/** Ways a clumsy client gets an action wrong, in turn; each is refused with its own code. */
const MISTAKES = ['revoke', 'notHeld', 'otherSeat', 'lateDouble', 'garbage'] as const;

/**
 * A player at the other end of a connection: it knows only what the server sent it,
 * decides with `kalterSchlagBot` on its own view, and sends actions as JSON text.
 * A clumsy client sometimes first sends a wrong action, to show the server's refusals.
 *
 * @example
 * const client = new BotClient(2, (text) => socket.send(text), { seed: 'seat-2' });
 * socket.onmessage = (text) => client.receive(text);
 */
export class BotClient {
  /** Every message received, in order (parsed). */
  readonly inbox: ServerMessage[] = [];
  /** The refusals this client got back, with what it had sent. */
  readonly refusals: { sent: unknown; error: StichError }[] = [];

  private readonly bot = kalterSchlagBot<CoreAction>(kalterSchlag.rules());
  private readonly rng: Rng;
  private readonly mischief: Rng;
  private readonly clumsy: boolean;
  private mistakes = 0;
  private last: SeatView<CoreAction> | null = null;

  constructor(
    readonly seat: number,
    private readonly send: (text: string) => void,
    options: { seed: string; clumsy?: boolean },
  ) {
    this.rng = new Rng(options.seed);
    this.mischief = new Rng(`${options.seed}/mischief`);
    this.clumsy = options.clumsy ?? false;
  }

  receive(text: string): void {
    const message = JSON.parse(text) as ServerMessage;
    this.inbox.push(message);
    if (message.type === 'view') {
      this.last = message.view;
      if (message.view.turn === this.seat) this.act(message.view);
    } else if (message.type === 'refused') {
      this.refusals.push({ sent: message.action, error: message.error });
      // Try again, properly this time, on the view that is still current.
      if (this.last !== null) this.sendAction(this.bot.choose(this.last, this.rng));
    }
  }

  private act(view: SeatView<CoreAction>): void {
    const wrong = this.clumsy && this.mischief.below(4) === 0 ? this.mistake(view) : null;
    if (wrong !== null) this.send(wrong);
    else this.sendAction(this.bot.choose(view, this.rng));
  }

  private sendAction(action: CoreAction): void {
    this.send(JSON.stringify({ type: 'action', action }));
  }

  /** A wrong message for this view, or `null` when this kind of mistake is impossible now. */
  private mistake(view: SeatView<CoreAction>): string | null {
    const kind = MISTAKES[this.mistakes++ % MISTAKES.length];
    const action = (a: CoreAction) => JSON.stringify({ type: 'action', action: a });
    const seat = this.seat;
    const legal = new Set(view.legalActions.map((a) => (a.type === 'play' ? a.card : a.type)));
    switch (kind) {
      case 'revoke': {
        const card = view.hand.find((c) => !legal.has(c));
        return card === undefined ? null : action({ type: 'play', seat, card });
      }
      case 'notHeld': {
        // A card already played: public, so trying it tells nobody anything.
        const card = view.tricks.at(-1)?.cards[0].card;
        return card === undefined ? null : action({ type: 'play', seat, card });
      }
      case 'otherSeat':
        return action({
          type: 'play',
          seat: (seat + 1) % view.handSizes.length,
          card: view.hand[0],
        });
      case 'lateDouble':
        return legal.has('double') ? null : action({ type: 'double', seat });
      case 'garbage':
        return '{"type":"action","action":';
    }
  }
}
