// Load test of @stich/server (issue 16): TABLES Kalter Schlag tables, each with four bot
// clients on the loopback interface. Each client acts THINK ms after its view says it is
// to act (a random legal action), and presses "next" THINK ms after a deal's review starts. The server runs in its own process with PGlite in a
// temp folder, storing every action before it is acknowledged, as `stich serve` does.
// Bounded: stops after SECONDS or ACTIONS accepted actions, whichever comes first, and
// exits by itself. Reports accepted actions per second, the latency from sending an
// action to each of the table's four view updates (p50, p99, max), and memory.
// Run after `pnpm build`:
//   node bench/server-load.mjs [--tables 200] [--think 200] [--seconds 30] [--actions 40000]
//   [--quick] (10 s at most); `pnpm bench` runs it with the defaults. Issue 34's bar: the
//   p99 latency under 50 ms at 200 tables on a quiet machine.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runAnchor } from './lib.mjs';

const { values } = parseArgs({
  options: {
    tables: { type: 'string', default: '200' },
    think: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    actions: { type: 'string', default: '40000' },
    memory: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    'host-mode': { type: 'string' },
  },
});

if (values['host-mode'] !== undefined) await host(values['host-mode']);
else await drive();

/** The server process: @stich/server with Kalter Schlag, PGlite in `dir`. */
async function host(dir) {
  const { createServer, gameEntryOf } = await import('@stich/server');
  const { kalterSchlagPlugin } = await import('@stich/kalter-schlag/plugin');
  const entry = gameEntryOf(kalterSchlagPlugin);
  const server = await createServer({
    games: (id) => (id === 'kalter-schlag' ? entry : undefined),
    gameIds: ['kalter-schlag'],
    port: 0,
    data: values.memory ? undefined : dir,
    limits: { httpPerSecond: 10_000, httpBurst: 10_000 },
  });
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const lag = monitorEventLoopDelay({ resolution: 5 });
  let cpu0 = process.cpuUsage();
  lag.enable();
  process.send({ url: server.url });
  process.on('message', async (m) => {
    if (m === 'reset') {
      lag.reset();
      cpu0 = process.cpuUsage();
    }
    if (m === 'memory') {
      const ms = (ns) => ns / 1e6;
      const cpu = process.cpuUsage(cpu0);
      process.send({
        rss: process.memoryUsage().rss,
        heap: process.memoryUsage().heapUsed,
        cpuMs: (cpu.user + cpu.system) / 1000,
        lag: { p50: ms(lag.percentile(50)), p99: ms(lag.percentile(99)), max: ms(lag.max) },
      });
    }
    if (m === 'stop') {
      await server.close();
      process.exit(0);
    }
  });
}

function percentile(sorted, p) {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function mb(bytes) {
  return `${Math.round(bytes / 1e6)} MB`;
}

async function drive() {
  const { default: WebSocket } = await import('ws');
  const TABLES = Number(values.tables);
  const THINK = Number(values.think);
  const loadBefore = loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
  const SECONDS = values.quick ? Math.min(10, Number(values.seconds)) : Number(values.seconds);
  const ACTIONS = Number(values.actions);
  const dir = mkdtempSync(join(tmpdir(), 'stich-load-'));
  const hostArgs = ['--host-mode', dir, ...(values.memory ? ['--memory'] : [])];
  const execArgv = process.env.STICH_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.STICH_PROF}`]
    : [];
  const child = fork(new URL(import.meta.url).pathname, hostArgs, { stdio: 'inherit', execArgv });
  const replies = [];
  child.on('message', (m) => replies.shift()?.(m));
  const ask = (m) =>
    new Promise((resolve) => {
      replies.push(resolve);
      if (m !== undefined) child.send(m);
    });
  const hardStop = setTimeout(
    () => {
      console.error('server-load: hard time limit reached; stopping');
      child.kill('SIGKILL');
      process.exit(1);
    },
    (SECONDS + 120) * 1000,
  );
  hardStop.unref();

  const { url } = await ask();
  const post = async (path, body) =>
    (await fetch(url + path, { method: 'POST', body: JSON.stringify(body) })).json();

  // Tables and seats, 20 requests at a time.
  const tables = [];
  for (let i = 0; i < TABLES; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, TABLES - i) }, (_, k) =>
        post('/api/tables', {
          game: 'kalter-schlag',
          seed: i + k,
          seats: Array(4).fill({ kind: 'human' }),
        }),
      ),
    );
    for (const t of batch) {
      const tokens = [];
      for (let s = 0; s < 4; s++)
        tokens.push((await post(`/api/tables/${t.id}/join`, { name: `b${s}` })).token);
      tables.push({ id: t.id, tokens });
    }
  }

  const pending = new Map(); // `${table}:${step}` -> { sent, left }
  const latencies = [];
  let accepted = 0;
  const errors = {};
  let sending = true;
  let rng = 12345;
  const random = (n) => {
    rng = (rng * 1103515245 + 12345) & 0x7fffffff;
    return rng % n;
  };
  const sockets = [];
  let ready = 0;
  const allReady = new Promise((resolve) => {
    for (const t of tables) {
      t.tokens.forEach((token, seat) => {
        const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`);
        sockets.push(ws);
        let acting = -1;
        let last;
        let inReview = false;
        /** Acts THINK ms after a view says it is this seat's turn (not during a review). */
        const maybeAct = (m) => {
          const legal = m.view.legalActions;
          if (inReview || m.view.turn !== seat || legal.length === 0 || acting === m.step) return;
          acting = m.step;
          const step = m.step;
          setTimeout(() => {
            if (!sending || ws.readyState !== ws.OPEN) return;
            pending.set(`${t.id}:${step}`, { sent: performance.now(), left: 4 });
            ws.send(JSON.stringify({ type: 'action', step, action: legal[random(legal.length)] }));
          }, THINK);
        };
        ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', token })));
        ws.on('message', (data) => {
          const m = JSON.parse(String(data));
          if (m.type === 'error') errors[m.code] = (errors[m.code] ?? 0) + 1;
          // The end-of-deal review: a person presses "next" after THINK ms, as a player
          // would after a look at the last trick; play goes on when it is over.
          if (m.type === 'review') {
            inReview = m.waiting.length > 0;
            if (m.waiting.includes(seat))
              setTimeout(() => {
                if (sending && ws.readyState === ws.OPEN)
                  ws.send(JSON.stringify({ type: 'next', deal: m.deal }));
              }, THINK);
            if (!inReview && last !== undefined) maybeAct(last);
            return;
          }
          if (m.type !== 'view') return;
          last = m;
          if (m.seq !== undefined && !ws.ready) {
            ws.ready = true;
            if (++ready === tables.length * 4) resolve();
          }
          const key = `${t.id}:${m.step - 1}`;
          const p = pending.get(key);
          if (p !== undefined) {
            latencies.push(performance.now() - p.sent);
            if (--p.left === 0) {
              pending.delete(key);
              accepted++;
            }
          }
          maybeAct(m);
        });
      });
    }
  });
  await allReady;
  latencies.length = 0;
  accepted = 0;
  const t0 = performance.now();
  child.send('reset');
  let serverRss = 0;
  let serverHeap = 0;
  let lag;
  let cpuMs = 0;
  let cpuAccepted = 0;
  while (performance.now() - t0 < SECONDS * 1000 && accepted < ACTIONS) {
    await new Promise((r) => setTimeout(r, 1000));
    const m = await ask('memory');
    serverRss = Math.max(serverRss, m.rss);
    serverHeap = Math.max(serverHeap, m.heap);
    lag = m.lag;
    cpuMs = m.cpuMs;
    cpuAccepted = accepted;
  }
  sending = false;
  const seconds = (performance.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, THINK + 500));
  const sorted = latencies.sort((a, b) => a - b);
  for (const ws of sockets) ws.close();
  const exited = new Promise((r) => child.once('exit', r));
  child.send('stop');
  await exited;
  rmSync(dir, { recursive: true, force: true });
  const anchor = runAnchor(2_000_000, 3);

  console.log(
    `\nserver load: ${TABLES} Kalter Schlag tables x 4 bot clients, think ${THINK} ms, PGlite ${values.memory ? 'in memory' : 'on disk'}`,
  );
  console.log(
    `  ran ${seconds.toFixed(1)} s, ${accepted} actions accepted: ${(accepted / seconds).toFixed(0)} actions/s`,
  );
  console.log(
    `  action -> view update latency (${sorted.length} updates): p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (bar: p99 under 50 ms at 200 tables on a quiet machine; load average before the run: ${loadBefore})`,
  );
  console.log(
    `  memory: server peak RSS ${mb(serverRss)} (JavaScript heap ${mb(serverHeap)}; the rest is native memory, mostly PGlite's WebAssembly heap), clients RSS ${mb(process.memoryUsage().rss)}`,
  );
  console.log(`  errors received: ${JSON.stringify(errors)}`);
  const f = (x) => x.toFixed(1);
  console.log(
    `  server CPU: ${f(cpuMs / cpuAccepted)} ms per action (${f(cpuMs / 1000 / seconds)} cores busy)`,
  );
  console.log(
    `  server event-loop delay: p50 ${f(lag.p50)} ms, p99 ${f(lag.p99)} ms, max ${f(lag.max)} ms`,
  );
  console.log(
    `  limit anchor in this run: ${anchor === null ? 'n/a (../shared/anchors absent)' : `${anchor.toLocaleString('en-US')} deals/s`}`,
  );
  process.exit(0);
}
