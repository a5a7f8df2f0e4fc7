import { ApiError, api } from './api';
import { el } from './dom';
import { t } from './language';
import { keepSeat, keptSeat, playerName } from './seatStore';

/**
 * The page an invite link opens (`?table=ID&invite=SECRET`): the table's name and game,
 * the person's name, and a button that takes the invited seat (with a new token when it
 * is taken already: the person is back from another device). `seated` runs with the
 * table's id once this browser holds the seat.
 *
 * @example
 * renderInvite(root, 't-abc', invite, (id) => { location.hash = `table=${id}`; });
 */
export function renderInvite(
  root: HTMLElement,
  table: string,
  invite: string,
  seated: (table: string) => void,
): void {
  Object.assign(document.body.dataset, { page: 'invite', turn: 'others' });
  const main = el('main', 'lobby invite');
  main.id = 'invite';
  const title = el('h1', '', t('invited'));
  const about = el('p', 'about');
  const error = el('p', 'error');
  error.id = 'invite-error';
  const name = el('input');
  name.id = 'invite-name';
  name.value = playerName.get();
  name.placeholder = t('yourName');
  name.maxLength = 40;
  const label = el('label', 'field');
  label.append(el('span', '', t('yourName')), name);
  const take = el('button', '', t('takeSeat'));
  take.id = 'take-seat';
  take.type = 'submit';
  const form = el('form', 'create');
  form.append(label, take);
  const lobby = el('a', 'lobby-link', t('lobby'));
  lobby.href = './';
  main.append(title, about, form, error, lobby);
  root.replaceChildren(main);
  api
    .table(table)
    .then((info) => {
      about.textContent = `${info.name || info.id} · ${info.game}`;
    })
    .catch((e: unknown) => {
      error.textContent = e instanceof Error ? e.message : String(e);
    });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const who = name.value.trim() || 'Player';
    playerName.set(who);
    take.disabled = true;
    api
      .join(table, who, undefined, invite)
      .then((joined) => {
        keepSeat({ table, seat: joined.seat, token: joined.token });
        seated(table);
      })
      .catch((e: unknown) => {
        error.textContent = e instanceof ApiError ? e.message : String(e);
        take.disabled = false;
      });
  });
  // Back in the browser that holds the seat already: straight to the table.
  if (keptSeat(table) !== undefined) seated(table);
}
