import type { CardCode } from '@stich/core';
import type { CardTurn } from '../cardTurn';
import { maxBy } from '../followChoice';
import { trickStanding } from '../trickStanding';
import type { CardChoice, PlayMemory } from './playMemory';

/** Card helpers for one turn: points, power, group, trump. */
function cardsOf(turn: CardTurn) {
  const { facts, table } = turn;
  const group = (c: CardCode) => table.group[facts.id(c)];
  return {
    points: (c: CardCode) => facts.points(c),
    power: (c: CardCode) => table.power[facts.id(c)],
    group,
    trump: (c: CardCode) => group(c) === table.trumpGroup,
  };
}

/** The cheapest card: fewest points, then lowest; trumps last. */
function lowCard(turn: CardTurn, cards: readonly CardCode[]): CardCode {
  const k = cardsOf(turn);
  return maxBy(cards, (c) => -(k.points(c) * 100 + k.power(c) + (k.trump(c) ? 5000 : 0)));
}

/** The card to take a trick with among `winners`: a ten if one wins (it is safe now), else the lowest. */
function cheapWinner(turn: CardTurn, winners: readonly CardCode[]): CardCode {
  const k = cardsOf(turn);
  const ten = winners.find((c) => c[1] === 'T' && !k.trump(c));
  return ten ?? maxBy(winners, (c) => -k.power(c));
}

/** Whether a seat of `seats` that showed a void in `group` may still hold trumps (and ruff). */
function ruffRisk(
  turn: CardTurn,
  memory: PlayMemory,
  seats: readonly number[],
  group: number,
): boolean {
  const trumps = turn.table.trumpGroup;
  if (group === trumps) return false;
  return seats.some((s) => memory.voids[s].has(group) && memory.mayHold([s], trumps));
}

/** The seats still to play to this trick that are not known friends. */
const foesAfter = (memory: PlayMemory) => memory.after.filter((s) => memory.opponents.includes(s));

/**
 * The declarer's card in a suit or grand game (and, where the declarer has a partner,
 * the card of either of them; `memory.friends` says who is on the declaring side):
 * - leading: draws trumps while the opponents may hold any (a master trump, else the
 *   highest jack, else the lowest trump); then cashes side cards nobody can beat or
 *   ruff, aces first; else leads its cheapest side card from a short suit;
 * - following: when a friend's card will take the trick, gives it the most points it
 *   can spare; as the last opponent-free seat, takes a trick with points (or any, with
 *   trumps to spare) with the cheapest winner, a ten when it wins; earlier, takes it only
 *   with a card no opponent after can beat; else plays its cheapest card.
 *
 * @example
 * declarerCard(turn, memory, ['CJ', 'H7']); // 'CJ' while the defenders may hold trumps
 */
export const declarerCard: CardChoice = (turn, memory, cards) => {
  const k = cardsOf(turn);
  const { table } = turn;
  if (turn.trick.length === 0) {
    const trumps = cards.filter(k.trump);
    const side = cards.filter((c) => !k.trump(c));
    const after = foesAfter(memory);
    const theyMayTrump = memory.mayHold(
      after.length > 0 ? after : memory.opponents,
      table.trumpGroup,
    );
    if (trumps.length > 0 && (theyMayTrump || side.length === 0)) {
      const top = maxBy(trumps, k.power);
      if (memory.master(top) || side.length === 0) return top;
      if (trumps.length >= 3) {
        const jacks = trumps.filter((c) => c[1] === 'J');
        return jacks.length > 0 ? maxBy(jacks, k.power) : lowCard(turn, trumps);
      }
    }
    const safe = side.filter((c) => memory.master(c) && !ruffRisk(turn, memory, after, k.group(c)));
    if (safe.length > 0) return maxBy(safe, k.points);
    if (side.length > 0) {
      const length = (c: CardCode) => side.filter((d) => k.group(d) === k.group(c)).length;
      const lonelyTen = (c: CardCode) => c[1] === 'T';
      return maxBy(side, (c) => -(k.points(c) * 10 + length(c) + (lonelyTen(c) ? 200 : 0)));
    }
    return lowCard(turn, trumps);
  }
  const trick = turn.trick.map((t) => t.card);
  const standing = trickStanding(turn.facts, table, trick);
  const after = foesAfter(memory);
  if (memory.friends.includes(turn.trick[standing.best].seat)) {
    const sure =
      memory.master(trick[standing.best]) && !ruffRisk(turn, memory, after, standing.led);
    if (after.length === 0 || sure) return smearCard(turn, memory, cards);
  }
  const winners = cards.filter((c) => standing.beats(c));
  const last = after.length === 0;
  if (winners.length > 0 && last) {
    const spare = cards.filter(k.trump).length >= 3;
    if (standing.points > 0 || winners.some((c) => !k.trump(c)) || spare)
      return cheapWinner(turn, winners);
  }
  if (winners.length > 0 && !last) {
    const sure = winners.filter(
      (c) => memory.master(c) && !ruffRisk(turn, memory, after, standing.led),
    );
    const ruffing = winners.filter(k.trump);
    if (sure.length > 0) return maxBy(sure, (c) => -k.power(c));
    const overruff = after.some((s) => memory.voids[s].has(standing.led));
    if (ruffing.length === winners.length && standing.points >= 10 && !overruff)
      return lowCard(turn, ruffing);
  }
  return lowCard(turn, cards);
};

/**
 * A defender's card in a suit or grand game (`memory.opponents` are the declaring side,
 * and any seat not yet known to be a friend):
 * - leading: an ace nobody can beat or ruff; else a low card of a suit a friend
 *   cannot follow while no opponent is void in it (the friend ruffs); else its cheapest
 *   side card, never a bare ten;
 * - following: when a friend's card will take the trick, the card with most points
 *   ("schmieren"); when an opponent's card wins, takes the trick if it can (a ten if
 *   that wins), as the last opponent-free seat, or with a card nobody after can beat;
 *   else the cheapest card.
 *
 * @example
 * defenderCard(turn, memory, ['HT', 'H7']); // 'HT' when the partner's HA is sure to win
 */
export const defenderCard: CardChoice = (turn, memory, cards) => {
  const k = cardsOf(turn);
  const { table } = turn;
  const foes = memory.opponents;
  const foeVoid = (g: number) => foes.some((s) => memory.voids[s].has(g));
  if (turn.trick.length === 0) {
    const side = cards.filter((c) => !k.trump(c));
    const aces = side.filter(
      (c) => memory.master(c) && k.points(c) >= 10 && !ruffRisk(turn, memory, foes, k.group(c)),
    );
    if (aces.length > 0) return maxBy(aces, k.points);
    const feed = side.filter(
      (c) =>
        memory.friends.some(
          (f) => memory.voids[f].has(k.group(c)) && memory.mayHold([f], table.trumpGroup),
        ) && !foeVoid(k.group(c)),
    );
    if (feed.length > 0) return lowCard(turn, feed);
    const plain = side.filter(
      (c) => c[1] !== 'T' || side.some((d) => d[0] === c[0] && d[1] === 'A'),
    );
    if (plain.length > 0) {
      return maxBy(plain, (c) => -(k.points(c) * 10 + (foeVoid(k.group(c)) ? 50 : 0)));
    }
    return lowCard(turn, cards);
  }
  const trick = turn.trick.map((t) => t.card);
  const standing = trickStanding(turn.facts, table, trick);
  const winnerSeat = turn.trick[standing.best].seat;
  const winning = trick[standing.best];
  const foeAfter = foesAfter(memory).length > 0;
  if (!foes.includes(winnerSeat)) {
    const safe =
      !foeAfter || (memory.master(winning) && !ruffRisk(turn, memory, foes, standing.led));
    if (safe) return smearCard(turn, memory, cards);
    return lowCard(turn, cards);
  }
  const winners = cards.filter((c) => standing.beats(c));
  if (winners.length > 0) {
    if (!foeAfter) return cheapWinner(turn, winners);
    const sure = winners.filter(
      (c) => memory.master(c) && !ruffRisk(turn, memory, foes, standing.led),
    );
    if (sure.length > 0) return maxBy(sure, (c) => -k.power(c));
  }
  return lowCard(turn, cards);
};

/** The card with most points to give a partner's sure trick, keeping trumps and sure winners. */
function smearCard(turn: CardTurn, memory: PlayMemory, cards: readonly CardCode[]): CardCode {
  const k = cardsOf(turn);
  return maxBy(
    cards,
    (c) =>
      k.points(c) * 10 -
      (k.trump(c) ? 300 : 0) -
      (memory.master(c) && c[1] === 'A' ? 80 : 0) -
      k.power(c) / 100,
  );
}
