/**
 * A new element with a class and optional text.
 *
 * @example
 * document.body.append(el('p', 'hint', 'Your turn'));
 */
export function el<K extends keyof HTMLElementTagNameMap>(
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
 * A button that runs `onClick`, with an id when given.
 *
 * @example
 * bar.append(button('Pass', () => send(pass), 'pass'));
 */
export function button(text: string, onClick: () => void, id?: string): HTMLButtonElement {
  const b = el('button', '', text);
  b.type = 'button';
  if (id !== undefined) b.id = id;
  b.addEventListener('click', onClick);
  return b;
}
