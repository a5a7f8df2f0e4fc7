import type { SkatOutcome } from '../outcome';

/**
 * Schneider and schwarz as the ISS reports them (`s:` and `z:`): reached on the cards
 * taken, and always 0 in a null game, where they do not exist (../shared/data/iss/README.md;
 * records 25 and 1390253). Our `SkatOutcome` keeps the cards-taken flags for every game.
 *
 * @example
 * issLevels(outcome); // { schneider: false, schwarz: false } for any null game
 */
export function issLevels(o: SkatOutcome): {
  schneider: boolean;
  schwarz: boolean;
} {
  const isNull = o.contract?.game === 'N';
  return { schneider: !isNull && o.schneider, schwarz: !isNull && o.schwarz };
}
