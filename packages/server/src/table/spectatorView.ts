import type { SeatView } from '@stich/core';

const same = (values: readonly unknown[]): boolean => {
  const first = JSON.stringify(values[0]);
  return values.every((v) => JSON.stringify(v) === first);
};

/** Keeps each field of `extra` that every seat sees alike, else `null`. */
function publicExtra(extras: readonly unknown[]): unknown {
  const [first] = extras;
  if (typeof first !== 'object' || first === null || Array.isArray(first)) {
    return same(extras) ? first : null;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(first)) {
    const values = extras.map((e) => (e as Record<string, unknown> | null)?.[key]);
    out[key] = same(values) ? values[0] : null;
  }
  return out;
}

/**
 * What a spectator sees, built from every seat's view (`views[s]` is seat `s`'s): no
 * seat, no hand, no legal actions, and of every other field only what all seats see
 * alike (else `null`). A hand is open to spectators when every other seat sees it.
 * So a spectator never learns more than every single player knows.
 *
 * @example
 * const view = spectatorView([0, 1, 2].map((s) => session.view(s)));
 * view.hand; // []
 */
export function spectatorView(views: readonly SeatView[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const first = views[0] as unknown as Record<string, unknown>;
  for (const key of Object.keys(first)) {
    const values = views.map((v) => (v as unknown as Record<string, unknown>)[key]);
    out[key] = same(values) ? values[0] : null;
  }
  out.extra = publicExtra(views.map((v) => v.extra));
  out.seat = null;
  out.hand = [];
  out.legalActions = [];
  out.openHands = views.map((_, seat) => {
    const seen = views.filter((v) => v.seat !== seat).map((v) => v.openHands[seat] ?? null);
    return seen.length > 0 && seen[0] !== null && same(seen) ? seen[0] : null;
  });
  return out;
}
