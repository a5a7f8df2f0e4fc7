import { type Bot, pimcBot } from '@stich/bots';
import { type BaseAction, type GameState, Rng } from '@stich/core';
import type { Rules } from '@stich/core/kernel';
import { usageError } from '../cliError';
import { pimcFor } from '../pimcFor';
import { findVariant, reportOf } from '../registry';
import { dealRecord, rolesOf } from './dealRecord';
import { loadedMeasures, measureValues } from './measures';
import { chunksOf, type Role, type SeatKind, type SimulationPlan } from './plan';
import { playWithBots } from './playWithBots';
import { Recorder } from './recorder';
import { randomBot, roleBot } from './roleBot';
import { STREAM, streamSeed } from './streamSeed';
import { Tally, type TallyData } from './tally';

/** A session longer than this many deals is cut off and counted as not ended. */
export const MAX_SESSION_DEALS = 10_000;

type AnyRules = Rules<unknown, unknown, unknown, BaseAction>;

/** One option set, ready to play. */
interface Table {
  readonly rules: AnyRules;
  readonly options: unknown;
  /** A bot per seat, `null` for a random seat; `null` for all when every seat is random. */
  readonly bots: readonly (Bot | null)[] | null;
  /** A state to deal into, in place. */
  readonly state: GameState<unknown>;
  /** Who plays each seat (before roles). */
  readonly kinds: readonly SeatKind[];
  readonly label: string;
  /** The last deal's finished state. */
  finished: GameState<unknown>;
}

/** A chunk's sums, and with `--deals-out` its deals' JSON lines (each ending in a newline). */
export type ChunkData = TallyData & { readonly dealLines?: string };

/**
 * Plays the chunks of a plan, one at a time, in whichever thread holds it. A chunk is
 * `plan.chunkSize` deals or sessions; every option set plays the chunk's deals in
 * lockstep, from the same seeds.
 *
 * @example
 * const data = chunkRunner(plan).play(0);
 */
export function chunkRunner(plan: SimulationPlan): { play(chunk: number): ChunkData } {
  const entry = findVariant(plan.variant);
  if (entry === undefined) throw usageError(`unknown variant '${plan.variant}'`);
  const report = reportOf(entry);
  const roleKinds = Object.entries(plan.roles ?? {}) as [Role, SeatKind][];
  const tables: Table[] = plan.sets.map(({ options, label }) => {
    const rules = entry.variant.rules(options as object) as AnyRules;
    const kinds = Array.from(
      { length: rules.ctx.seats },
      (_, seat) => plan.seats[plan.seats.length === 1 ? 0 : seat] ?? 'random',
    );
    const pimc = [...kinds, ...roleKinds.map(([, k]) => k)].includes('pimc')
      ? pimcBot(rules, {
          samples: plan.pimcSamples,
          timeMs: plan.pimcThinkMs,
          adapter: pimcFor(entry),
        })
      : null;
    const botOf = (k: SeatKind) =>
      k === 'pimc'
        ? pimc
        : k === 'rules' && entry.bot !== undefined
          ? entry.bot(rules, plan.botOptions)
          : null;
    const bots =
      roleKinds.length > 0
        ? kinds.map((k) =>
            roleBot(
              botOf(k) ?? randomBot,
              Object.fromEntries(roleKinds.map(([role, rk]) => [role, botOf(rk) ?? randomBot])),
            ),
          )
        : kinds.every((k) => k === 'random')
          ? null
          : kinds.map(botOf);
    const state = rules.deal({ dealer: 0, seed: 0 });
    return { rules, options: rules.options, bots, state, kinds, label, finished: state };
  });
  const measures = loadedMeasures(plan.measures);
  const lines: string[] | null = plan.dealsOut === true ? [] : null;
  const { size } = chunksOf(plan);
  // With different bots at the seats, each seat's scores and wins are counted too.
  const perSeat = plan.seats.some((kind) => kind !== plan.seats[0]);
  // Roles are counted where bots differ by seat or by role.
  const countRoles = perSeat || roleKinds.length > 0;
  // Deals whose record is needed: for the lines, the user's measures or the roles.
  const rich = lines !== null || measures.length > 0 || countRoles || plan.absScore === true;

  /** One deal of a table, from the given streams; returns its outcome. */
  const playDeal = (
    t: Table,
    dealer: number,
    deals: Rng,
    play: Rng,
    setup?: Readonly<Record<string, unknown>>,
  ): unknown => {
    const { rules } = t;
    if (t.bots === null) {
      rules.redeal(t.state, dealer, deals, setup);
      rules.playout(t.state, play);
      t.finished = t.state;
      return rules.outcome(t.state);
    }
    t.finished = playWithBots(rules, rules.deal({ dealer, rng: deals, setup }), t.bots, play);
    return rules.outcome(t.finished);
  };

  /** What a deal's record adds: its roles, the user's measures and its line. */
  const recordRich = (
    rec: Recorder,
    k: number,
    outcome: unknown,
    at: { dealer: number; deal: number; session?: number; dealRng: number[]; playRng: number[] },
    paired: boolean,
  ) => {
    const t = tables[k];
    const roles = rolesOf(t.rules, t.finished, outcome);
    const bots = t.kinds.map((kind, seat) => {
      const role = roles?.[seat];
      return (role === null || role === undefined ? undefined : plan.roles?.[role]) ?? kind;
    });
    const scores = report.scores(outcome);
    if (countRoles && roles !== null) rec.roles(k, roles, bots, scores, paired);
    if (plan.absScore === true) {
      let abs = 0;
      for (const x of scores) abs += Math.abs(x);
      rec.measured(k, {}, { absScore: scores.length === 0 ? 0 : abs / scores.length }, paired);
    }
    if (lines === null && measures.length === 0) return;
    const record = dealRecord({
      rules: t.rules,
      report,
      state: t.finished,
      outcome,
      options: t.options,
      set: t.label,
      seed: plan.seed,
      bots,
      roles,
      ...at,
    });
    if (measures.length > 0) {
      const rates: Record<string, boolean> = {};
      const means: Record<string, number> = {};
      measureValues(measures, record, outcome, t.options, means, rates);
      rec.measured(k, rates, means, paired);
    }
    lines?.push(JSON.stringify(record));
  };

  // Deals where every seat plays at random are counted from the finished state when the
  // report can (its dealStats, which cannot stand in for means or a mix): no outcome is built.
  const stats =
    report.means === undefined && report.mix === undefined && !rich ? report.dealStats : undefined;
  const values = new Float64Array(2 + (stats?.flags.length ?? 0));

  /** Plays one deal of a table and records it for set `k`. */
  const recordDeal = (
    rec: Recorder,
    k: number,
    dealer: number,
    deals: Rng,
    play: Rng,
    paired: boolean,
    deal: number,
  ) => {
    const t = tables[k];
    if (t.bots === null && stats !== undefined) {
      t.rules.redeal(t.state, dealer, deals);
      t.rules.playout(t.state, play);
      stats.read(t.rules.ctx, t.state, values);
      rec.stats(k, values, paired);
    } else if (!rich) rec.deal(k, playDeal(t, dealer, deals, play), t.options, paired);
    else {
      const at = { dealer, deal, dealRng: deals.save(), playRng: play.save() };
      const outcome = playDeal(t, dealer, deals, play);
      rec.deal(k, outcome, t.options, paired);
      recordRich(rec, k, outcome, at, paired);
    }
  };

  const playDeals = (chunk: number, from: number, to: number, tally: Tally) => {
    const rec = new Recorder(tally, report, false, perSeat);
    const deals = tables.map(() => new Rng(streamSeed(plan.seed, STREAM.deals, chunk)));
    const play = tables.map(() => new Rng(streamSeed(plan.seed, STREAM.play, chunk)));
    const n = tables.length;
    if (n === 1) {
      // One set, nothing to pair: counted at once, the hot path of big runs.
      const seats = tables[0].rules.ctx.seats;
      const [dealRng, playRng] = [deals[0], play[0]];
      // The dealer of deal i is i % seats, counted up instead of divided.
      for (let i = from, dealer = from % seats; i < to; i++) {
        recordDeal(rec, 0, dealer, dealRng, playRng, false, i);
        if (++dealer === seats) dealer = 0;
      }
      rec.flush();
      return;
    }
    for (let i = from; i < to; i++) {
      for (let k = 0; k < n; k++)
        recordDeal(rec, k, i % tables[k].rules.ctx.seats, deals[k], play[k], true, i);
      tally.commit();
    }
  };

  /**
   * Sessions, all sets in lockstep: deal j of session p is the same deal for every set
   * that is still playing, so deals are paired across sets as well as sessions.
   */
  const playSessions = (from: number, to: number, tally: Tally) => {
    const rec = new Recorder(tally, report, true, perSeat);
    const spec = entry.variant.session;
    for (let p = from; p < to; p++) {
      const runs = tables.map((t) => {
        const deals = new Rng(streamSeed(plan.seed, STREAM.deals, p));
        const seats = t.rules.ctx.seats;
        const dealer = deals.below(seats);
        const data = spec.init({ options: t.options, seats, firstDealer: dealer });
        const play = new Rng(streamSeed(plan.seed, STREAM.play, p));
        return {
          t,
          seats,
          deals,
          play,
          dealer,
          data,
          played: 0,
          over: spec.isOver({ options: t.options, seats, data }),
        };
      });
      for (let playing = true; playing; ) {
        playing = false;
        runs.forEach((run, k) => {
          if (run.over || run.played >= MAX_SESSION_DEALS) return;
          playing = true;
          const { t, seats, dealer } = run;
          const at = rich
            ? {
                dealer,
                deal: run.played,
                session: p,
                dealRng: run.deals.save(),
                playRng: run.play.save(),
              }
            : undefined;
          // The session sets each deal up from its data (a Bock deal, a forced solo ...).
          const setup = spec.dealSetup?.({ options: t.options, seats, data: run.data, dealer });
          const outcome = playDeal(t, dealer, run.deals, run.play, setup);
          rec.deal(k, outcome, t.options, true);
          if (at !== undefined) recordRich(rec, k, outcome, at, true);
          run.data = spec.afterDeal({ options: t.options, seats, dealer, data: run.data, outcome });
          run.dealer = spec.nextDealer?.({ seats, dealer, data: run.data }) ?? (dealer + 1) % seats;
          run.played++;
          run.over = spec.isOver({ options: t.options, seats, data: run.data });
        });
        tally.commit();
      }
      runs.forEach((run, k) => {
        const result = spec.result({ options: run.t.options, seats: run.seats, data: run.data });
        rec.session(k, result, run.t.options, run.played, run.over);
      });
      tally.commit();
    }
  };

  return {
    play(chunk) {
      const tally = new Tally(tables.length);
      const from = chunk * size;
      const to = Math.min(plan.count, from + size);
      if (plan.mode === 'sessions') playSessions(from, to, tally);
      else playDeals(chunk, from, to, tally);
      if (lines === null) return tally.data();
      const dealLines = lines.length === 0 ? '' : `${lines.join('\n')}\n`;
      lines.length = 0;
      return { ...tally.data(), dealLines };
    },
  };
}
