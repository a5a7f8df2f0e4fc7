import { type Choice, type Controls, controlsOf, matchPicked } from './actionControls';
import { api } from './api';
import { cardBack, cardElement, cardText, sortHand } from './cardElement';
import { type ChatBox, drawChat } from './chatPanel';
import { button, el } from './dom';
import { factsOf, words } from './format';
import { hostPanel } from './hostPanel';
import { botWord, type Language, language, phaseName, setLanguage, t } from './language';
import { reviewPanel } from './reviewPanel';
import { saidPanel } from './saidPanel';
import { scoreSheet } from './scoreSheet';
import { seatName } from './seatName';
import { forgetSeat, keptSeat } from './seatStore';
import { beep, soundOn, soundSwitch } from './sound';
import type { TableConnection, TableState } from './tableConnection';

/** What the page remembers between draws: the cards picked for a choice of cards. */
export interface TableUi {
  picked: Set<string>;
  /** The step `picked` belongs to (a new step clears it). */
  pickedAt: number;
  /** Draws the table again (after a card is picked). */
  readonly redraw: () => void;
  /** Whether the last trick is shown on demand. */
  lastTrick: boolean;
  /** The chat box, kept across draws so that typing survives them. */
  readonly chat: ChatBox;
  /** Whether it was this seat's turn at the last draw (for the sound). */
  myTurn: boolean;
  /** The deals whose review this page said "next" to. */
  readonly sentNext: Set<number>;
}

/** Actions that end a deal for good: the page asks before sending them. */
const CONFIRMED = new Set(['resign', 'claim']);

type View = NonNullable<TableState['view']>['view'];

/** More choices of one kind than this become a list to choose from and one button. */
const MAX_BUTTONS = 8;

/**
 * Draws a table from what the server sent, knowing no game: the other seats (names,
 * cards held, tricks, doublings), the trick, the game's lines for this seat (`prompt`)
 * and its own facts, this seat's hand (in the game's order, trumps framed) and
 * legal actions (cards to click, cards to pick, buttons with the server's labels), the
 * score sheet. The page's state for tests is in `document.body.dataset`.
 */
export function renderTable(root: HTMLElement, conn: TableConnection, ui: TableUi): void {
  const state = conn.state;
  redrawOf.set(state, ui.redraw);
  const msg = state.view;
  const view = msg?.view;
  const mine = state.seat !== null && view?.turn === state.seat;
  const acting =
    msg !== null &&
    msg.view.legalActions.length > 0 &&
    !state.pending &&
    state.started &&
    state.review === null;
  Object.assign(document.body.dataset, {
    page: 'table',
    status: state.status,
    seat: state.seat === null ? 'spectator' : String(state.seat),
    step: String(msg?.step ?? -1),
    deals: String(state.sheet?.deals.length ?? 0),
    over: String(state.sheet?.over ?? false),
    started: String(state.started),
    review: state.review === null ? 'none' : String(state.review.deal),
    notice: String(state.notice !== null),
    // `you`: this seat is the one the game waits for; `offers`: it may act out of turn.
    turn: acting && mine ? 'you' : 'others',
    offers: String(acting && !mine),
  });
  if (msg !== null && ui.pickedAt !== msg.step) {
    ui.picked = new Set();
    ui.pickedAt = msg.step;
  }
  const felt = el('main', 'felt');
  felt.append(banner(state));
  if (state.notice !== null) felt.append(noticeBox(state.notice));
  if (!state.started && state.notice === null) {
    const free = state.seats.filter((s) => s.kind === 'human' && !s.taken).length;
    const waiting = el('p', 'notice waiting-people', t('waitingPeople', free));
    waiting.id = 'waiting-people';
    felt.append(waiting);
  }
  if (state.timedOut !== null) {
    const label = state.timedOut.labels[language()];
    const told = el('p', 'notice timed-out', `${t('timedOut')} ${label}`);
    told.id = 'timed-out';
    felt.append(told);
  }
  const review = reviewPanel(conn, ui.sentNext, (deal) => {
    ui.sentNext.add(deal);
    ui.redraw();
  });
  if (review !== null) {
    felt.append(review);
  } else if (view === undefined) {
    felt.append(el('p', 'waiting', t('connecting')));
  } else {
    const labels = msg!.texts?.[language()].labels ?? msg!.labels;
    const controls = controlsOf(
      acting ? msg!.view.legalActions : [],
      acting ? labels : [],
      view.hand,
    );
    const others = el('div', 'others');
    const order = Array.from({ length: state.seatCount }, (_, i) =>
      state.seat === null ? i : (state.seat + 1 + i) % state.seatCount,
    ).filter((s) => s !== state.seat);
    for (const seat of order) others.append(seatPanel(state, view, seat));
    felt.append(others, centre(state, view, ui));
    if (state.seat !== null) felt.append(myPanel(conn, view, controls, ui, mine));
  }
  if (state.error !== null) felt.append(el('p', 'error', state.error));
  document.documentElement.lang = language();
  const room = el('div', 'room');
  const host = hostPanel(state, ui.redraw);
  const side = el('div', 'side');
  drawChat(ui.chat, conn);
  side.append(...(host === null ? [] : [host]), ui.chat.box, scoreSheet(state));
  room.append(felt, side);
  const typing = document.activeElement === ui.chat.input;
  root.replaceChildren(room);
  if (typing) ui.chat.input.focus();
  const myTurn = acting && mine;
  if (myTurn && !ui.myTurn && soundOn()) beep();
  ui.myTurn = myTurn;
}

/** Why the table is gone for this page, and the way back to the lobby. */
function noticeBox(notice: NonNullable<TableState['notice']>): HTMLElement {
  const box = el('section', 'notice closed');
  box.id = 'notice';
  const back = el('a', 'lobby-link', t('backToLobby'));
  back.href = '#';
  box.append(el('h2', '', notice.title), el('p', '', notice.text), back);
  return box;
}

/** The button under a list of choices: the action's kind in English (`declare`), `wählen` in German. */
const goLabel = (type: string) => (language() === 'en' ? words(type) : t('choose'));

/** How each table's page is drawn again (after the language changes). */
const redrawOf = new WeakMap<TableState, () => void>();

/** The en/de switch: the other language, chosen for this and later visits. */
function languageSwitch(redraw: (() => void) | undefined): HTMLElement {
  const other: Language = language() === 'de' ? 'en' : 'de';
  const b = button(other === 'de' ? 'Deutsch' : 'English', () => {
    setLanguage(other);
    redraw?.();
  });
  b.classList.add('language');
  b.dataset.language = other;
  return b;
}

/** Gives this browser's seat up (after asking), forgets its token and goes to the lobby. */
function leaveButton(state: TableState): HTMLElement {
  const b = button(t('leaveTable'), () => {
    const kept = keptSeat(state.table);
    if (kept === undefined || !globalThis.confirm(t('confirmLeave'))) return;
    api.leave(state.table, kept.token).then(
      () => {
        forgetSeat(state.table);
        location.hash = '';
      },
      // The seat stays this browser's: it may try again, or play on.
      (e: unknown) => globalThis.alert(`${t('leaveFailed')}: ${(e as Error).message}`),
    );
  });
  b.id = 'leave-table';
  return b;
}

function banner(state: TableState): HTMLElement {
  const b = el('header', 'banner');
  const lobby = el('a', 'lobby-link', t('lobby'));
  lobby.href = '#';
  b.append(lobby, el('h1', '', state.gameName ?? t('table')));
  const msg = state.view;
  if (msg !== null) {
    const over = state.sheet?.over ?? false;
    b.append(el('span', 'deal-no', over ? t('sessionOver') : `${t('deal')} ${msg.deal + 1}`));
    const phase = msg.view.phase === null ? null : phaseName(msg.view.phase);
    if (phase !== null) b.append(el('span', 'phase', phase));
    if (msg.deadline !== null) {
      const left = Math.max(0, Math.round((msg.deadline - Date.now()) / 1000));
      b.append(el('span', 'timer', `${left} s`));
    }
  }
  if (state.seat === null) b.append(el('span', 'watching', t('watching')));
  if (state.status !== 'open') b.append(el('span', 'status', state.status));
  if (state.seat !== null) b.append(soundSwitch(), leaveButton(state));
  b.append(languageSwitch(redrawOf.get(state)));
  return b;
}

/**
 * The seat's parts in the deal as the game's facts name them (`declarer`, `Alleinspieler`,
 * `partner`): each fact whose value is this seat's name as the server writes it.
 */
function rolesOf(state: TableState, seat: number): string[] {
  const info = state.seats[seat];
  const name = info?.kind === 'bot' ? `Bot ${seat + 1}` : (info?.name ?? `Seat ${seat + 1}`);
  const facts = state.view?.texts?.[language()].facts ?? [];
  return [...new Set(facts.filter((f) => f.value === name).map((f) => f.label))];
}

function plate(state: TableState, view: View, seat: number): HTMLElement {
  const p = el('div', 'plate');
  const info = state.seats[seat];
  p.append(el('span', 'name', seatName(state, seat)));
  if (info?.kind === 'bot') p.append(el('span', 'bot', botWord(info.bot)));
  else if (info !== undefined && !info.connected) p.append(el('span', 'away', t('away')));
  if (view.dealer === seat) p.append(el('span', 'dealer', t('dealer')));
  for (const role of rolesOf(state, seat)) p.append(el('span', 'role', role));
  const won = view.tricksWon?.[seat];
  if (won !== undefined)
    p.append(el('span', 'stats', `${won} ${won === 1 ? t('trick') : t('tricks')}`));
  for (const d of view.doublings?.filter((d) => d.seat === seat) ?? []) {
    const name = words(d.name);
    p.append(el('span', 'call', name.charAt(0).toUpperCase() + name.slice(1)));
  }
  return p;
}

function seatPanel(state: TableState, view: View, seat: number): HTMLElement {
  const panel = el('section', 'seat');
  panel.dataset.seat = String(seat);
  if (view.turn === seat) panel.classList.add('to-act');
  panel.append(plate(state, view, seat));
  const open = view.openHands[seat];
  const cards = el('div', open ? 'open-hand' : 'backs');
  const order = state.view?.order;
  if (open) for (const c of sortHand(open, order)) cards.append(cardElement(c, 'div', order));
  else for (let i = 0; i < (view.handSizes?.[seat] ?? 0); i++) cards.append(cardBack());
  panel.append(cards);
  return panel;
}

function centre(state: TableState, view: View, ui: TableUi): HTMLElement {
  const box = el('div', 'centre');
  const area = el('div', 'trick');
  area.id = 'trick';
  const last = view.tricks?.at(-1);
  const showLast = ((view.trick?.length ?? 0) === 0 || ui.lastTrick) && last !== undefined;
  if (showLast && ui.lastTrick) area.classList.add('last-trick');
  const cards = showLast ? last.cards : (view.trick ?? []);
  for (const { seat, card } of cards) {
    const slot = el('figure', 'played');
    const c = cardElement(card, 'div', state.view?.order);
    if (showLast && seat === last.winner) c.classList.add('won');
    slot.append(c, el('figcaption', '', seatName(state, seat)));
    area.append(slot);
  }
  if (showLast) {
    const you = last.winner === state.seat;
    area.append(
      el('p', 'caption', `${seatName(state, last.winner)} ${you ? t('take') : t('takes')}`),
    );
  } else if (cards.length === 0 && view.turn !== null) {
    const you = view.turn === state.seat;
    area.append(
      el('p', 'caption', `${seatName(state, view.turn)} ${you ? t('youToAct') : t('toAct')}`),
    );
  }
  box.append(area);
  if (last !== undefined && (view.trick?.length ?? 0) > 0) {
    const toggle = button(ui.lastTrick ? t('hideLastTrick') : t('lastTrick'), () => {
      ui.lastTrick = !ui.lastTrick;
      ui.redraw();
    });
    toggle.id = 'last-trick';
    box.append(toggle);
  }
  const said = saidPanel(state);
  if (said !== null) box.append(said);
  // The game's prompt lines are English: a German page shows its facts alone.
  const prompt = language() === 'en' ? (state.view?.prompt ?? []) : [];
  if (prompt.length > 0) {
    const lines = el('div', 'prompt');
    lines.id = 'prompt';
    for (const line of prompt) lines.append(el('p', '', line));
    box.append(lines);
  }
  const told = state.view?.texts?.[language()].facts;
  const facts: [string, string][] =
    told === undefined ? factsOf(view.extra) : told.map((f) => [f.label, f.value]);
  if (view.skat && view.skat.length > 0)
    facts.unshift([t('skat'), view.skat.map(cardText).join(' ')]);
  if (facts.length > 0) {
    const dl = el('dl', 'facts');
    dl.id = 'facts';
    for (const [k, v] of facts) dl.append(el('dt', '', k), el('dd', '', v));
    box.append(dl);
  }
  return box;
}

function myPanel(
  conn: TableConnection,
  view: View,
  controls: Controls,
  ui: TableUi,
  mine: boolean,
): HTMLElement {
  const state = conn.state;
  const seat = state.seat as number;
  const panel = el('section', 'seat me');
  panel.dataset.seat = String(seat);
  if (mine) panel.classList.add('to-act');
  panel.append(
    plate(state, view, seat),
    actionBar(conn, controls, ui, mine),
    hand(conn, view, controls, ui),
  );
  return panel;
}

function actionBar(
  conn: TableConnection,
  controls: Controls,
  ui: TableUi,
  mine: boolean,
): HTMLElement {
  const bar = el('div', 'actions');
  bar.id = 'actions';
  const act = (c: Choice) => () => {
    if (CONFIRMED.has(c.action.type) && !globalThis.confirm(t('confirmAction', c.label))) return;
    conn.act(c.action);
  };
  for (const [type, choices] of controls.buttons) {
    const row = el('div', 'choice-row');
    row.dataset.type = type;
    if (choices.length <= MAX_BUTTONS) {
      for (const c of choices) {
        const b = button(c.label, act(c));
        b.dataset.type = type;
        row.append(b);
      }
    } else {
      const select = el('select');
      select.dataset.type = type;
      select.setAttribute('aria-label', t('choose'));
      for (const [i, c] of choices.entries()) select.append(new Option(c.label, String(i)));
      const go = button(goLabel(type), () => conn.act(choices[Number(select.value)].action));
      go.dataset.type = type;
      go.classList.add('go');
      row.append(select, go);
    }
    bar.append(row);
  }
  if (controls.byCards.length > 0) {
    const row = el('div', 'choice-row pick');
    const size = controls.byCards[0].cards.length;
    const match = matchPicked(controls.byCards, ui.picked);
    const type = controls.byCards[0].action.type;
    row.append(el('span', 'hint', `${t('pick', size)} ${match?.label ?? t('choose')}`));
    const b = button(
      match?.label ?? goLabel(type),
      () => match && conn.act(match.action),
      'pick-go',
    );
    b.dataset.type = type;
    b.disabled = match === undefined;
    row.append(b);
    bar.append(row);
  }
  const cards = controls.byCard.size;
  if (cards > 0 || bar.childElementCount > 0) {
    const turn = mine ? t('yourTurn') : t('outOfTurn');
    bar.prepend(el('p', 'hint', cards > 0 ? `${turn}: ${t('clickCard')}` : turn));
  }
  return bar;
}

function hand(conn: TableConnection, view: View, controls: Controls, ui: TableUi): HTMLElement {
  const box = el('div', 'hand');
  box.id = 'hand';
  const pickable = new Set(controls.byCards.flatMap((c) => c.cards));
  const anything = controls.byCard.size > 0 || pickable.size > 0;
  const order = conn.state.view?.order;
  for (const card of sortHand(view.hand, order)) {
    const c = cardElement(card, 'button', order) as HTMLButtonElement;
    const choice = controls.byCard.get(card);
    if (choice !== undefined) {
      c.classList.add('legal');
      c.title = `${choice.label} (${c.title})`;
      c.addEventListener('click', () => conn.act(choice.action));
    } else if (pickable.has(card)) {
      c.classList.add('pickable');
      if (ui.picked.has(card)) c.classList.add('picked');
      c.addEventListener('click', () => {
        if (!ui.picked.delete(card)) ui.picked.add(card);
        ui.redraw();
      });
    } else {
      c.disabled = true;
      if (anything) c.classList.add('dimmed');
    }
    box.append(c);
  }
  return box;
}
