import {
  defineAnnouncements,
  defineVariant,
  type GameState,
  phaseGraph,
  type SidesSpec,
  trickPhase,
} from '@stich/core';
import { newAnnouncements, newCallRound, widePlayout } from '@stich/core/kernel';
import { DOPPELKOPF_ACTIONS, type DoppelkopfAction } from './actions';
import { armutPhase } from './armut';
import { isSolo } from './games';
import { doppelkopfModes, modeOf } from './modes';
import { DOPPELKOPF_OPTIONS, type DoppelkopfOptions } from './options';
import { type DoppelkopfOutcome, scoreOutcome } from './outcome';
import { announcementsOpen, deadlines, deckOf, klaerungCounts, partiesBy } from './rules';
import { normalModeWithPigs } from './schweinchen';
import { type DoppelkopfSheet, doppelkopfSession } from './session';
import { DOPPELKOPF_SETUP } from './setup';
import type { DoppelkopfState } from './state';
import { type DoppelkopfView, doppelkopfView } from './view';
import { vorbehaltPhase } from './vorbehalt';

type S = GameState<DoppelkopfState>;

/** Seats whose party an announcement made public (3.4.2.4). */
const announcers = (s: S) => s.x.announcements.log.map((entry) => entry.seat);

/**
 * The parties (section 3), declared: in a normal game the holders of the club queens
 * (a stille Hochzeit when one holds both), in a solo the soloist alone, in a Hochzeit the
 * Hochzeiter and the first other winner of a qualifying trick among the first ones.
 */
function parties(o: DoppelkopfOptions): SidesSpec<DoppelkopfState> {
  return {
    kind: 'byGame',
    game: partiesBy,
    sides: {
      normal: { kind: 'cardHeld', cards: ['CQ'], revealed: announcers },
      solo: { kind: 'declarer', declarer: (s) => s.x.declarer },
      hochzeit: {
        kind: 'declarer',
        declarer: (s) => s.x.declarer,
        partner: {
          by: 'firstTrick',
          within: o.hochzeitTricks,
          counts: (s, trick) => klaerungCounts(o, s, trick),
        },
        revealed: announcers,
      },
      // The player who takes an Armut's cards says so aloud (7.10.4).
      armut: {
        kind: 'declarer',
        declarer: (s) => s.x.declarer,
        partner: { by: 'named', seat: (s) => s.x.armut?.partner ?? -1 },
        revealed: announcers,
      },
    },
  };
}

/** The soloist leads a Pflichtsolo, or with option `soloLead: 'allSolos'` every solo (1.6). */
function leader(o: DoppelkopfOptions) {
  return function soloistOrForehand(s: S): number {
    const game = s.x.game;
    if (game === null || !isSolo(game)) return s.lead0;
    return s.x.pflicht || o.soloLead === 'allSolos' ? s.x.declarer : s.lead0;
  };
}

/**
 * Doppelkopf by the DDV tournament rules (doppelkopf.en.md and NOTES): four players, the
 * doubled pack of 48 cards (40 as an option); the Vorbehalt query with Pflicht- and
 * Lustsolo precedence; the normal game with parties by the club queens, the stille and
 * the announced Hochzeit with its Klärungsstich, the Farb-, Damen-, Buben- and
 * Fleischlos-Solo; Re, Kontra and keine 90/60/30/schwarz by any player at any moment of
 * trick play with deadlines in cards held, the Hochzeit's shift and the late reply; the
 * DDV winning thresholds, game points and Sonderpunkte; a soloist scores three times.
 *
 * @example
 * import { createGame } from '@stich/core';
 * import { doppelkopf } from '@stich/doppelkopf';
 *
 * const game = createGame(doppelkopf, { seed: 1, dealer: 3 });
 * game.legalActions(0); // [{ type: 'pass', seat: 0 }, { type: 'claimGame', seat: 0 }]
 */
export const doppelkopf = defineVariant<
  DoppelkopfOptions,
  DoppelkopfState,
  DoppelkopfOutcome,
  DoppelkopfAction,
  DoppelkopfSheet,
  DoppelkopfSheet,
  DoppelkopfView
>({
  id: 'doppelkopf',
  name: 'Doppelkopf',
  summary:
    'Doppelkopf by the DDV rules: four players, the doubled pack; the club queens make the parties, or a Hochzeit or a solo; Re, Kontra and Absagen during play.',
  // At a table of five the dealer sits the deal out (7.14).
  players: (o) => ({ seats: o.tableSize ?? 4, active: 4 }),
  deck: deckOf,
  // Four rounds of three (1.5.2); without nines 3, 4, 3 (1.5.3).
  deal: (o) =>
    o.deck === '48'
      ? [{ each: 3 }, { each: 3 }, { each: 3 }, { each: 3 }]
      : [{ each: 3 }, { each: 4 }, { each: 3 }],
  options: DOPPELKOPF_OPTIONS,
  setup: DOPPELKOPF_SETUP,
  trumpModes: doppelkopfModes,
  doubling: null,
  sides: parties,
  actions: DOPPELKOPF_ACTIONS,
  phases: (ctx) => {
    const o = ctx.options;
    // The normal game's order, with the Schweine on top under option `schweinchen` (7.12).
    const normal = o.schweinchen === undefined ? 'normal' : normalModeWithPigs(o);
    const declared = {
      to: 'play',
      trump: function namedGame(s: S) {
        const game = s.x.game!;
        const mode = modeOf(game);
        return mode === 'normal' && !isSolo(game) && typeof normal !== 'string' ? normal(s) : mode;
      },
      lead: leader(o),
    } as const;
    const allPassed = { to: 'play', trump: normal } as const;
    const play = {
      phase: trickPhase<DoppelkopfState, DoppelkopfOptions, DoppelkopfAction>({
        announcements: defineAnnouncements({
          opening: ['re', 'kontra'],
          levels: ['no90', 'no60', 'no30', 'schwarz'],
          deadlines: ({ ctx, s }) => deadlines(ctx, s),
          open: ({ ctx, s }) => announcementsOpen(ctx, s),
          reply: true,
          state: (s) => s.x.announcements,
        }),
        // The doubled pack and the announcements play out on core's wide fused loop.
        widePlayout,
      }),
      exits: { lastTrick: 'done' },
    } as const;
    // Armut (7.10): its exchange between the query and the play; without a taker the deal
    // is over (dealt again) or a normal game is played. A hand thrown in (7.11) ends it.
    const armut = o.armut;
    return phaseGraph({
      vorbehalt: {
        phase: vorbehaltPhase(),
        exits: {
          declared,
          allPassed,
          armut: armut === undefined ? null : 'armut',
          thrownIn: (o.schmeissen?.length ?? 0) > 0 ? 'done' : null,
        },
      },
      armut:
        armut === undefined
          ? null
          : {
              phase: armutPhase(),
              exits: {
                accepted: { to: 'play', trump: normal },
                refused: armut.ohneAbnehmer === 'normal' ? allPassed : 'done',
              },
            },
      play,
    });
  },
  init: () => ({
    callRound: newCallRound(),
    announcements: newAnnouncements(),
    game: null,
    declarer: -1,
    pflicht: false,
  }),
  score: scoreOutcome,
  viewExtra: doppelkopfView,
  session: doppelkopfSession,
  describe: {
    scoring: [
      'The party with 121 card points wins (Kontra with 120), unless announcements move the mark: an Absage must be made good, and the other side wins by reaching the mark it denied.',
      'The winners score 1 for winning, 1 for each of under 90, 60 and 30 and schwarz of the losers, 2 each for Re and Kontra, 1 for each Absage, and 1 for each mark reached against an Absage.',
      'In a normal game both parties add Sonderpunkte: a trick of 40 card points (Doppelkopf), a fox caught, Karlchen winning the last trick, and for Kontra winning against the club queens.',
      'Each player of a party writes the netted value, plus or minus; a soloist writes it three times.',
    ],
    endConditions: doppelkopfSession.describe,
  },
});
