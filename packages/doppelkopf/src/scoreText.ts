import type { DokoLineKey, DokoScore, DokoScoreLine, Party } from './scoreTypes';

/**
 * The seat names {@link describeScore} uses when none are given: the letters of the rule
 * text's worked examples (doppelkopf.en.md 8), position 1 = A.
 *
 * @example
 * DOKO_SEAT_LETTERS[2]; // 'C'
 */
export const DOKO_SEAT_LETTERS: readonly string[] = Object.freeze(['A', 'B', 'C', 'D', 'E']);

/** @inline */
type Lang = 'en' | 'de';

const PARTY_NAMES: Record<Party, string> = { re: 'Re', kontra: 'Kontra' };

/** What each Absage says; its line also names the party that made it. */
const ABSAGE_WORDS: Partial<Record<DokoLineKey, string>> = {
  keine90: 'keine 90',
  keine60: 'keine 60',
  keine30: 'keine 30',
  schwarzAnnounced: 'schwarz',
};

/**
 * Each line's words (an Absage's only when its line names no party); the English ones
 * name the German term players use in brackets.
 */
const LINE_WORDS: Record<DokoLineKey, Record<Lang, string>> = {
  won: { en: 'won (Gewonnen)', de: 'Gewonnen' },
  under90: { en: 'opponents under 90 (unter 90)', de: 'unter 90 gespielt' },
  under60: { en: 'opponents under 60 (unter 60)', de: 'unter 60 gespielt' },
  under30: { en: 'opponents under 30 (unter 30)', de: 'unter 30 gespielt' },
  schwarz: { en: 'opponents took no trick (schwarz)', de: 'schwarz gespielt' },
  reAnnounced: { en: 'Re announced (Re angesagt)', de: 'Re angesagt' },
  kontraAnnounced: { en: 'Kontra announced (Kontra angesagt)', de: 'Kontra angesagt' },
  keine90: { en: 'keine 90', de: 'keine 90' },
  keine60: { en: 'keine 60', de: 'keine 60' },
  keine30: { en: 'keine 30', de: 'keine 30' },
  schwarzAnnounced: { en: 'schwarz', de: 'schwarz' },
  against90: { en: '120 against keine 90 (120 gegen keine 90)', de: '120 gegen keine 90' },
  against60: { en: '90 against keine 60 (90 gegen keine 60)', de: '90 gegen keine 60' },
  against30: { en: '60 against keine 30 (60 gegen keine 30)', de: '60 gegen keine 30' },
  againstSchwarz: { en: '30 against schwarz (30 gegen schwarz)', de: '30 gegen schwarz' },
  gegenDieAlten: { en: 'won against the queens (gegen die Alten)', de: 'gegen die Alten' },
  doppelkopf: { en: 'Doppelkopf', de: 'Doppelkopf' },
  fuchs: { en: 'fox caught (Fuchs gefangen)', de: 'Fuchs gefangen' },
  karlchen: { en: 'Karlchen (the ♣J won the last trick)', de: 'Karlchen macht den letzten Stich' },
  karlchenGefangen: {
    en: "opponents' ♣J caught in the last trick (Karlchen gefangen)",
    de: 'Karlchen gefangen',
  },
  fuchsLetzterStich: {
    en: 'a ♦A won the last trick (Fuchs im letzten Stich)',
    de: 'Fuchs macht den letzten Stich',
  },
};

const WORDS = {
  en: {
    cardPoints: 'card points',
    tricks: 'tricks',
    wins: (p: string) => `${p} wins`,
    noWinner: 'no winner',
    solo: 'Solo: ',
    absage: (words: string, p: string) => `${words} said by ${p}`,
    doubles: 'doubles',
    inTrick: (n: number) => `in trick ${n}`,
    valueFor: (p: string, v: number) => `Value for ${p}: ${v}`,
    valueZero: 'Value: 0',
    soloist: (v: number) => ` (the soloist scores 3 × ${v})`,
    scores: 'Scores',
  },
  de: {
    cardPoints: 'Augen',
    tricks: 'Stiche',
    wins: (p: string) => `${p} gewinnt`,
    noWinner: 'kein Gewinner',
    solo: 'Solo: ',
    absage: (words: string, p: string) => `${words} von ${p} abgesagt`,
    doubles: 'verdoppelt',
    inTrick: (n: number) => `im ${n}. Stich`,
    valueFor: (p: string, v: number) => `Spielwert für ${p}: ${v}`,
    valueZero: 'Spielwert: 0',
    soloist: (v: number) => ` (der Solist schreibt 3 × ${v})`,
    scores: 'Punkte',
  },
} as const;

/** Sonderpunkte that can come from any trick; the others name the last trick in their words. */
const PER_TRICK: ReadonlySet<DokoLineKey> = new Set(['doppelkopf', 'fuchs']);

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** One line in words: `Re: Fuchs gefangen im 3. Stich +1`. */
function lineText(line: DokoScoreLine, lang: Lang): string {
  const w = WORDS[lang];
  const absage = ABSAGE_WORDS[line.key];
  let words =
    absage !== undefined && line.by !== undefined
      ? w.absage(absage, PARTY_NAMES[line.by])
      : LINE_WORDS[line.key][lang];
  if (line.doubling) words = `${words}, ${w.doubles}`;
  if (line.trick !== undefined && PER_TRICK.has(line.key))
    words = `${words} ${w.inTrick(line.trick + 1)}`;
  return `${PARTY_NAMES[line.party]}: ${words} ${signed(line.points)}`;
}

/**
 * A scored deal in words, for `stich replay` and logs: the card points and the winner,
 * one line per game point and Sonderpunkt (with the German name players use), the game
 * value and each seat's score. Trick numbers count from 1.
 *
 * @param score - the deal, as {@link scoreDoppelkopf} scored it
 * @param lang - `en` or `de`
 * @param names - one name per seat; default {@link DOKO_SEAT_LETTERS}
 * @example
 * describeScore(scoreDoppelkopf(input), 'de');
 * // ['Re 145 : Kontra 95 Augen, 8 : 4 Stiche — Re gewinnt', 'Re: Gewonnen +1',
 * //  'Re: Fuchs gefangen im 3. Stich +1', 'Kontra: Doppelkopf im 5. Stich +1',
 * //  'Spielwert für Re: 1', 'Punkte: A +1, B -1, C +1, D -1']
 */
export function describeScore(
  score: DokoScore,
  lang: Lang,
  names: readonly string[] = DOKO_SEAT_LETTERS,
): string[] {
  const w = WORDS[lang];
  const { cardPoints: pts, tricks } = score;
  const result = score.winner === null ? w.noWinner : w.wins(PARTY_NAMES[score.winner]);
  const head =
    `${score.solo ? w.solo : ''}Re ${pts.re} : Kontra ${pts.kontra} ${w.cardPoints}, ` +
    `${tricks.re} : ${tricks.kontra} ${w.tricks} — ${result}`;
  // The value from the side of the party that receives it (6.7): the winner, or with no
  // winner the party with the larger total.
  const receiver: Party | null =
    score.winner ?? (score.value > 0 ? 're' : score.value < 0 ? 'kontra' : null);
  const v = receiver === 'kontra' ? 0 - score.value : score.value;
  const value =
    receiver === null
      ? w.valueZero
      : w.valueFor(PARTY_NAMES[receiver], v) + (score.solo ? w.soloist(v) : '');
  const seats = score.scores.map((s, seat) => `${names[seat] ?? `${seat + 1}`} ${signed(s)}`);
  return [
    head,
    ...score.lines.map((l) => lineText(l, lang)),
    value,
    `${w.scores}: ${seats.join(', ')}`,
  ];
}
