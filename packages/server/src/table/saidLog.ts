/** A labelled fact of a view, as the game's texts write it. */
interface Fact {
  readonly label: string;
  readonly value: string;
}

/** One line of what was said: the seat that acted and what it changed, in words. */
export interface Said {
  readonly seat: number;
  readonly text: string;
}

const LANGUAGES = ['en', 'de'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * What an action changed in one recipient's facts: each fact that is new or has a new
 * value, as `label: value`; a value that grew a list (`Anna` → `Anna, Ben`) by its new
 * part. Empty when nothing the recipient sees changed.
 *
 * @example
 * changedFacts([{ label: 'bid', value: '18' }], [{ label: 'bid', value: '20' }]); // 'bid: 20'
 */
export function changedFacts(before: readonly Fact[], after: readonly Fact[]): string {
  const old = new Map(before.map((f) => [f.label, f.value]));
  return after
    .filter((f) => old.get(f.label) !== f.value)
    .map((f) => {
      const was = old.get(f.label);
      const grown = was !== undefined && f.value.startsWith(`${was}, `);
      return `${f.label}: ${grown ? f.value.slice(was.length + 2) : f.value}`;
    })
    .join('; ');
}

/**
 * The bidding as one recipient (a seat, or the spectators) saw it happen in the deal in
 * play: after each action before the deal's first card, the acting seat and what the
 * action changed in the recipient's own facts (so it tells nothing the recipient's view
 * does not). Kept in memory: a restarted server starts the deal's log afresh.
 *
 * @example
 * const log = new SaidLog();
 * log.saw(0, 2, true, facts); // deal 0, seat 2 acted in the bidding
 */
export class SaidLog {
  private deal = -1;
  private facts: Record<Language, readonly Fact[]> = { en: [], de: [] };
  private lines: Record<Language, Said[]> = { en: [], de: [] };

  /**
   * Takes the recipient's facts after an action of `actor` (`null`: no action, e.g. a
   * reload) in `deal`; `bidding` tells whether no card of the deal is played yet.
   */
  saw(
    deal: number,
    actor: number | null,
    bidding: boolean,
    facts: Record<Language, readonly Fact[]>,
  ): void {
    if (deal !== this.deal) {
      this.deal = deal;
      this.lines = { en: [], de: [] };
      this.facts = { en: [], de: [] };
    }
    for (const language of LANGUAGES) {
      const text = changedFacts(this.facts[language], facts[language]);
      if (actor !== null && bidding && text !== '')
        this.lines[language].push({ seat: actor, text });
      this.facts[language] = facts[language];
    }
  }

  /** The lines so far, per language. */
  said(): Record<Language, Said[]> {
    return { en: [...this.lines.en], de: [...this.lines.de] };
  }
}
