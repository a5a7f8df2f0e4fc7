/** The languages the page speaks. */
export type Language = 'en' | 'de';

const KEY = 'stich-language';

/**
 * The page's language: the one chosen last (kept in localStorage), else the browser's
 * (`de` for any German locale), else English.
 *
 * @example
 * language(); // 'de' in a German browser
 */
export function language(): Language {
  const kept = globalThis.localStorage?.getItem(KEY);
  if (kept === 'en' || kept === 'de') return kept;
  return globalThis.navigator?.language?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/**
 * Chooses the page's language and keeps it for the next visit.
 *
 * @example
 * setLanguage('de');
 */
export function setLanguage(lang: Language): void {
  globalThis.localStorage?.setItem(KEY, lang);
}

const WORDS = {
  lobby: { en: '← Lobby', de: '← Lobby' },
  table: { en: 'Table', de: 'Tisch' },
  sessionOver: { en: 'Session over', de: 'Sitzung beendet' },
  deal: { en: 'Deal', de: 'Spiel' },
  watching: { en: 'watching', de: 'zuschauend' },
  away: { en: 'away', de: 'abwesend' },
  dealer: { en: 'D', de: 'G' },
  trick: { en: 'trick', de: 'Stich' },
  tricks: { en: 'tricks', de: 'Stiche' },
  connecting: { en: 'Connecting to the table…', de: 'Verbinde mit dem Tisch…' },
  takes: { en: 'takes the trick', de: 'nimmt den Stich' },
  take: { en: 'take the trick', de: 'nimmst den Stich' },
  toAct: { en: 'to act', de: 'ist am Zug' },
  youToAct: { en: 'to act', de: 'bist am Zug' },
  skat: { en: 'skat', de: 'Skat' },
  yourTurn: { en: 'Your turn', de: 'Du bist dran' },
  outOfTurn: { en: 'You may, out of turn', de: 'Du darfst, außer der Reihe' },
  clickCard: { en: 'click a raised card', de: 'klicke eine angehobene Karte' },
  pick: { en: 'Pick {n} cards, then', de: 'Wähle {n} Karten, dann' },
  choose: { en: 'choose', de: 'wählen' },
  scoreSheet: { en: 'Score sheet', de: 'Spielliste' },
  noDeal: { en: 'No deal played yet', de: 'Noch kein Spiel' },
  print: { en: 'Print', de: 'Drucken' },
  sessionRecord: { en: 'The session record (JSON)', de: 'Das Protokoll der Sitzung (JSON)' },
  dealOver: { en: 'Deal {n} is over', de: 'Spiel {n} ist vorbei' },
  sessionIsOver: { en: 'The session is over', de: 'Die Sitzung ist vorbei' },
  you: { en: 'You', de: 'Du' },
  seat: { en: 'Seat', de: 'Platz' },
  invited: { en: 'You are invited to a table', de: 'Du bist an einen Tisch eingeladen' },
  yourName: { en: 'Your name', de: 'Dein Name' },
  takeSeat: { en: 'Take my seat', de: 'Platz nehmen' },
  host: { en: 'You host this table', de: 'Du leitest diesen Tisch' },
  inviteFor: { en: 'Invite for seat {n}', de: 'Einladung für Platz {n}' },
  copy: { en: 'Copy', de: 'Kopieren' },
  copied: { en: 'Copied', de: 'Kopiert' },
  free: { en: 'free', de: 'frei' },
  startBots: { en: 'Start with bots in empty seats', de: 'Mit Bots auf leeren Plätzen beginnen' },
  swap: { en: 'Let a bot play seat {n}', de: 'Platz {n} einem Bot geben' },
  closeTable: { en: 'Close the table', de: 'Tisch schließen' },
  leaveTable: { en: 'Leave the table', de: 'Tisch verlassen' },
  leaveFailed: {
    en: 'The seat could not be given up',
    de: 'Der Platz konnte nicht freigegeben werden',
  },
  confirmLeave: {
    en: 'Leave the table? Your seat goes to a bot (before the start it is free again).',
    de: 'Den Tisch verlassen? Dein Platz geht an einen Bot (vor dem Beginn wird er wieder frei).',
  },
  confirmClose: {
    en: 'Close the table for everyone? The game ends here.',
    de: 'Den Tisch für alle schließen? Das Spiel endet hier.',
  },
  waitingPeople: {
    en: 'Waiting for people: {n} seat(s) still free. The host may start with bots.',
    de: 'Warte auf Mitspieler: noch {n} Platz/Plätze frei. Der Gastgeber kann mit Bots beginnen.',
  },
  closedNotice: { en: 'This table is closed', de: 'Dieser Tisch ist geschlossen' },
  takenOver: {
    en: 'Your seat was taken over (from another device) or given to a bot.',
    de: 'Dein Platz wurde (von einem anderen Gerät) übernommen oder einem Bot gegeben.',
  },
  otherTab: {
    en: 'This seat was opened in another tab or window.',
    de: 'Dieser Platz wurde in einem anderen Tab oder Fenster geöffnet.',
  },
  flood: {
    en: 'The server disconnected this page for sending too much.',
    de: 'Der Server hat diese Seite getrennt, weil sie zu viel gesendet hat.',
  },
  backToLobby: { en: 'Back to the lobby', de: 'Zurück zur Lobby' },
  finalStanding: { en: 'Final standing', de: 'Endstand' },
  sound: { en: 'sound on my turn', de: 'Ton, wenn ich dran bin' },
  chat: { en: 'Table chat', de: 'Tisch-Chat' },
  chatHint: { en: 'Say something…', de: 'Schreib etwas…' },
  send: { en: 'Send', de: 'Senden' },
  bidding: { en: 'Bidding', de: 'Reizen' },
  lastTrick: { en: 'Last trick', de: 'Letzter Stich' },
  hideLastTrick: { en: 'Hide last trick', de: 'Letzten Stich verbergen' },
  hands: { en: 'The hands as dealt', de: 'Die Karten, wie sie gegeben wurden' },
  waitingFor: { en: 'Waiting for', de: 'Warte auf' },
  youObject: { en: 'you', de: 'dich' },
  nextDeal: { en: 'Next deal', de: 'Nächstes Spiel' },
  timedOut: {
    en: 'Your time ran out: the bot acted for you:',
    de: 'Deine Zeit war um: der Bot hat für dich gehandelt:',
  },
  confirmAction: { en: 'Really: {label}?', de: 'Wirklich: {label}?' },
} as const satisfies Record<string, Record<Language, string>>;

const BOTS: Readonly<Record<string, Record<Language, string>>> = {
  rules: { en: 'rules bot', de: 'Regel-Bot' },
  random: { en: 'random bot', de: 'Zufalls-Bot' },
  pimc: { en: 'PIMC bot', de: 'PIMC-Bot' },
};

/**
 * A bot's strength in words of the page's language (`rules` → `rules bot`).
 *
 * @example
 * botWord('random'); // 'Zufalls-Bot' in German
 */
export function botWord(kind: string | null): string {
  return BOTS[kind ?? '']?.[language()] ?? 'Bot';
}

/**
 * A word of the page's own chrome in the page's language, `{n}` filled in.
 *
 * @example
 * t('dealOver', 3); // 'Deal 3 is over'
 */
export function t(key: keyof typeof WORDS, n?: number | string): string {
  return WORDS[key][language()].replace(/\{(n|label)\}/, String(n ?? ''));
}

const PHASES: Readonly<Record<string, string>> = {
  bidding: 'Reizen',
  auction: 'Reizen',
  declaration: 'Ansage',
  announce: 'Ansage',
  vorbehalt: 'Vorbehalt',
  kontra: 'Kontra',
  play: 'Spiel',
  trump: 'Trumpf',
  call: 'Rufen',
  skat: 'Skat',
  pushing: 'Schieben',
};

/**
 * A phase's name in the page's language (`bidding` → `Reizen`), or `null` for a phase
 * it has no German word for.
 *
 * @example
 * phaseName('bidding'); // 'Reizen' in German
 */
export function phaseName(phase: string): string | null {
  const words = phase.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return language() === 'de' ? (PHASES[phase] ?? null) : words;
}
