/** A legal action with the server's label for it. */
export interface Choice {
  readonly action: { readonly type: string; readonly [key: string]: unknown };
  readonly label: string;
}

/** A choice of several cards from the hand at once (e.g. a discard). */
export interface CardsChoice extends Choice {
  readonly cards: readonly string[];
}

/**
 * The legal actions sorted by how the page offers them, knowing no game:
 * - `byCard`: an action whose only field is a card in the hand is a click on that card
 *   (when no other action names the same card);
 * - `byCards`: an action whose only field is a list of cards from the hand is a choice
 *   of cards, then a button;
 * - `buttons`: every other action is a button with its label, grouped by action type.
 */
export interface Controls {
  readonly byCard: ReadonlyMap<string, Choice>;
  readonly byCards: readonly CardsChoice[];
  readonly buttons: ReadonlyMap<string, readonly Choice[]>;
}

/** The fields of an action besides its type and seat. */
const fieldsOf = (action: Choice['action']) =>
  Object.entries(action).filter(([k, v]) => k !== 'type' && k !== 'seat' && v !== undefined);

/**
 * Sorts legal actions into card clicks, card choices and buttons (see {@link Controls}).
 *
 * @example
 * const { byCard } = controlsOf(view.legalActions, labels, view.hand);
 * byCard.get('HA')?.action; // { type: 'play', seat: 0, card: 'HA' }
 */
export function controlsOf(
  actions: readonly Choice['action'][],
  labels: readonly string[],
  hand: readonly string[],
): Controls {
  const held = new Set(hand);
  const cardCount = new Map<string, number>();
  const single = actions.map((action) => {
    const fields = fieldsOf(action);
    const card = fields.length === 1 && fields[0][0] === 'card' ? fields[0][1] : undefined;
    if (typeof card !== 'string' || !held.has(card)) return undefined;
    cardCount.set(card, (cardCount.get(card) ?? 0) + 1);
    return card;
  });
  const byCard = new Map<string, Choice>();
  const byCards: CardsChoice[] = [];
  const buttons = new Map<string, Choice[]>();
  for (const [i, action] of actions.entries()) {
    const choice = { action, label: labels[i] ?? action.type };
    const card = single[i];
    const fields = fieldsOf(action);
    const cards = fields.length === 1 ? fields[0][1] : undefined;
    if (card !== undefined && cardCount.get(card) === 1) byCard.set(card, choice);
    else if (
      Array.isArray(cards) &&
      cards.length > 0 &&
      cards.every((c) => typeof c === 'string' && held.has(c))
    ) {
      byCards.push({ ...choice, cards: cards as string[] });
    } else {
      const group = buttons.get(action.type) ?? [];
      group.push(choice);
      buttons.set(action.type, group);
    }
  }
  return { byCard, byCards, buttons };
}

/**
 * The card choice whose cards are exactly the ones picked, if any.
 *
 * @example
 * matchPicked(controls.byCards, new Set(['SA', 'HT']))?.label; // 'discard ♠A ♥10'
 */
export function matchPicked(
  choices: readonly CardsChoice[],
  picked: ReadonlySet<string>,
): CardsChoice | undefined {
  return choices.find((c) => c.cards.length === picked.size && c.cards.every((x) => picked.has(x)));
}
