import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPartie } from './runPartie';
import type { SnapshotStore } from './server';

// Usage: node dist/main.js [seed] [crashAfter]
const seed = process.argv[2] ?? 'stich';
const crashAfter = Number(process.argv[3] ?? 150);

// The snapshot lives in a file, as a real server would keep it (a database row would do too).
const dir = mkdtempSync(join(tmpdir(), 'stich-server-loop-'));
const file = join(dir, 'partie.json');
let saves = 0;
const store: SnapshotStore = {
  save(text) {
    writeFileSync(file, text);
    saves++;
  },
  load: () => readFileSync(file, 'utf8'),
};

const report = runPartie({ seed, crashAfter, clumsySeats: [3], store, log: console.log });
const refused = report.clients.reduce((n, c) => n + c.refusals.length, 0);
console.log(
  `${report.steps} actions, ${report.messages} messages, ${saves} snapshots saved to ${file} (removed now), ` +
    `${refused} actions refused, crash after action ${report.crashedAt ?? 'none'}`,
);
rmSync(dir, { recursive: true, force: true });
