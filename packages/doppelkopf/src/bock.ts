import type { GameState, KernelContext } from '@stich/core';
import type { DOKO_BOCK_TRIGGERS, DoppelkopfOptions } from './options';
import type { DokoScore } from './scoreTypes';
import type { DoppelkopfState } from './state';

/**
 * A trigger of a Bockrunde (option `bock.triggers`, 7.16).
 *
 * @example
 * const trigger: DokoBockTrigger = 'tie120';
 */
export type DokoBockTrigger = (typeof DOKO_BOCK_TRIGGERS)[number];

/**
 * Whether these options play Bock rounds at all (some trigger is named).
 *
 * @example
 * bockOn({ ...doppelkopf.defaults, bock: { triggers: ['tie120'] } }); // true
 */
export function bockOn(options: Pick<DoppelkopfOptions, 'bock'>): boolean {
  return (options.bock?.triggers?.length ?? 0) > 0;
}

/** Card points of half the pack: 120 : 120 is a tie (5.9). */
const HALF = 120;

/**
 * Whether a complete trick of the deal holds four plain hearts: every card of it
 * follows the heart suit of the deal's trump mode, so a ♥10 that is a trump (a Dulle)
 * or a heart solo never makes one.
 *
 * @example
 * hasHerzstich(rules.ctx, finished); // true when some trick was ♥A ♥A ♥K ♥9
 */
export function hasHerzstich(
  ctx: KernelContext<DoppelkopfOptions>,
  s: GameState<DoppelkopfState>,
): boolean {
  const group = ctx.tables[s.trump].group;
  const hearts = ctx.deck.spec.suits.indexOf('H');
  const per = ctx.active;
  const { history } = s;
  for (let t = 0; (t + 1) * per <= history.length && t < s.winners.length; t++) {
    let all = true;
    for (let i = t * per; i < (t + 1) * per && all; i++) all = group[history[i]] === hearts;
    if (all) return true;
  }
  return false;
}

/**
 * The triggers a finished deal fires under these options, in the order of the option's
 * list: a tie at 120 card points, a solo the soloist lost, a party that said Re or
 * Kontra and lost (a deal nobody won counts as lost for every party that spoke), and a
 * trick of four plain hearts (`herzstich`, found by {@link hasHerzstich}).
 *
 * @example
 * bockTriggers(options, outcome.score, outcome.announced, false); // e.g. ['tie120']
 */
export function bockTriggers(
  options: Pick<DoppelkopfOptions, 'bock'>,
  score: Pick<DokoScore, 'cardPoints' | 'solo' | 'winner'>,
  announced: { readonly re: number; readonly kontra: number },
  herzstich: boolean,
): DokoBockTrigger[] {
  const fired: DokoBockTrigger[] = [];
  for (const t of options.bock?.triggers ?? []) {
    const hit =
      t === 'tie120'
        ? score.cardPoints.re === HALF && score.cardPoints.kontra === HALF
        : t === 'soloLost'
          ? score.solo && score.winner !== 're'
          : t === 'announcementLost'
            ? (announced.re >= 0 && score.winner !== 're') ||
              (announced.kontra >= 0 && score.winner !== 'kontra')
            : herzstich;
    if (hit && !fired.includes(t)) fired.push(t);
  }
  return fired;
}
