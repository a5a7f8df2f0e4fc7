import type { CardChoice, CardTurn, PlayMemory } from '@stich/bots';
import { followChoice, maxBy, trickStanding } from '@stich/bots';
import type { CardCode } from '@stich/core';

/** Per card: its power and how many unseen cards of its suit rank below and above it. */
function nullFacts(turn: CardTurn, memory: PlayMemory) {
  const { facts, table } = turn;
  const power = (c: CardCode) => table.power[facts.id(c)];
  const group = (c: CardCode) => table.group[facts.id(c)];
  const count = (c: CardCode, below: boolean) =>
    memory.unseen.filter((u) => table.group[u] === group(c) && table.power[u] < power(c) === below)
      .length;
  return {
    power,
    group,
    lower: (c: CardCode) => count(c, true),
    higher: (c: CardCode) => count(c, false),
  };
}

/**
 * The null declarer's card:
 * - leading: the highest card under which nobody can duck (no lower card of its suit
 *   out, and some defender may follow); else the card with fewest lower cards out;
 * - following suit: the highest card that still ducks under the trick ({@link followChoice});
 * - discarding: the most dangerous card, the one with most lower cards out.
 *
 * @example
 * nullDeclarerCard(turn, memory, ['H7', 'H9']); // 'H9' once the eight is gone
 */
export const nullDeclarerCard: CardChoice = (turn, memory, cards) => {
  const k = nullFacts(turn, memory);
  const { facts, table } = turn;
  if (turn.trick.length === 0) {
    const safe = cards.filter(
      (c) => k.lower(c) === 0 && k.higher(c) > 0 && memory.mayHold(memory.after, k.group(c)),
    );
    if (safe.length > 0) return maxBy(safe, k.power);
    return maxBy(cards, (c) => -(k.lower(c) * 100 + k.power(c)));
  }
  const trick = turn.trick.map((t) => t.card);
  const standing = trickStanding(facts, table, trick);
  if (cards.every((c) => k.group(c) === standing.led))
    return followChoice(facts, table, standing, cards, memory.after.length === 0);
  return maxBy(cards, (c) => k.lower(c) * 100 + k.power(c));
};

/**
 * A null defender's card, to force the declarer to take a trick:
 * - leading: its lowest card of a suit the declarer may still hold (with the declarer's
 *   hand open, a card under the declarer's lowest of that suit first);
 * - following, the declarer still to play: its lowest card, so the declarer cannot duck;
 * - the declarer's card winning: the highest card that stays under it;
 * - otherwise (the trick is the defenders' anyway, or void): its highest card.
 *
 * @example
 * nullDefenderCard(turn, memory, ['S7', 'SK']); // 'S7' with the declarer still to play
 */
export const nullDefenderCard: CardChoice = (turn, memory, cards) => {
  const k = nullFacts(turn, memory);
  const { facts, table } = turn;
  const d = memory.declarer;
  if (turn.trick.length === 0) {
    const open = turn.openHands[d];
    if (open !== null) {
      const under = cards.filter((c) => {
        const theirs = open.filter((o) => k.group(o) === k.group(c));
        return theirs.length > 0 && theirs.every((o) => k.power(o) > k.power(c));
      });
      if (under.length > 0) return maxBy(under, (c) => -k.power(c));
    }
    const live = cards.filter((c) => !memory.voids[d].has(k.group(c)));
    const pool = live.length > 0 ? live : cards;
    return maxBy(pool, (c) => -(k.power(c) * 10 - k.higher(c)));
  }
  const trick = turn.trick.map((t) => t.card);
  const standing = trickStanding(facts, table, trick);
  const following = cards.every((c) => k.group(c) === standing.led);
  if (memory.after.includes(d))
    return following ? maxBy(cards, (c) => -k.power(c)) : maxBy(cards, k.power);
  const declarerWins = turn.trick[standing.best].seat === d;
  if (declarerWins && following) {
    const under = cards.filter((c) => !standing.beats(c));
    if (under.length > 0) return maxBy(under, k.power);
  }
  return maxBy(cards, k.power);
};
