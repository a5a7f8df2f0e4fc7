import type { BaseAction, CardCode, SeatView, Variant } from '@stich/core';
import type { Field } from '@stich/core/kernel';

/**
 * A legal action that names one card of the hand (a card play).
 *
 * @example
 * const choice: CardChoice = { action: { type: 'play', seat: 0, card: 'HA' }, card: 'HA' };
 */
export interface CardChoice {
  readonly action: BaseAction;
  readonly card: CardCode;
}

/**
 * A legal action that names several cards of the hand (cards laid away), with the name
 * of its field that lists them.
 *
 * @example
 * const choice: CardsChoice = { action: { type: 'discard', seat: 0, cards: ['HA', 'S7'] }, cards: ['HA', 'S7'], field: 'cards' };
 */
export interface CardsChoice {
  readonly action: BaseAction;
  readonly cards: readonly CardCode[];
  readonly field: string;
}

/**
 * The legal actions of a view sorted by how the terminal asks for them.
 *
 * @example
 * const { plays, cardSets, others } = sortChoices(variant, view);
 */
export interface Choices {
  /** Chosen from the numbered hand, or by a card code. */
  readonly plays: readonly CardChoice[];
  /** Chosen as several cards of the hand at once. */
  readonly cardSets: readonly CardsChoice[];
  /** Chosen from a menu, by their labels, in the order the rules list them. */
  readonly others: readonly BaseAction[];
}

/** The only field of an action kind, or `null` when it declares none or several. */
function onlyField(fields: Readonly<Record<string, Field>>): readonly [string, Field] | null {
  const entries = Object.entries(fields);
  return entries.length === 1 ? entries[0] : null;
}

/**
 * Sorts a view's legal actions by what their kinds declare (`defineAction`), knowing no
 * game: an action whose kind has one text field naming a card the seat holds is a card
 * from the hand; one whose kind has one list of texts naming cards the seat holds is a
 * choice of several cards; every other action is a menu entry. A card named by two
 * actions is offered once from the hand, the second action in the menu.
 *
 * @example
 * sortChoices(kalterSchlag, view).plays.map((c) => c.card); // ['H9']
 */
export function sortChoices(variant: Variant, view: SeatView): Choices {
  const held = new Set(view.hand);
  const kinds = new Map(variant.actions.map((decl) => [decl.type, decl.fields]));
  const plays: CardChoice[] = [];
  const cardSets: CardsChoice[] = [];
  const others: BaseAction[] = [];
  for (const action of view.legalActions) {
    const fields = kinds.get(action.type);
    const only = fields === undefined ? null : onlyField(fields);
    const value =
      only === null ? undefined : (action as unknown as Record<string, unknown>)[only[0]];
    const kind = only?.[1];
    if (
      kind?.kind === 'string' &&
      typeof value === 'string' &&
      held.has(value) &&
      !plays.some((p) => p.card === value)
    )
      plays.push({ action, card: value });
    else if (
      kind?.kind === 'array' &&
      kind.item.kind === 'string' &&
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((c) => typeof c === 'string' && held.has(c))
    )
      cardSets.push({ action, cards: value as CardCode[], field: only![0] });
    else others.push(action);
  }
  return { plays, cardSets, others };
}
