import { createSession } from '@stich/core';
import { describe, expect, it } from 'vitest';
import { type DoppelkopfAction, doppelkopf } from '../src/index';

// Through a session: a Pflichtsolo chosen freely keeps the dealer (1.4.2), and a seat that
// has played its Pflichtsolo plays its next solo as a Lustsolo (4.8.2). The session tells
// each deal who still owes one (the deal's setup).

const newSession = () => createSession(doppelkopf, { seed: 5 });
type Session = ReturnType<typeof newSession>;

/** A session in which forehand reserves and names a Damensolo, the others say "gesund". */
function soloByForehand(session: Session) {
  const dealer = session.state().dealer;
  const forehand = (dealer + 1) % 4;
  for (let i = 0; i < 4; i++) {
    const seat = session.turn()!;
    const action: DoppelkopfAction =
      seat === forehand ? { type: 'claimGame', seat } : { type: 'pass', seat };
    expect(session.apply(action).ok).toBe(true);
  }
  expect(session.apply({ type: 'declare', seat: forehand, game: 'damensolo' }).ok).toBe(true);
  return forehand;
}

/** Plays the deal's cards out, each seat its first legal card. */
function playOut(session: Session) {
  const deals = session.dealsPlayed;
  while (session.dealsPlayed === deals) {
    const seat = session.turn()!;
    const card = session.legalActions(seat).find((a) => a.type === 'play')!;
    expect(session.apply(card).ok).toBe(true);
  }
}

describe('Pflichtsolo through a session (4.8, 1.4.2)', () => {
  it('after a Pflichtsolo the same dealer deals again (1.4.2, 4.8.1)', () => {
    const session = newSession();
    const dealer = session.state().dealer;
    soloByForehand(session);
    expect(session.state().x).toMatchObject({ pflicht: true });
    playOut(session);
    expect(session.state().dealer).toBe(dealer);
  });

  it('a seat that played its Pflichtsolo plays its next solo as a Lustsolo (4.8.2, 4.8.3)', () => {
    const session = newSession();
    const first = soloByForehand(session);
    playOut(session);
    // Deal on until the same seat is forehand again, every deal a normal game.
    while ((session.state().dealer + 1) % 4 !== first) {
      for (let i = 0; i < 4; i++) session.apply({ type: 'pass', seat: session.turn()! });
      playOut(session);
    }
    expect(soloByForehand(session)).toBe(first);
    expect(session.state().x).toMatchObject({ pflicht: false });
  });
});
