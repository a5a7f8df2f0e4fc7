import { ApiError, api } from './api';
import { button, el } from './dom';
import { t } from './language';
import { seatName } from './seatName';
import { hostedTable, inviteLink } from './seatStore';
import type { TableState } from './tableConnection';

/** Runs a host's request; a refusal shows in `state.error`. */
function request(state: TableState, redraw: () => void, run: () => Promise<unknown>): void {
  run()
    .then(() => {
      state.error = null;
    })
    .catch((e: unknown) => {
      state.error = e instanceof ApiError ? e.message : String(e);
    })
    .finally(redraw);
}

/**
 * The host's part of a table page, for the browser that created the table (it keeps the
 * host token): before play, an invite link per person's seat with a copy button and
 * "start with bots in empty seats"; during play, "let a bot play seat N" for each
 * person's seat whose person is not connected; and "close the table". `null` on any
 * other browser.
 *
 * @example
 * const panel = hostPanel(conn.state, redraw);
 * if (panel) room.append(panel);
 */
export function hostPanel(state: TableState, redraw: () => void): HTMLElement | null {
  const hosted = hostedTable(state.table);
  if (hosted === undefined || state.status === 'closed') return null;
  const box = el('section', 'host');
  box.id = 'host';
  box.append(el('h2', '', t('host')));
  const { table, host } = hosted;
  if (!state.started) {
    const list = el('ul', 'invites');
    for (const { seat, invite } of hosted.invites) {
      const info = state.seats[seat];
      const li = el('li', 'invite');
      li.dataset.seat = String(seat);
      const link = el('input', 'invite-link');
      link.readOnly = true;
      link.value = inviteLink(table, invite);
      link.setAttribute('aria-label', t('inviteFor', seat + 1));
      const who = info?.taken ? seatName(state, seat) : t('free');
      const copy = button(t('copy'), () => {
        link.select();
        const done = () => {
          copy.textContent = t('copied');
        };
        navigator.clipboard?.writeText(link.value).then(done, () => {
          document.execCommand?.('copy');
          done();
        });
      });
      copy.className = 'copy';
      li.append(el('span', 'invite-seat', `${t('inviteFor', seat + 1)} (${who})`), link, copy);
      list.append(li);
    }
    const start = button(t('startBots'), () =>
      request(state, redraw, () => api.start(table, host)),
    );
    start.id = 'start-bots';
    box.append(list, start);
  } else {
    for (const info of state.seats) {
      if (info.kind !== 'human' || info.connected || info.seat === state.seat) continue;
      const swap = button(t('swap', info.seat + 1), () =>
        request(state, redraw, () => api.toBot(table, info.seat, host)),
      );
      swap.className = 'swap';
      swap.dataset.seat = String(info.seat);
      box.append(swap);
    }
  }
  const close = button(t('closeTable'), () => {
    if (globalThis.confirm(t('confirmClose'))) request(state, redraw, () => api.close(table, host));
  });
  close.id = 'close-table';
  box.append(close);
  return box;
}
