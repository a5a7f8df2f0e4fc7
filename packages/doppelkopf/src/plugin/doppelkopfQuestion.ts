import { seatsOf } from '@stich/core/kernel';
import {
  type AskContext,
  nameList,
  QuestionError,
  type Side,
  type SolveQuestion,
  teamQuestion,
} from '@stich/core/plugin';
import {
  type DoppelkopfOptions,
  type DoppelkopfState,
  gameName,
  klaerungsstich,
  type Party,
  partiesBy,
} from '../index';
import { partyTarget } from './partyTarget';

type Ask = AskContext<DoppelkopfState, DoppelkopfOptions>;

/** A party as the output names it: `Re (Anne and Christina)`, `the soloist (Bert)`. */
function partySide(c: Ask, party: Party, seats: readonly number[], solo: boolean): Side {
  const who = nameList(c.names, seats);
  if (party === 're' && solo) return { seats, name: `the soloist (${who}, Re)`, plural: false };
  return { seats, name: `${party === 're' ? 'Re' : 'Kontra'} (${who})`, plural: true };
}

/** Who the declarer is, by game: the soloist unless named here. */
const ROLE: Readonly<Record<string, string>> = { hochzeit: 'Hochzeit of', armut: 'poor player' };

/** A note when some seat's party is not yet known to every other seat: the record tells it. */
function partiesNote(c: Ask): string[] {
  const seats = Array.from({ length: c.state.seats }, (_, seat) => seat);
  const truth = c.ctx.sides!.of(c.state);
  // A seat that sits the deal out (the dealer at a table of five) has no party to know.
  const hidden = seats.some((viewer) =>
    c.ctx
      .sides!.knownTo(c.state, viewer)
      .some((side, seat) => side === null && truth[seat] !== null),
  );
  return hidden
    ? [
        'the parties come from the record (who holds the club queens), before the table knows them all',
      ]
    : [];
}

/**
 * Doppelkopf's question for `stich solve`: the Re party's card points at best play, as
 * the band between the marks where the game's value changes (30, 60, 90, its winning
 * mark, 151, 181, 211; `--exact` for the exact total), and whether it reaches its mark:
 * 121, or 120 when only Kontra announced, moved by the Absagen (5.9: 151 against keine
 * 90 ..., every trick for schwarz, and the other way round); `--seat` of a Kontra player
 * asks about Kontra, with its own mark (120 unmoved) and the same marks, which are
 * symmetric (Re's 151 is Kontra's 89).
 * The parties come from core's sides (the club queens, the soloist, the Hochzeit's
 * partner), which the record knows before the table does: a note says so. Refused while
 * the Vorbehalt query is open and in a Hochzeit before its Klärungsstich. The solver gets
 * a table of 2^20 slots (about 60 MB): from the first trick, the 48 cards' positions
 * overflow the default's 2^17, and the bigger table halved the positions searched ten
 * tricks from the end.
 *
 * @example
 * doppelkopfQuestion.ask({ ctx: rules.ctx, state, flags: {}, game: 'Doppelkopf', names: seatNames(4) }).side.name; // 'Re (Anne and Christina)'
 */
export const doppelkopfQuestion: SolveQuestion<DoppelkopfState, DoppelkopfOptions> = {
  solver: { tableBits: 20 },
  ask(c) {
    const { ctx, state, flags } = c;
    const by = partiesBy(state);
    if (by === 'pending')
      throw new QuestionError('the Vorbehalt query is not over: no game to solve yet');
    if (by === 'hochzeit' && klaerungsstich(ctx, state) < 0)
      throw new QuestionError(
        "the Hochzeit's partner is not found yet (the Klärungsstich is open): nothing to solve",
      );
    const sides = ctx.sides!.of(state);
    const re = seatsOf(sides, 0);
    const kontra = seatsOf(sides, 1);
    const solo = re.length === 1;
    const game = state.x.game;
    const named = game === null ? (solo ? 'stille Hochzeit' : 'Normalspiel') : gameName(game, 'de');
    const about =
      state.x.declarer >= 0
        ? `${c.game}, ${named}, ${ROLE[game?.kind ?? ''] ?? 'soloist'} ${c.names[state.x.declarer]}`
        : `${c.game}, ${named}`;
    const asked: Party = flags.seat !== undefined && kontra.includes(flags.seat) ? 'kontra' : 're';
    const made = state.x.announcements.made;
    const target = partyTarget({ re: made[0], kontra: made[1] }, asked, ctx.tricksPerDeal);
    const ours = asked === 're' ? re : kontra;
    const theirs = asked === 're' ? kontra : re;
    const notes = by === 'normal' ? partiesNote(c) : [];
    const question = teamQuestion(c, {
      about,
      declarers: partySide(c, asked, ours, solo),
      defenders: partySide(c, asked === 're' ? 'kontra' : 're', theirs, solo),
      extra: 0,
      extraNote: '',
      need: target,
      notes,
    });
    // The game's value changes only at these card points of the party asked (5.1): the
    // winning mark, and each party's 90, 60 and 30 (240 - 151 = 89 for the other party).
    if (question.goal === null || target.count !== 'points') return question;
    const marks = [...new Set([30, 60, 90, target.target, 151, 181, 211])].sort((a, b) => a - b);
    return { ...question, marks };
  },
};
