import { MAX_CHAT_LENGTH } from '@stich/server/protocol';
import { el } from './dom';
import { t } from './language';
import { seatName } from './seatName';
import type { TableConnection } from './tableConnection';

/** The chat's parts that live as long as the table page, so typing survives a redraw. */
export interface ChatBox {
  readonly box: HTMLElement;
  readonly lines: HTMLElement;
  readonly input: HTMLInputElement;
}

/**
 * The table chat's box: the lines (drawn with `textContent` only, never as HTML) and,
 * for a seat, a line to type and send. Built once per table page.
 *
 * @example
 * const chat = chatBox(conn);
 * drawChat(chat, conn);
 */
export function chatBox(conn: TableConnection): ChatBox {
  const box = el('section', 'chat');
  box.id = 'chat';
  const lines = el('ol', 'chat-lines');
  const form = el('form', 'chat-form');
  const input = el('input');
  input.id = 'chat-input';
  input.maxLength = MAX_CHAT_LENGTH;
  input.autocomplete = 'off';
  const send = el('button', '', t('send'));
  send.type = 'submit';
  send.id = 'chat-send';
  form.append(input, send);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (text === '') return;
    conn.say(text);
    input.value = '';
  });
  box.append(el('h2', '', t('chat')), lines, form);
  return { box, lines, input };
}

/** Draws the chat's lines as the connection has them; the typing line for seats only. */
export function drawChat(chat: ChatBox, conn: TableConnection): void {
  const state = conn.state;
  chat.box.querySelector('h2')!.textContent = t('chat');
  chat.input.placeholder = t('chatHint');
  (chat.input.form as HTMLFormElement).hidden = state.seat === null;
  const items = state.chat.map((line) => {
    const li = el('li');
    li.append(el('b', '', `${seatName(state, line.seat)}: `), el('span', '', line.text));
    return li;
  });
  chat.lines.replaceChildren(...items);
  chat.lines.scrollTop = chat.lines.scrollHeight;
}
