import { type BaseAction, createSession, Rng, type Session, type SessionRecord } from '@stich/core';
import { askOutOfTurn, OfferOrder } from '@stich/core/plugin';
import { botSeed } from '@stich/core/tools';
import { announceDeal, narrateAction } from './narrate';
import { scoreSheet } from './scoreSheet';
import type { Answer, Table } from './table';
import { seatNameOf, wordsOf } from './words';

/**
 * A Partie ends by its rules; this stops a session that somehow never does.
 *
 * @example
 * if (session.dealsPlayed >= MAX_DEALS) return;
 */
export const MAX_DEALS = 1000;

/**
 * How a Partie at the terminal went.
 *
 * @example
 * const run: PartieRun = await runPartie(table, 42);
 * if (!run.quit) formatSessionRecord(run.record);
 */
export interface PartieRun {
  /** Whether the person at the terminal quit before the end. */
  readonly quit: boolean;
  /** The variant's session result when it stopped. */
  readonly result: unknown;
  /** The session record (with the deal in play, unfinished, after a quit). */
  readonly record: SessionRecord;
}

type AnySession = Session<unknown, unknown, unknown, BaseAction>;

/** Asks the player of `seat`, on its turn or out of turn; `'continue'`: it declined. */
async function askSeat(
  table: Table,
  session: AnySession,
  seat: number,
  outOfTurn: boolean,
  rng: Rng,
): Promise<Answer | 'continue'> {
  const player = table.players[seat];
  if (outOfTurn) {
    if (player.kind === 'human') {
      const legalActions = session.rules.outOfTurn(session.state(), seat);
      return player.askOutOfTurn({ ...session.view(seat), legalActions });
    }
    const action = askOutOfTurn(session.rules, session.state(), seat, player.bot, rng);
    return action === null ? 'continue' : { action };
  }
  const view = session.view(seat);
  if (player.kind === 'bot') return { action: player.bot.choose(view, rng) };
  return player.ask(view, (action) => {
    const checked = table.rules.check(session.state(), action);
    return checked.ok ? null : checked.error.message;
  });
}

/**
 * Plays a whole session (a Partie) at the terminal through the session facade (the
 * session statechart): deal after deal until the variant's rules end it, narrating each
 * doubling, skat action and trick, with the score sheet after each deal and the result at
 * the end. The person at the terminal gets the kernel's reason for a refused move.
 * After each action, seats the rules offer actions out of turn (a Re in answer to a
 * Kontra said just now) are asked first, in the order of an `OfferOrder`: a bot through
 * its `chooseOutOfTurn`, the person with a menu that may go on without acting.
 * Deterministic for a seed: the facade deals from `seed` and the bots draw from `${seed}/bots`.
 *
 * @example
 * const run = await runPartie(table, 42);
 */
export async function runPartie(table: Table, seed: number | string): Promise<PartieRun> {
  const { variant, out, players } = table;
  const session: AnySession = createSession(variant, {
    options: table.rules.options as object,
    seed,
  });
  const rng = new Rng(botSeed(seed));
  const words = wordsOf(table);
  announceDeal(table, session.state(), 1);
  const order = new OfferOrder(table.rules.ctx.seats);
  // The person is offered what the rules offer; a bot only if it may answer out of turn.
  const offered = (seat: number) => {
    const player = players[seat];
    if (player.kind === 'bot' && player.bot.chooseOutOfTurn === undefined) return false;
    return session.rules.outOfTurn(session.state(), seat).length > 0;
  };
  while (!session.isOver()) {
    if (session.dealsPlayed >= MAX_DEALS) {
      out.write(`${words.stoppingAfter(MAX_DEALS)}\n`);
      break;
    }
    const turn = session.turn()!;
    const seat = order.next(turn, offered);
    const answer = await askSeat(table, session, seat, seat !== turn, rng);
    if (answer === 'continue') {
      order.decline(seat);
      continue;
    }
    if (answer === 'quit') {
      const n = session.dealsPlayed;
      out.write(`${words.youLeft(table.report.sessionName, n)}\n`);
      return { quit: true, result: session.result(), record: session.record() };
    }
    const before = session.state();
    const applied = session.apply(answer.action);
    if (!applied.ok)
      throw new Error(`${table.names[seat]} chose an illegal action: ${applied.error.message}`);
    order.acted(seat);
    narrateAction(table, before, answer.action, applied.value.state);
    if (applied.value.dealOver) {
      const outcome = session.outcomes[session.outcomes.length - 1];
      out.write(scoreSheet(table, session.dealsPlayed, before.dealer, outcome, session.result()));
      if (!applied.value.sessionOver) announceDeal(table, session.state(), session.dealsPlayed + 1);
    }
  }
  const result = session.result();
  out.write(`\n${table.style.bold(words.over(table.report.sessionName))}\n`);
  // In the table's language, the person named as its sentences name them (`Du`).
  const names = table.names.map((_, seat) => seatNameOf(table, seat));
  const ctx = {
    language: words.language,
    seatName: (seat: number) => names[seat],
    deck: table.rules.ctx.deck,
  };
  for (const line of table.report.summary(result, names, ctx)) out.write(`${line}\n`);
  return { quit: false, result, record: session.record() };
}
