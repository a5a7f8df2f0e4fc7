import { says } from '../report';

/** What the terminal says a seat did: one entry per verb, the person's own form apart. */
type Verb = 'deals' | 'leads' | 'says' | 'holds' | 'passes' | 'claims' | 'resigns';

/**
 * The terminal's own sentences in one language: the narration of a Partie and the prompts
 * to the person at seat 0. Seats come already named (`You`/`Du` for the person); cards and
 * the plug-in's labels come already drawn.
 *
 * @example
 * wordsFor('de').trick(3, 'Bert ♥A, Du ♥9', 'Bert', 14); // 'Stich 3: Bert ♥A, Du ♥9 -> Bert (14 Augen)'
 */
export interface Words {
  /** The language they are written in. */
  readonly language: 'en' | 'de';
  /** The person at the terminal, as a seat name. */
  readonly you: string;
  /** `Bert passes.` / `Du passt.` (`extra` follows the verb: a bid, a doubling's name). */
  act(name: string, verb: Verb, extra?: string): string;
  /** A deal's first line: who deals (and sits out), who leads. */
  dealStarts(n: number, dealer: string, sitsOut: boolean, leader: string): string;
  /** A seat took the skat (or kitty) into its hand; `shown` is `: cards` or empty. */
  takesUp(name: string, skat: string, shown: string): string;
  /** A Schieberamsch push. */
  pushes(name: string, skat: string): string;
  /** A discard of `count` cards; `shown` is `: cards` or empty. */
  laysBack(name: string, count: number, shown: string): string;
  /** A finished trick, its cards and who took how many card points. */
  trick(n: number, cards: string, winner: string, points: number): string;
  /** The trick so far; the person leads. */
  youLead(n: number): string;
  trickSoFar(n: number, cards: string): string;
  /** `Your hand:` (with the skat seen, or the skat taken up). */
  yourHand(seen?: string): string;
  yourHandWithSkat(skat: string): string;
  /** The prompt before an answer. */
  yourMove(hint: string): string;
  readonly quitKey: string;
  readonly numberOrCard: string;
  noSuchNumber(k: string | number, most: number): string;
  notAMove(text: string): string;
  notAChoice(text: string, choices: string): string;
  youDoNotHold(card: string): string;
  cannotPlayNow(card: string): string;
  mustFollow(led: string, card: string): string;
  layBack(count: number | null, skat: string): string;
  layBackHint(count: number | null): string;
  cannotLayBack(cards: string, why: string): string;
  nameExactly(count: number): string;
  notACard(word: string): string;
  namedTwice(card: string, count: number | null): string;
  readonly and: string;
  readonly continueLabel: string;
  readonly continueHint: string;
  mayActOutOfTurn(before: string | null): string;
  /** The end: a Liste or Partie over, the person leaving, a safety stop. */
  over(session: string): string;
  youLeft(session: string, deals: number): string;
  stoppingAfter(deals: number): string;
  /** The first line of `stich play`. */
  intro(game: string, bots: string, seats: number, watch: boolean, seed: string): string;
  readonly noTerminal: string;
  recordWritten(path: string, unfinished: boolean): string;
  /** The session's name (`Liste`, `Partie` ...) in this language. */
  sessionName(name: string): string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const ENGLISH: Words = {
  language: 'en',
  you: 'You',
  act: (name, verb, extra) =>
    `${says(name, verb)}${verb === 'claims' ? ' the rest of the tricks' : ''}${extra === undefined ? '' : ` ${extra}`}.`,
  dealStarts: (n, dealer, sitsOut, leader) =>
    `Deal ${n}: ${says(dealer, 'deals')}${sitsOut ? ' and sits out' : ''}, ${says(leader, 'leads')}.`,
  takesUp: (name, skat, shown) => `${says(name, 'takes')} up the ${skat}${shown}.`,
  pushes: (name) => `${says(name, 'pushes')} the skat on unseen (each push doubles the deal).`,
  laysBack: (name, count, shown) => `${says(name, 'lays')} ${count} cards back${shown}.`,
  trick: (n, cards, winner, points) => `Trick ${n}: ${cards} -> ${says(winner, 'takes')} ${points}`,
  youLead: (n) => `You lead trick ${n}.`,
  trickSoFar: (n, cards) => `Trick ${n} so far: ${cards}`,
  yourHand: (seen = '') => `Your hand${seen}:`,
  yourHandWithSkat: (skat) => `Your hand with the ${skat}:`,
  yourMove: (hint) => `Your move (${hint}): `,
  quitKey: 'q = quit',
  numberOrCard: 'number or card',
  noSuchNumber: (k, most) => `There is no [${k}]; choose ${most === 1 ? '1' : `1 to ${most}`}.`,
  notAMove: (text) =>
    `'${text}' is not a move; type the number shown before a card, or a card such as HA.`,
  notAChoice: (text, choices) => `'${text}' is not a choice here; type ${choices}.`,
  youDoNotHold: (card) => `You do not hold ${card}.`,
  cannotPlayNow: (card) => `You cannot play ${card} now.`,
  mustFollow: (led, card) => `You must follow ${led}: play one of the numbered cards, not ${card}.`,
  layBack: (count, skat) => `Lay ${count ?? 'the'} cards back into the ${skat}.`,
  layBackHint: (count) => `${count ?? 'the'} numbers or cards, e.g. 1 5 or HA S7`,
  cannotLayBack: (cards, why) => `You cannot lay back ${cards}: ${why}.`,
  nameExactly: (count) =>
    `Name exactly ${count} cards, by their numbers or codes (e.g. 1 5 or HA S7).`,
  notACard: (word) => `'${word}' is not a card; type its number or a code such as HA.`,
  namedTwice: (card, count) =>
    `You named ${card} twice; choose ${count === null ? '' : `${count} `}different cards.`,
  and: 'and',
  continueLabel: 'continue without acting',
  continueHint: 'Enter or 1 = continue',
  mayActOutOfTurn: (before) =>
    `You may act now, out of turn${before === null ? '' : `, before ${before} goes on`}:`,
  over: (session) => `${session[0].toUpperCase()}${session.slice(1)} over.`,
  youLeft: (session, deals) => `You left the ${session} after ${plural(deals, 'deal', 'deals')}.`,
  stoppingAfter: (deals) => `Stopping after ${deals} deals.`,
  intro: (game, bots, seats, watch, seed) =>
    `${game}: ${watch ? `${seats} ${bots} bots play` : `you play against ${bots} bots`}. Seed ${seed} (--seed to play it again).`,
  noTerminal: 'stdin is not a terminal, so the bots play on their own.',
  recordWritten: (path, unfinished) =>
    `Record written to ${path}${unfinished ? ' (its last deal is unfinished)' : ''}.`,
  sessionName: (name) => name,
};

/** German verb forms: the person's (`du`) and everyone else's. */
const GERMAN_VERBS: Record<Verb, readonly [string, string]> = {
  deals: ['gibst', 'gibt'],
  leads: ['kommst raus', 'kommt raus'],
  says: ['sagst', 'sagt'],
  holds: ['hältst', 'hält'],
  passes: ['passt', 'passt'],
  claims: ['beanspruchst die restlichen Stiche', 'beansprucht die restlichen Stiche'],
  resigns: ['gibst auf', 'gibt auf'],
};

/** German names of the sessions and of what is laid aside. */
const GERMAN_NOUNS: Readonly<Record<string, string>> = {
  session: 'Sitzung',
  kitty: 'Stock',
  skat: 'Skat',
};

/** A German verb form for `name`: the `du` form for the person. */
const de = (name: string, forms: readonly [string, string]) =>
  `${name} ${name === 'Du' ? forms[0] : forms[1]}`;
const noun = (word: string) => GERMAN_NOUNS[word] ?? word;
/** A noun with its article, as the object of a sentence: `den Skat`, `die Armut`. */
const accusative = (word: string) => (word === 'Armut' ? 'die Armut' : `den ${noun(word)}`);

const GERMAN: Words = {
  language: 'de',
  you: 'Du',
  act: (name, verb, extra) => {
    const [own, other] = GERMAN_VERBS[verb];
    // A separable verb keeps its particle last: "Bert kommt raus", "Du sagst 18".
    return `${de(name, [own, other])}${extra === undefined ? '' : ` ${extra}`}.`;
  },
  dealStarts: (n, dealer, sitsOut, leader) =>
    `Spiel ${n}: ${de(dealer, GERMAN_VERBS.deals)}${sitsOut ? ' und setzt aus' : ''}, ${de(leader, GERMAN_VERBS.leads)}.`,
  takesUp: (name, skat, shown) =>
    `${de(name, ['nimmst', 'nimmt'])} ${accusative(skat)} auf${shown}.`,
  pushes: (name) =>
    `${de(name, ['schiebst', 'schiebt'])} den Skat ungesehen weiter (jedes Schieben verdoppelt das Spiel).`,
  laysBack: (name, count, shown) =>
    `${de(name, ['legst', 'legt'])} ${count} Karten zurück${shown}.`,
  trick: (n, cards, winner, points) => `Stich ${n}: ${cards} -> ${winner} (${points} Augen)`,
  youLead: (n) => `Du spielst zu Stich ${n} aus.`,
  trickSoFar: (n, cards) => `Stich ${n} bisher: ${cards}`,
  yourHand: (seen = '') => `Deine Karten${seen}:`,
  yourHandWithSkat: (skat) => `Deine Karten mit dem ${noun(skat)}:`,
  yourMove: (hint) => `Dein Zug (${hint}): `,
  quitKey: 'q = beenden',
  numberOrCard: 'Zahl oder Karte',
  noSuchNumber: (k, most) => `Es gibt kein [${k}]; wähle ${most === 1 ? '1' : `1 bis ${most}`}.`,
  notAMove: (text) =>
    `'${text}' ist kein Zug; gib die Zahl vor einer Karte ein oder eine Karte wie HA.`,
  notAChoice: (text, choices) => `'${text}' geht hier nicht; gib ${choices} ein.`,
  youDoNotHold: (card) => `Du hast ${card} nicht auf der Hand.`,
  cannotPlayNow: (card) => `Du kannst ${card} jetzt nicht spielen.`,
  mustFollow: (led, card) =>
    `Du musst ${led} bedienen: spiel eine der nummerierten Karten, nicht ${card}.`,
  layBack: (count, skat) => `Lege ${count ?? 'die'} Karten in den ${noun(skat)} zurück.`,
  layBackHint: (count) => `${count ?? 'die'} Zahlen oder Karten, z. B. 1 5 oder HA S7`,
  cannotLayBack: (cards, why) => `Du kannst ${cards} nicht zurücklegen: ${why}.`,
  nameExactly: (count) =>
    `Nenne genau ${count} Karten, mit ihren Zahlen oder Codes (z. B. 1 5 oder HA S7).`,
  notACard: (word) => `'${word}' ist keine Karte; gib ihre Zahl oder einen Code wie HA ein.`,
  namedTwice: (card, count) =>
    `Du hast ${card} zweimal genannt; wähle ${count === null ? '' : `${count} `}verschiedene Karten.`,
  and: 'und',
  continueLabel: 'weiter, ohne etwas zu tun',
  continueHint: 'Enter oder 1 = weiter',
  mayActOutOfTurn: (before) =>
    `Du darfst jetzt außer der Reihe handeln${before === null ? '' : `, bevor ${before} weitermacht`}:`,
  over: (session) => `${noun(session)} beendet.`,
  youLeft: (session, deals) =>
    `Du hast die ${noun(session)} nach ${plural(deals, 'Spiel', 'Spielen')} verlassen.`,
  stoppingAfter: (deals) => `Schluss nach ${deals} Spielen.`,
  intro: (game, bots, seats, watch, seed) =>
    `${game}: ${watch ? `${seats} Bots (${bots}) spielen` : `du spielst gegen Bots (${bots})`}. Seed ${seed} (--seed spielt dasselbe noch einmal).`,
  noTerminal: 'stdin ist kein Terminal, also spielen die Bots allein.',
  recordWritten: (path, unfinished) =>
    `Mitschrift in ${path} geschrieben${unfinished ? ' (ihr letztes Spiel ist nicht zu Ende)' : ''}.`,
  sessionName: noun,
};

/**
 * The terminal's sentences in English or German (`stich play --lang`).
 *
 * @example
 * wordsFor('de').act('Bert', 'passes'); // 'Bert passt.'
 */
export function wordsFor(language: 'en' | 'de'): Words {
  return language === 'de' ? GERMAN : ENGLISH;
}

/**
 * The sentences of a table (English where it chose none).
 *
 * @example
 * wordsOf(table).youLead(1); // 'You lead trick 1.'
 */
export function wordsOf(t: { readonly words?: Words }): Words {
  return t.words ?? ENGLISH;
}

/**
 * Seat `seat`'s name as the table's sentences say it: the person at the terminal is
 * `You`, or `Du` in German.
 *
 * @example
 * seatNameOf(table, 0); // 'Du' with --lang de
 */
export function seatNameOf(
  t: { readonly names: readonly string[]; readonly words?: Words },
  seat: number,
): string {
  const name = t.names[seat];
  return name === ENGLISH.you ? wordsOf(t).you : name;
}
