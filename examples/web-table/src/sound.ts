import { el } from './dom';
import { t } from './language';

const KEY = 'stich-sound';
let audio: AudioContext | undefined;

/** Whether this browser wants a sound on its turn (off unless chosen). */
export const soundOn = (): boolean => globalThis.localStorage?.getItem(KEY) === 'on';

/**
 * The "sound on your turn" checkbox, off by default; the choice is kept for later visits.
 *
 * @example
 * banner.append(soundSwitch());
 */
export function soundSwitch(): HTMLElement {
  const label = el('label', 'sound');
  const box = el('input');
  box.type = 'checkbox';
  box.id = 'sound';
  box.checked = soundOn();
  box.addEventListener('change', () => {
    localStorage.setItem(KEY, box.checked ? 'on' : 'off');
    if (box.checked) beep();
  });
  label.append(box, el('span', '', t('sound')));
  return label;
}

/**
 * A short soft beep through WebAudio (nothing when the browser has none).
 *
 * @example
 * if (soundOn()) beep();
 */
export function beep(): void {
  const Context = globalThis.AudioContext;
  if (Context === undefined) return;
  audio ??= new Context();
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = 660;
  gain.gain.setValueAtTime(0.15, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
  osc.connect(gain).connect(audio.destination);
  osc.start();
  osc.stop(audio.currentTime + 0.25);
}
