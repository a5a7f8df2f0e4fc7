import type { CreateTable, SeatSpec, TableInfo } from '@stich/server/protocol';
import { ApiError, api } from './api';
import { button, el } from './dom';
import { botWord } from './language';
import { keepHosted, keepSeat, keptSeat, playerName } from './seatStore';

/** The kinds of seat the lobby offers: a person, or a bot of a strength. */
const SEAT_KINDS: readonly [string, string][] = [
  ['human', 'person'],
  ['rules', 'rules bot'],
  ['random', 'random bot'],
  ['pimc', 'PIMC bot'],
];

const specOf = (kind: string): SeatSpec =>
  kind === 'human' ? { kind: 'human' } : { kind: 'bot', bot: kind as 'rules' };

/** A labelled form field. */
function field(label: string, input: HTMLElement): HTMLLabelElement {
  const l = el('label', 'field');
  l.append(el('span', '', label), input);
  return l;
}

/** Joins a seat under the person's name, keeps its token, and opens the table. */
async function sitDown(table: string, seat?: number): Promise<void> {
  const name = playerName.get().trim() || 'Player';
  const joined = await api.join(table, name, seat);
  keepSeat({ table, seat: joined.seat, token: joined.token });
  location.hash = `table=${table}`;
}

function seatEditor(count: number, kinds: string[]): HTMLElement {
  const box = el('div', 'seat-kinds');
  box.id = 'seat-kinds';
  for (let s = 0; s < count; s++) {
    const select = el('select', 'seat-kind');
    select.dataset.seat = String(s);
    for (const [value, text] of SEAT_KINDS) select.append(new Option(text, value));
    select.value = kinds[s] ?? (s === 0 ? 'human' : 'rules');
    select.addEventListener('change', () => {
      kinds[s] = select.value;
    });
    box.append(field(`Seat ${s + 1}`, select));
  }
  return box;
}

function createForm(
  games: readonly string[],
  names: Readonly<Record<string, string>>,
  seatCounts: Readonly<Record<string, number | null>>,
  onError: (text: string) => void,
): HTMLElement {
  const form = el('form', 'create');
  form.id = 'create-form';
  const game = el('select');
  game.id = 'game';
  for (const g of games) game.append(new Option(names[g] ?? g, g));
  const name = el('input');
  name.id = 'table-name';
  name.placeholder = 'Thursday table';
  const count = el('input');
  count.id = 'seat-count';
  count.type = 'number';
  count.min = '1';
  count.max = '8';
  count.value = '3';
  const kinds: string[] = [];
  let seats = seatEditor(3, kinds);
  const redrawSeats = () => {
    const fresh = seatEditor(Math.max(1, Math.min(8, Number(count.value) || 1)), kinds);
    seats.replaceWith(fresh);
    seats = fresh;
  };
  count.addEventListener('input', redrawSeats);
  // The seat count follows the game chosen (its count under the default options).
  const followGame = () => {
    const n = seatCounts[game.value];
    if (typeof n !== 'number') return;
    count.value = String(n);
    if (seats.parentElement !== null) redrawSeats();
    else seats = seatEditor(n, kinds);
  };
  game.addEventListener('change', followGame);
  followGame();
  const turn = el('input');
  turn.id = 'turn-seconds';
  turn.type = 'number';
  turn.min = '1';
  turn.placeholder = 'no timer';
  const review = el('input');
  review.id = 'review-seconds';
  review.type = 'number';
  review.min = '0';
  review.max = '600';
  review.value = '30';
  const options = el('textarea');
  options.id = 'options';
  options.value = '{}';
  options.rows = 2;
  const seed = el('input');
  seed.id = 'seed';
  seed.placeholder = 'random';
  const create = el('button', '', 'Create table');
  create.id = 'create';
  create.type = 'submit';
  form.append(
    el('h2', '', 'New table'),
    field('Game', game),
    field('Table name', name),
    field('Seats', count),
    seats,
    field('Seconds per turn', turn),
    field('Seconds to look at a finished deal (0: none)', review),
    field('Options (JSON)', options),
    field('Seed', seed),
    create,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(options.value || '{}');
    } catch {
      return onError('The options are not JSON');
    }
    const specs = [...seats.querySelectorAll('select')].map((s) => specOf(s.value));
    const request: CreateTable = {
      game: game.value,
      seats: specs,
      options: parsed as Record<string, unknown>,
      ...(name.value.trim() ? { name: name.value.trim() } : {}),
      ...(turn.value ? { turnSeconds: Number(turn.value) } : {}),
      ...(review.value ? { reviewSeconds: Number(review.value) } : {}),
      ...(seed.value.trim() ? { seed: seed.value.trim() } : {}),
    };
    create.disabled = true;
    api
      .create(request)
      .then((table) => {
        keepHosted({ table: table.id, host: table.hostToken, invites: table.invites });
        const first = specs.findIndex((s) => s.kind === 'human');
        if (first < 0) location.hash = `table=${table.id}`;
        else return sitDown(table.id, first);
      })
      .catch((e: unknown) => onError(e instanceof ApiError ? e.message : String(e)))
      .finally(() => {
        create.disabled = false;
      });
  });
  return form;
}

/** The games' names for people, once the server has told them. */
let gameNames: Readonly<Record<string, string>> = {};

function tableItem(t: TableInfo, onError: (text: string, stale?: boolean) => void): HTMLElement {
  const li = el('li', 'table-item');
  li.dataset.table = t.id;
  li.dataset.game = t.game;
  li.append(
    el('b', '', t.name || t.id),
    el('span', 'game', gameNames[t.game] ?? t.game),
    el('span', 'deal-no', `deal ${t.deal + 1}`),
  );
  const seats = el('span', 'seats');
  seats.textContent = t.seats
    .map((s) => (s.kind === 'bot' ? botWord(s.bot) : s.taken ? (s.name ?? 'taken') : 'free'))
    .join(' · ');
  li.append(seats);
  const kept = keptSeat(t.id);
  const open = () => {
    location.hash = `table=${t.id}`;
  };
  if (kept !== undefined) {
    li.append(button(`Back to your seat ${kept.seat + 1}`, open));
  } else {
    for (const s of t.seats.filter((s) => s.kind === 'human' && !s.taken)) {
      const b = button(`Sit at seat ${s.seat + 1}`, () =>
        sitDown(t.id, s.seat).catch((e: unknown) => onError(String((e as Error).message), true)),
      );
      b.className = 'join';
      b.dataset.seat = String(s.seat);
      li.append(b);
    }
  }
  const watch = button('Watch', () => {
    location.hash = `watch=${t.id}`;
  });
  watch.className = 'watch';
  li.append(watch);
  return li;
}

/**
 * The lobby: the person's name, a form to create a table (game, options, seats for
 * people and bots, turn timer), and the open tables to join or watch, refreshed every
 * two seconds. Returns a function that stops the refreshing.
 *
 * @example
 * const leave = renderLobby(document.getElementById('app')!);
 */
export function renderLobby(root: HTMLElement): () => void {
  Object.assign(document.body.dataset, { page: 'lobby', turn: 'others' });
  const main = el('main', 'lobby');
  main.id = 'lobby';
  const error = el('p', 'error');
  error.id = 'lobby-error';
  // A failed join means the list was stale: show the error and the list as it is now.
  const onError = (text: string, stale = false) => {
    error.textContent = text;
    if (stale) refresh();
  };
  const name = el('input');
  name.id = 'name';
  name.value = playerName.get();
  name.placeholder = 'Your name';
  name.maxLength = 40;
  name.addEventListener('input', () => playerName.set(name.value));
  const list = el('ul', 'tables');
  list.id = 'tables';
  const tables = el('section', 'open-tables');
  tables.append(el('h2', '', 'Open tables'), list);
  const formSlot = el('div');
  main.append(el('h1', '', 'Stich · tables'), field('Your name', name), error, formSlot, tables);
  root.replaceChildren(main);
  api
    .games()
    .then(({ games, names = {}, seats = {} }) => {
      gameNames = names;
      formSlot.replaceWith(createForm(games, names, seats, onError));
    })
    .catch((e: unknown) => onError(String((e as Error).message)));
  let stopped = false;
  function refresh(): void {
    api
      .tables()
      .then(({ tables }) => {
        if (stopped) return;
        list.replaceChildren(...tables.map((t) => tableItem(t, onError)));
        if (tables.length === 0) list.append(el('li', 'empty', 'No open table: create one'));
        document.body.dataset.tables = String(tables.length);
      })
      .catch(() => {});
  }
  refresh();
  const timer = setInterval(refresh, 2000);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
