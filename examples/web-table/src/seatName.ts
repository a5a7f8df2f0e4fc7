import { t } from './language';
import type { TableState } from './tableConnection';

/**
 * A seat's name as this page shows it: `You` for the page's own seat, `Bot N` for a
 * bot's, else the name the seat joined with, else `Seat N` (seats count from 1).
 *
 * @example
 * seatName(conn.state, 2); // 'Anna'
 */
export function seatName(state: TableState, seat: number): string {
  if (seat === state.seat) return t('you');
  if (state.seats[seat]?.kind === 'bot') return `Bot ${seat + 1}`;
  return state.seats[seat]?.name ?? `${t('seat')} ${seat + 1}`;
}
