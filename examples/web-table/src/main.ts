import { chatBox } from './chatPanel';
import { renderInvite } from './invitePage';
import { renderLobby } from './lobby';
import { forgetSeat, keptSeat } from './seatStore';
import { TableConnection } from './tableConnection';
import { renderTable, type TableUi } from './tableView';

// The page is the lobby (#) or a table: #table=ID plays the seat this browser holds
// there (its token is in localStorage), #watch=ID watches; ?table=ID&invite=SECRET (an
// invite link) seats this browser, then goes on to #table=ID.
const root = document.getElementById('app')!;
let leave: () => void = () => {};

function route(): void {
  leave();
  leave = () => {};
  const query = new URLSearchParams(location.search);
  const invited = query.get('table');
  const invite = query.get('invite');
  if (invited !== null && invite !== null) {
    renderInvite(root, invited, invite, (id) => {
      history.replaceState(null, '', `${location.pathname}#table=${encodeURIComponent(id)}`);
      route();
    });
    return;
  }
  const hash = new URLSearchParams(location.hash.slice(1));
  const id = hash.get('table') ?? hash.get('watch');
  if (id === null) {
    leave = renderLobby(root);
    return;
  }
  const kept = hash.has('table') ? keptSeat(id) : undefined;
  const conn: TableConnection = new TableConnection(
    id,
    kept === undefined ? { watch: id } : { token: kept.token },
    () => ui.redraw(),
    () => forgetSeat(id),
  );
  const ui: TableUi = {
    picked: new Set(),
    pickedAt: -1,
    redraw: () => renderTable(root, conn, ui),
    lastTrick: false,
    chat: chatBox(conn),
    myTurn: false,
    sentNext: new Set(),
  };
  // A turn timer counts down on screen.
  const tick = setInterval(() => {
    if (conn.state.view?.deadline != null || conn.state.review !== null)
      renderTable(root, conn, ui);
  }, 1000);
  renderTable(root, conn, ui);
  leave = () => {
    clearInterval(tick);
    conn.stop();
  };
}

window.addEventListener('hashchange', route);
route();
