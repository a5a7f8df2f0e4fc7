import type { CardCode } from '@stich/core';
import { nameList } from '@stich/core/plugin';
import {
  DOPPELKOPF_DECK,
  type DoppelkopfGame,
  type DoppelkopfView,
  gameName,
  isSolo,
  type Party,
} from '../index';

/**
 * What players say for each announcement (5.1), by the `call` of an `announce` action:
 * `Re`, `Kontra`, `keine 90`, `keine 60`, `keine 30`, `schwarz`.
 *
 * @example
 * CALL_WORDS.no90; // 'keine 90'
 */
export const CALL_WORDS: Readonly<Record<string, string>> = {
  re: 'Re',
  kontra: 'Kontra',
  no90: 'keine 90',
  no60: 'keine 60',
  no30: 'keine 30',
  schwarz: 'schwarz',
};

/** The Absagen by level (1 keine 90 ... 4 schwarz), as the `call` of an action names them. */
const ABSAGEN = ['no90', 'no60', 'no30', 'schwarz'] as const;

/**
 * The `call` of an announcement level of a party: level 0 is the party's Ansage (`re` or
 * `kontra`), levels 1 to 4 the Absagen (`no90` ... `schwarz`).
 *
 * @example
 * levelCall('kontra', 0); // 'kontra'
 * levelCall('re', 2); // 'no60'
 */
export function levelCall(party: Party, level: number): string {
  return level === 0 ? party : ABSAGEN[level - 1];
}

/**
 * The level a `call` names: 0 for Re or Kontra, 1 to 4 for keine 90 to schwarz, -1 for
 * anything else.
 *
 * @example
 * callLevel('no30'); // 3
 */
export function callLevel(call: string): number {
  if (call === 're' || call === 'kontra') return 0;
  const i = (ABSAGEN as readonly string[]).indexOf(call);
  return i < 0 ? -1 : i + 1;
}

/**
 * An announcement's words: `Re`, `keine 90`; an unknown call as it is.
 *
 * @example
 * callText('schwarz'); // 'schwarz'
 */
export function callText(call: string): string {
  return CALL_WORDS[call] ?? call;
}

/**
 * The party's name as players say it: `Re`, `Kontra`.
 *
 * @example
 * partyText('kontra'); // 'Kontra'
 */
export function partyText(party: Party): string {
  return party === 're' ? 'Re' : 'Kontra';
}

/**
 * A card named in full the way Doppelkopf players name it, French suits in German:
 * `Kreuz-Dame`, `Herz-Zehn`, `Karo-As`. Codes that are no card of the pack are shown as
 * they are.
 *
 * @example
 * cardText('CQ'); // 'Kreuz-Dame'
 * cardText('DA'); // 'Karo-As'
 */
export function cardText(code: CardCode): string {
  const ids = DOPPELKOPF_DECK.idsOf(code);
  return ids === undefined ? code : DOPPELKOPF_DECK.nameOf(ids[0], 'de');
}

/**
 * A game in German with the English in brackets where the words differ: `Herz-Solo
 * (hearts solo)`, `Damensolo (queens solo)`, `Hochzeit`.
 *
 * @example
 * gameLabel({ kind: 'fleischlos' }); // 'Fleischloser (no-trump solo)'
 */
export function gameLabel(game: DoppelkopfGame): string {
  const de = gameName(game, 'de');
  const en = gameName(game, 'en');
  return de === en ? de : `${de} (${en})`;
}

/**
 * A game as the score sheet names it: in German, a solo with `Pflichtsolo` or `Lustsolo`
 * (4.8): `Herz-Solo (Pflichtsolo)`, `Normalspiel`, `stille Hochzeit`.
 *
 * @example
 * gameText({ kind: 'damensolo' }, true); // 'Damensolo (Pflichtsolo)'
 */
export function gameText(game: DoppelkopfGame, pflicht: boolean): string {
  const name = gameName(game, 'de');
  if (!isSolo(game)) return name;
  return `${name} (${pflicht ? 'Pflichtsolo' : 'Lustsolo'})`;
}

/**
 * The announcements made so far in words, from a view: `Anne "Re", Bert "Kontra" and
 * "keine 90"`; `null` when nothing was said.
 *
 * @example
 * saidText(view.extra, ['You', 'Bert', 'Christina', 'Dieter']); // 'You "Re", Bert "Kontra"'
 */
export function saidText(x: DoppelkopfView, names: readonly string[]): string | null {
  if (x.announcements.length === 0) return null;
  const bySeat = new Map<number, string[]>();
  for (const a of x.announcements) {
    const said = bySeat.get(a.seat) ?? [];
    said.push(`"${callText(a.call)}"`);
    bySeat.set(a.seat, said);
  }
  return [...bySeat]
    .map(
      ([seat, said]) =>
        `${names[seat]} ${nameList(
          said,
          said.map((_, i) => i),
        )}`,
    )
    .join(', ');
}

/**
 * The highest level each party has announced, from a view (-1 for none).
 *
 * @example
 * madeLevels(view.extra); // { re: 1, kontra: -1 } after "Re, keine 90"
 */
export function madeLevels(x: DoppelkopfView): { re: number; kontra: number } {
  const made = { re: -1, kontra: -1 };
  for (const a of x.announcements) made[a.party] = Math.max(made[a.party], callLevel(a.call));
  return made;
}
