import type { Bot } from '@stich/bots';
import type { SideOf } from '@stich/core/kernel';
import type { Role } from './plan';

/** What a role is read from: a seat's view or sight. */
interface SeatFacts {
  readonly seat: number;
  readonly sides?: readonly SideOf[];
  readonly extra: unknown;
}

/**
 * A seat's role as its own view shows it: the side the view gives the seat itself
 * (`view.sides`) where the variant declares sides, else from a `declarer` seat in the
 * view's extra (Skat); `null` while it is not settled (during the bidding).
 *
 * @example
 * roleInView(view); // 'declarer' once this seat won the bidding, else 'defender' or null
 */
export function roleInView(view: SeatFacts): Role | null {
  if (view.sides !== undefined) {
    const side = view.sides[view.seat];
    return side === 0 ? 'declarer' : side === 1 ? 'defender' : null;
  }
  const declarer = (view.extra as { declarer?: unknown } | null | undefined)?.declarer;
  if (typeof declarer !== 'number' || declarer < 0) return null;
  return declarer === view.seat ? 'declarer' : 'defender';
}

/**
 * A bot that picks one of `view.legalActions` uniformly at random, for a seat played at
 * random behind a {@link roleBot}.
 *
 * @example
 * randomBot.choose(view, rng);
 */
export const randomBot: Bot = {
  name: 'random',
  choose: (view, rng) => view.legalActions[rng.below(view.legalActions.length)],
};

/**
 * A seat's bot for `--bots declarer=pimc,rules`: it asks the bot of the seat's role once
 * the seat's own view shows the role, and the seat's plain bot before that (the bidding)
 * and for roles without a bot of their own. Out of turn it asks the same bot, and declines
 * where that bot never answers out of turn.
 *
 * @example
 * const seat = roleBot(rulesBot, { declarer: pimc });
 */
export function roleBot(plain: Bot, byRole: Readonly<Partial<Record<Role, Bot>>>): Bot {
  const pick = (view: SeatFacts) => {
    const role = roleInView(view);
    return (role === null ? undefined : byRole[role]) ?? plain;
  };
  return {
    name: 'by role',
    choose: (view, rng) => pick(view).choose(view, rng),
    chooseOutOfTurn(view, rng) {
      const bot = pick(view);
      return bot.chooseOutOfTurn === undefined ? null : bot.chooseOutOfTurn(view, rng);
    },
    // The sight holds the view's sides and extra, so the role reads the same from it.
    chooseCode(sight, rng) {
      const bot = pick(sight);
      return bot.chooseCode === undefined ? -1 : bot.chooseCode(sight, rng);
    },
  };
}
