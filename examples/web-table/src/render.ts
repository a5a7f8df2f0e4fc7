import { type CardCode, type CoreAction, SUIT_NAMES, type Suit } from '@stich/core';
import { type KalterSchlagOutcome, kalterSchlag } from '@stich/kalter-schlag';
import { cardBack, cardElement, sortHand } from './cardElement';
import { HUMAN, type TableState } from './tableGame';

/** What the page does when the person clicks. */
export interface Handlers {
  play(action: CoreAction): void;
  nextDeal(): void;
  newPartie(): void;
}

/** Where each seat sits, seen from the person's chair (clockwise: south, west, north, east). */
const PLACES = ['south', 'west', 'north', 'east'] as const;
const NAMES = ['You', 'West', 'North', 'East'];
const placeOf = (seat: number) => PLACES[(seat - HUMAN + 4) % 4];
const nameOf = (seat: number) => NAMES[(seat - HUMAN + 4) % 4];
const { deck } = kalterSchlag;
const pointsOf = (cards: readonly { card: CardCode }[]) =>
  cards.reduce((n, c) => n + deck.points[deck.idsOf(c.card)![0]], 0);
const title = (word: string) => word[0].toUpperCase() + word.slice(1);

/** A new element with a class and optional text. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * Draws the whole table from the state: four seats around the green felt, the trick in
 * the middle, the person's hand (legal cards raised, the rest dimmed), the doubling
 * button in the first trick, the result of a finished deal and the score sheet.
 */
export function render(root: HTMLElement, state: TableState, on: Handlers): void {
  const { view } = state;
  const felt = el('main', 'felt');
  felt.append(banner(state));
  for (let seat = 0; seat < 4; seat++) felt.append(seatPanel(state, seat, on));
  felt.append(trickArea(state));
  if (state.finished !== null || state.result !== null) felt.append(dealResult(state, on));
  document.body.dataset.turn = view.turn === HUMAN && !state.finished ? 'you' : 'others';
  root.replaceChildren(el('div', 'room'));
  root.firstElementChild!.append(felt, scoreSheet(state));
}

function banner(state: TableState): HTMLElement {
  const { view } = state;
  const deal = state.finished ? state.dealsPlayed : state.dealsPlayed + 1;
  const b = el('header', 'banner');
  b.append(el('h1', '', 'Kalter Schlag'), el('span', 'deal-no', `Deal ${deal}`));
  const factor = 2 ** view.doublings.length;
  if (factor > 1) b.append(el('span', 'factor', `×${factor}`));
  return b;
}

function seatPanel(state: TableState, seat: number, on: Handlers): HTMLElement {
  const { view } = state;
  const panel = el('section', `seat ${placeOf(seat)}`);
  panel.dataset.seat = String(seat);
  if (view.turn === seat && state.finished === null) panel.classList.add('to-act');
  const plate = el('div', 'plate');
  plate.append(el('span', 'name', nameOf(seat)));
  if (view.dealer === seat) plate.append(el('span', 'dealer', 'D'));
  const won = view.tricksWon[seat];
  const points = pointsOf(view.tricks.filter((t) => t.winner === seat).flatMap((t) => t.cards));
  plate.append(
    el(
      'span',
      'stats',
      won === 0 ? 'no trick' : `${won} ${won === 1 ? 'trick' : 'tricks'} · ${points}`,
    ),
  );
  for (const d of view.doublings.filter((d) => d.seat === seat))
    plate.append(el('span', 'call', title(d.name)));
  panel.append(plate);
  if (seat === HUMAN) panel.append(actionBar(state, on), hand(state, on));
  else {
    const backs = el('div', 'backs');
    for (let i = 0; i < view.handSizes[seat]; i++) backs.append(cardBack());
    panel.append(backs);
  }
  return panel;
}

function actionBar(state: TableState, on: Handlers): HTMLElement {
  const bar = el('div', 'actions');
  const { view } = state;
  if (view.turn !== HUMAN || state.finished !== null) return bar;
  const double = view.legalActions.find((a) => a.type === 'double');
  if (double) {
    const name = kalterSchlag.doubling?.steps[view.doublings.length] ?? 'double';
    const button = el('button', 'double', `${title(name)}!`);
    button.id = 'double';
    button.title = 'Double the deal: allowed once, on your turn in the first trick';
    button.addEventListener('click', () => on.play(double));
    bar.append(button);
  }
  bar.append(el('span', 'hint', double ? 'Your turn: double, or play a card' : turnHint(state)));
  if (state.error) bar.append(el('span', 'error', state.error.message));
  return bar;
}

/** "Your turn", and which suit must be followed when that limits the cards. */
function turnHint(state: TableState): string {
  const { view } = state;
  const plays = view.legalActions.filter((a) => a.type === 'play').length;
  const led = view.trick[0]?.card;
  if (led === undefined || plays === view.hand.length) return 'Your turn';
  const suit = led[1] === 'J' ? 'trumps' : SUIT_NAMES[led[0] as Suit].symbol;
  return `Your turn: follow ${suit}`;
}

function hand(state: TableState, on: Handlers): HTMLElement {
  const { view } = state;
  const box = el('div', 'hand');
  box.id = 'hand';
  const legal = new Map<string, CoreAction>();
  for (const a of view.legalActions) if (a.type === 'play') legal.set(a.card, a);
  const myTurn = view.turn === HUMAN && state.finished === null;
  for (const card of sortHand(view.hand)) {
    const c = cardElement(card, 'button') as HTMLButtonElement;
    const action = legal.get(card);
    if (myTurn && action) {
      c.classList.add('legal');
      c.addEventListener('click', () => on.play(action));
    } else {
      c.disabled = true;
      if (myTurn) c.classList.add('dimmed');
    }
    box.append(c);
  }
  return box;
}

function trickArea(state: TableState): HTMLElement {
  const { view } = state;
  const area = el('div', 'trick');
  const last = view.tricks.at(-1);
  const showLast = view.trick.length === 0 && last !== undefined;
  const cards = showLast ? last.cards : view.trick;
  for (const { seat, card } of cards) {
    const c = cardElement(card);
    c.classList.add(`from-${placeOf(seat)}`);
    if (showLast && seat === last.winner) c.classList.add('won');
    area.append(c);
  }
  if (showLast) {
    const who = last.winner === HUMAN ? 'You take' : `${nameOf(last.winner)} takes`;
    const points = pointsOf(last.cards);
    area.append(el('div', 'caption', `${who} the trick · ${points}`));
  } else if (view.trick.length === 0 && view.turn !== null) {
    area.append(
      el('div', 'caption', `${nameOf(view.turn)} ${view.turn === HUMAN ? 'lead' : 'leads'}`),
    );
  }
  return area;
}

function describe(o: KalterSchlagOutcome): string {
  const who = o.losers.map((s) => (s === HUMAN ? 'you' : nameOf(s))).join(' and ');
  const amount = o.penalties[o.losers[0]];
  const verb = o.losers.length === 1 && o.losers[0] !== HUMAN ? 'writes' : 'write';
  if (o.durchmarsch) {
    const marcher = o.durchmarschSeat === HUMAN ? 'You' : nameOf(o.durchmarschSeat!);
    return `Durchmarsch! ${marcher} took every trick; ${who} ${verb} ${amount}.`;
  }
  const points = o.points[o.losers[0]];
  return `${title(who)} took most points (${points}) and ${verb} ${amount}.`;
}

function dealResult(state: TableState, on: Handlers): HTMLElement {
  const box = el('div', 'result');
  box.id = 'deal-result';
  const outcome = state.finished ?? state.sheet.at(-1)!;
  box.append(el('h2', '', `Deal ${state.sheet.length} is over`), el('p', '', describe(outcome)));
  const notes: string[] = [];
  if (outcome.doublings > 0)
    notes.push(`${outcome.doublings} doubling${outcome.doublings > 1 ? 's' : ''}`);
  if (outcome.jungfrauen > 0 && !outcome.durchmarsch)
    notes.push(`${outcome.jungfrauen} Jungfrau${outcome.jungfrauen > 1 ? 'en' : ''}`);
  if (notes.length) box.append(el('p', 'notes', `Doubled for ${notes.join(' and ')}.`));
  const r = state.result;
  if (r !== null) {
    const who = r.seat === HUMAN ? 'You' : nameOf(r.seat!);
    const text =
      r.outcome === 'winner'
        ? `${who} ${r.seat === HUMAN ? 'win' : 'wins'} the Partie with five scores!`
        : `${who} ${r.seat === HUMAN ? 'lose' : 'loses'} the Partie.`;
    box.append(el('p', 'partie', text));
  }
  const button = el('button', 'next', r === null ? 'Next deal' : 'New Partie');
  button.id = 'next-deal';
  button.addEventListener('click', () => (r === null ? on.nextDeal() : on.newPartie()));
  box.append(button);
  return box;
}

function scoreSheet(state: TableState): HTMLElement {
  const aside = el('aside', 'sheet');
  aside.id = 'sheet';
  aside.append(el('h2', '', 'Score sheet'));
  const table = el('table');
  const head = el('tr');
  head.append(el('th', '', '#'));
  for (let seat = 0; seat < 4; seat++) head.append(el('th', '', nameOf(seat)));
  table.append(el('thead'));
  table.tHead!.append(head);
  const body = el('tbody');
  state.sheet.forEach((o, i) => {
    const row = el('tr');
    row.append(el('td', 'no', String(i + 1)));
    for (let seat = 0; seat < 4; seat++) {
      const cell = el(
        'td',
        o.penalties[seat] > 0 ? 'loss' : '',
        o.penalties[seat] > 0 ? String(o.penalties[seat]) : '–',
      );
      if (o.doublers.includes(seat)) cell.title = 'doubled';
      row.append(cell);
    }
    body.append(row);
  });
  if (state.sheet.length === 0) {
    const row = el('tr', 'empty');
    const cell = el('td', '', 'No deal played yet');
    cell.colSpan = 5;
    row.append(cell);
    body.append(row);
  }
  const foot = el('tfoot');
  const totals = el('tr');
  totals.append(el('td', 'no', 'Σ'));
  for (let seat = 0; seat < 4; seat++) totals.append(el('td', '', String(state.totals[seat])));
  const scores = el('tr', 'scores');
  scores.append(el('td', 'no', ''));
  for (let seat = 0; seat < 4; seat++) {
    const n = state.sheet.filter((o) => o.penalties[seat] > 0).length;
    scores.append(el('td', '', '●'.repeat(Math.min(n, 5)) + '○'.repeat(Math.max(0, 5 - n))));
  }
  foot.append(totals, scores);
  table.append(body, foot);
  aside.append(
    table,
    el(
      'p',
      'rules',
      'Most card points in a deal writes them as penalty, doubled per Kontra, Re, Bock, Hirsch and per Jungfrau. Five scores under 2000 win; 2000 loses.',
    ),
  );
  return aside;
}
