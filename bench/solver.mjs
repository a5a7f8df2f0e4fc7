// The exact solver on full deals: Skat suit games right after the discard (the exact
// value alone, the value with the best cards, and the win/loss question), and Kalter
// Schlag from several depths (at 8 tricks also the value alone), beside the limit anchor
// measured in the same run; and Doppelkopf from the first trick, the question `stich
// solve` answers there, the band of Re's card points between the marks where the game's
// value changes (issue 33's bar: a median under 10 s).
// Run after `pnpm build`: node bench/solver.mjs [--quick] [--doppelkopf] (only Doppelkopf;
// DK_SEEDS=3,5 picks the Doppelkopf deals) [--exact] (Doppelkopf's exact total instead)
import { Rng, unwrap } from '../packages/core/dist/index.js';
import { seatNames } from '../packages/core/dist/plugin/index.js';
import { doppelkopf } from '../packages/doppelkopf/dist/index.js';
import { doppelkopfQuestion } from '../packages/doppelkopf/dist/plugin.js';
import { kalterSchlag } from '../packages/kalter-schlag/dist/index.js';
import { skat } from '../packages/skat/dist/index.js';
import { createSolver } from '../packages/solver/dist/index.js';
import { fmt, median, runAnchor } from './lib.mjs';

const quick = process.argv.includes('--quick');
/** Only the Doppelkopf section (for work on it). */
const onlyDoppelkopf = process.argv.includes('--doppelkopf');
/** Doppelkopf's exact total (`stich solve --exact`) instead of the band between its marks. */
const EXACT = process.argv.includes('--exact');
const SKAT_GAMES = quick ? 20 : 100;
const KS_DEALS = quick ? 20 : 100;
/** Whole Kalter Schlag deals take seconds each: fewer of them. */
const KS_FULL_DEALS = quick ? 5 : 25;

const skatRules = skat.rules();
const ksRules = kalterSchlag.rules();
const deck = skatRules.ctx.deck;
const SUITS = ['C', 'S', 'H', 'D'];

/** The value at quantile `p` (0..1) of numbers. */
function quantile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/** Cards of a two-word hand (Skat deck: the low word). */
function idsOf(lo) {
  const out = [];
  for (let id = 0; id < 32; id++) if (lo & (1 << id)) out.push(id);
  return out;
}

/** Bidding that leaves `seat` the declarer at 18 (dealer 2: forehand 0, middlehand 1, rearhand 2). */
const BIDDING = [
  [
    { type: 'pass', seat: 1 },
    { type: 'pass', seat: 2 },
    { type: 'bid', seat: 0, value: 18 },
  ],
  [
    { type: 'bid', seat: 1, value: 18 },
    { type: 'pass', seat: 0 },
    { type: 'pass', seat: 2 },
  ],
  [
    { type: 'pass', seat: 1 },
    { type: 'bid', seat: 2, value: 18 },
    { type: 'pass', seat: 0 },
  ],
];

/** The suit a hand holds most trumps in (jacks included), and how many. */
function bestSuit(hand) {
  const isJack = (id) => deck.rankOf[id] === 'J';
  const trumps = (suit) => hand.filter((id) => isJack(id) || deck.suitOf[id] === suit).length;
  const game = SUITS.reduce((a, b) => (trumps(b) > trumps(a) ? b : a));
  return { game, trumps: trumps(game), isJack };
}

/**
 * A Skat suit game after the discard. The declarer is the seat with most trumps in its
 * best suit counting the skat (as a real declarer would be); it plays that suit and lays
 * back the two plain cards worth fewest points.
 */
function skatGame(seed) {
  let s = skatRules.deal({ dealer: 2, seed });
  const skatIds = idsOf(s.skat[0]);
  const strength = (seat) => bestSuit([...idsOf(s.hands[2 * seat]), ...skatIds]).trumps;
  const declarer = [0, 1, 2].reduce((a, b) => (strength(b) > strength(a) ? b : a));
  const step = (a) => {
    s = unwrap(skatRules.applyAction(s, a));
  };
  for (const a of BIDDING[declarer]) step(a);
  step({ type: 'pickUpSkat', seat: declarer });
  const hand = idsOf(s.hands[2 * declarer]);
  const { game, isJack } = bestSuit(hand);
  const plain = hand.filter((id) => !isJack(id) && deck.suitOf[id] !== game);
  plain.sort((a, b) => deck.points[a] - deck.points[b]);
  step({ type: 'discard', seat: declarer, cards: plain.slice(0, 2).map((id) => deck.codes[id]) });
  step({ type: 'declare', seat: declarer, game });
  return s;
}

/**
 * Times `work` on each position; returns [milliseconds per position, nodes per position,
 * total CPU milliseconds] (CPU time and nodes compare runs on a loaded machine).
 */
function timeEach(positions, work) {
  const times = [];
  const nodes = [];
  const cpu0 = process.cpuUsage();
  for (const p of positions) {
    const t0 = process.hrtime.bigint();
    nodes.push(work(p));
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const cpu = process.cpuUsage(cpu0);
  return [times, nodes, (cpu.user + cpu.system) / 1000];
}

function row(label, [times, nodes, cpu]) {
  const ms = (x) => `${x.toFixed(1).padStart(7)} ms`;
  // Nodes per CPU second: how cheap a node is, apart from how many there are.
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  const rate = cpu > 0 ? `${fmt(sum(nodes) / cpu)}k` : 'n/a';
  console.log(
    `  ${label.padEnd(44)} median ${ms(median(times))}  p90 ${ms(quantile(times, 0.9))}  max ${ms(Math.max(...times))}  nodes median ${fmt(median(nodes)).padStart(8)}  p90 ${fmt(quantile(nodes, 0.9)).padStart(9)}  total ${fmt(sum(nodes)).padStart(11)}  ${rate.padStart(6)} nodes/cpu-s  cpu ${(cpu / 1000).toFixed(2).padStart(6)} s`,
  );
}

/** Doppelkopf deals of the bench: seeds 1..n, dealer by seed, and four times "gesund". */
const DK_SEEDS = process.env.DK_SEEDS
  ? process.env.DK_SEEDS.split(',').map(Number)
  : quick
    ? [1, 2, 3]
    : [1, 2, 3, 4, 5, 6, 7, 8, 9];
/**
 * Per deal, the most processor time a solve may take before it is stopped and reported
 * as "> cap" (processor time, so that other work on a shared machine does not stop it early).
 */
const DK_CAP_MS = quick ? 20_000 : 60_000;

/** This process's processor time in milliseconds. */
function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Doppelkopf from the first trick, as `stich solve` asks it: the party question of the
 * Doppelkopf plug-in (the Re party's card points with best play, and whether it reaches
 * its mark), solved by `solve` (the value and every best card) from a fresh solver.
 */
function doppelkopfSection() {
  const rules = doppelkopf.rules();
  const probe = rules.deal({ dealer: 3, seed: 1 });
  const gesund = rules.legalActions(probe).find((a) => a.type === 'pass');
  const rows = [];
  for (const seed of DK_SEEDS) {
    let s = rules.deal({ dealer: seed & 3, seed });
    for (let i = 0; i < 4; i++) s = unwrap(rules.applyAction(s, { ...gesund, seat: s.turn }));
    const question = doppelkopfQuestion.ask({
      ctx: rules.ctx,
      state: s,
      flags: {},
      game: 'Doppelkopf',
      names: seatNames(4),
    });
    const query = {
      side: question.side.seats,
      objective: question.objective,
      count: question.count,
      extra: question.extra,
      lastTrick: question.lastTrick,
    };
    const solver = createSolver(rules, doppelkopfQuestion.solver);
    const t0 = performance.now();
    const c0 = cpuMs();
    // Asked every 1024 positions (STOP_EVERY): the calls count the positions of a stopped search.
    let asked = 0;
    const stop = () => ++asked > 0 && cpuMs() - c0 > DK_CAP_MS;
    const row = { seed, side: question.side.seats, target: question.goal?.target ?? 121 };
    try {
      const r = EXACT
        ? solver.solve(s, query, { stop })
        : solver.solveBand(
            s,
            query,
            { marks: question.marks, first: question.goal?.target, every: false },
            { stop },
          );
      const [ms, cpu] = [performance.now() - t0, cpuMs() - c0];
      const [value, upper] = EXACT ? [r.value, r.value] : [r.lower, r.upper];
      rows.push({ ...row, ms, cpu, nodes: r.nodes, value, upper });
    } catch (e) {
      if (e?.code !== 'SEARCH_STOPPED') throw e;
      const [ms, nodes] = [performance.now() - t0, asked * 1024];
      rows.push({ ...row, ms, cpu: Number.POSITIVE_INFINITY, nodes, value: null });
    }
  }
  console.log(
    `\nDoppelkopf from the first trick, normal game after four times "gesund" (${rows.length} deals, stich solve's question${EXACT ? ' with --exact' : ''}: Re's card points ${EXACT ? 'exactly' : 'as the band between the marks 30, 60, 90, 121, 151, 181, 211'} and ${EXACT ? 'every best card' : 'one card that keeps it'}; cap ${DK_CAP_MS / 1000} s a deal)`,
  );
  const time = (ms) =>
    Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : `> ${DK_CAP_MS / 1000} s`;
  for (const r of rows) {
    const re =
      r.side.length === 1 ? `Re: seat ${r.side[0]} alone` : `Re: seats ${r.side.join('+')}`;
    const answer =
      r.value === null
        ? `stopped      nodes > ${fmt(r.nodes).padStart(11)}`
        : `value ${`${r.value}${r.upper === r.value ? '' : `-${r.upper}`}`.padStart(7)} (${r.value >= r.target ? 'wins' : 'loses'}, mark ${r.target})  nodes ${fmt(r.nodes).padStart(13)}`;
    console.log(
      `  seed ${String(r.seed).padStart(2)}  ${re.padEnd(18)} cpu ${time(r.cpu).padStart(9)}  wall ${(r.ms / 1000).toFixed(2).padStart(7)} s  ${answer}`,
    );
  }
  console.log(
    `  median: cpu ${time(median(rows.map((r) => r.cpu)))}, wall ${(median(rows.map((r) => r.ms)) / 1000).toFixed(2)} s (bar: under 10 s; cpu is what a quiet machine's wall would be)`,
  );
}

console.log(`Solver benchmark: node ${process.version}${quick ? ' (quick)' : ''}`);
if (!onlyDoppelkopf) skatAndKalterSchlag();
doppelkopfSection();

/** Skat and Kalter Schlag, beside the limit anchor. */
function skatAndKalterSchlag() {
  const anchorBefore = runAnchor(quick ? 300_000 : 2_000_000, 3);

  const skatSolver = createSolver(skatRules);
  const games = Array.from({ length: SKAT_GAMES }, (_, i) => skatGame(1000 + i));
  // A suit game without schwarz announced plays out to the last trick (`playsOut`).
  const queryOf = (s) => ({
    side: [s.x.declarer],
    extra: deck.pointsOf(s.skat[0], s.skat[1]),
    playsOut: true,
  });
  // Warm-up, so that the first positions do not pay for compilation.
  for (const s of games.slice(0, 3)) skatSolver.solve(s, queryOf(s));
  // Each position from scratch: the solver forgets the deals before (it would keep its table
  // for like questions, which helps a sampling bot whose deals share most cards).
  const cold = (solve) => (s) => {
    skatSolver.reset();
    return solve(s);
  };
  const exact = timeEach(
    games,
    cold((s) => skatSolver.solve(s, queryOf(s)).nodes),
  );
  const value = timeEach(
    games,
    cold((s) => skatSolver.value(s, queryOf(s)).nodes),
  );
  const wins = timeEach(
    games,
    cold((s) => skatSolver.canReach(s, { ...queryOf(s), target: 61 }).nodes),
  );

  const ksSolver = createSolver(ksRules);
  const ksAt = (tricksLeft) =>
    Array.from({ length: tricksLeft === 8 ? KS_FULL_DEALS : KS_DEALS }, (_, i) => {
      const rng = new Rng(i);
      const s = ksRules.deal({ dealer: i & 3, rng });
      while (s.history.length < 4 * (8 - tricksLeft)) {
        let code = ksRules.randomCode(s, rng);
        while (code >= 64) code = ksRules.randomCode(s, rng);
        ksRules.applyCode(s, code);
      }
      return s;
    });
  const ks = [4, 6, 8].map((t) => [
    t,
    timeEach(ksAt(t), (s) => {
      ksSolver.reset();
      return ksSolver.solve(s, { side: [s.turn], objective: 'min' }).nodes;
    }),
  ]);
  const ksValue = timeEach(ksAt(8), (s) => {
    ksSolver.reset();
    return ksSolver.value(s, { side: [s.turn], objective: 'min' }).nodes;
  });
  const anchorAfter = runAnchor(quick ? 300_000 : 2_000_000, 3);

  console.log(`\nSkat suit games after the discard (${SKAT_GAMES} deals, declarer's card points)`);
  row('exact value (value)', value);
  row('exact value + best cards (solve)', exact);
  row('declarer wins? 61 (canReach)', wins);
  console.log(
    '\nKalter Schlag (fewest points the seat to lead can be held to; random play before)',
  );
  for (const [t, r] of ks) row(`${t} tricks left, ${r[0].length} deals (solve)`, r);
  row(`8 tricks left, ${ksValue[0].length} deals (value)`, ksValue);
  const anchor =
    anchorBefore === null || anchorAfter === null ? null : (anchorBefore + anchorAfter) / 2;
  console.log(
    `\nlimit anchor (../shared/anchors/kalter-limit.mjs): ${anchor === null ? 'n/a (anchor not found)' : `${fmt(anchor)} deals/s (before ${fmt(anchorBefore)}, after ${fmt(anchorAfter)})`}`,
  );
}
