import { describeConformance } from '@stich/core/testing';
import { doppelkopf } from '../src/index';

// Every option that changes the flow or the legal actions, through the shared suite.
describeConformance(doppelkopf, { deals: 600, statechartDeals: 40, roundTripDeals: 5 });
describeConformance(doppelkopf, {
  options: { deck: '40', dullen: 'secondWins', soloLead: 'allSolos', pflichtsolo: false },
  deals: 400,
  statechartDeals: 30,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'forty',
});
describeConformance(doppelkopf, {
  options: { dullenAreTrump: false, hochzeitKlaerung: 'ersterFehlstich', hochzeitTricks: 5 },
  deals: 400,
  statechartDeals: 30,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'house rules',
});
describeConformance(doppelkopf, {
  options: { hochzeitKlaerung: 'ersterTrumpfstich', reKontraDoubles: true, karlchenGefangen: true },
  deals: 400,
  statechartDeals: 30,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'trump tricks',
});
// Armut (7.10): its exchange, and the two ways it ends without a taker.
describeConformance(doppelkopf, {
  options: { armut: {} },
  deals: 400,
  statechartDeals: 30,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'armut',
});
describeConformance(doppelkopf, {
  options: { armut: { ohneAbnehmer: 'normal', vorHochzeit: false, fuchsZaehlt: false } },
  deals: 400,
  statechartDeals: 30,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'armut played normally',
});
// Schmeißen (7.11) with every trigger, beside Armut: the deal ends in the query.
describeConformance(doppelkopf, {
  options: {
    schmeissen: ['neunen5', 'koenige5', 'neunenKoenige7', 'einTrumpf'],
    armut: { vorHochzeit: false },
  },
  deals: 400,
  statechartDeals: 30,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'schmeissen',
});
// Five at the table (7.14): the dealer sits each deal out.
describeConformance(doppelkopf, {
  options: { tableSize: 5, armut: {} },
  deals: 400,
  statechartDeals: 30,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'five',
});
// The further solos of 7.19.
describeConformance(doppelkopf, {
  options: { extraSolos: ['koenig', 'damenBuben'], soloLead: 'allSolos' },
  deals: 400,
  statechartDeals: 30,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'extra solos',
});
// The Hochzeiter's choice of rule (7.4).
describeConformance(doppelkopf, {
  options: { hochzeitKlaerung: 'wahl', hochzeitTricks: 4 },
  deals: 400,
  statechartDeals: 30,
  roundTripDeals: 5,
  sessions: 1,
  seed: 'wahl',
});
// Schweinchen and Superschweinchen (7.12).
describeConformance(doppelkopf, {
  options: { schweinchen: { superschweinchen: 'zehnen' } },
  deals: 400,
  statechartDeals: 30,
  roundTripDeals: 5,
  swapDeals: 40,
  sessions: 1,
  seed: 'schweinchen',
});
