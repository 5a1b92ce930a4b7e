#!/usr/bin/env node
// The event loop's CPU for POST /person's service call alone, without HTTP: LocalService.withActor(…)
// .createPerson(…) as the server runs it (a service per request, the store in the server's durability
// mode, so new people go to the person writer thread), 50 creates in flight, over a fresh file. Main
// thread CPU (user + system, from /proc) per create, for each checkout in turn, alternated over the
// rounds; the median and the rounds. Tells the service's share of bench/server/post-person.mjs's
// figure apart from HTTP and fastify.
//   npm run build && node bench/server/post-person-service.mjs [--rounds 3] [--creates 40000] CHECKOUT...
// (CHECKOUT: a directory with a built dist/ and data/; default: this checkout. Linux only: /proc.)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { numberOption } from '../options.mjs';

const ROUNDS = numberOption('rounds', 3);
const CREATES = numberOption('creates', 40_000);
const IN_FLIGHT = 50;
// The checkouts: every argument that is neither a flag nor a flag's value.
const args = process.argv.slice(2).filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
const checkouts = args.length > 0 ? args : [join(import.meta.dirname, '../..')];

if (process.env.RECRUIT_BENCH_CHILD) {
  console.log(JSON.stringify(await measure(process.env.RECRUIT_BENCH_CHILD)));
  process.exit(0);
}

/** One checkout in a process of its own (each build its own modules): µs of main-thread CPU per create. */
async function measure(checkout) {
  const dist = (path) => import(pathToFileURL(join(checkout, 'dist', path)).href);
  const { openSqliteStore } = await dist('store/index.js');
  const { LocalService } = await dist('service/local-service.js');
  const { codeBookFor } = await dist('domain/codes.js');
  const { systemClock } = await dist('domain/clock.js');
  const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-service-'));
  const store = openSqliteStore(join(dir, 'db.sqlite'));
  try {
    await store.durability.syncInBackground();
    const root = new LocalService({ store, codes: codeBookFor(join(checkout, 'data')), clock: systemClock, actor: { name: 'server', requestId: '-' } });
    let n = 0;
    const run = (total) => new Promise((resolve, reject) => {
      let started = 0;
      let done = 0;
      const one = () => {
        const i = n++;
        started++;
        root.withActor({ name: 'bench', requestId: `r${i}` })
          .createPerson({ first: 'Bench', last: `Writer${i}`, email: `bench${i}@example.com`, city: 'Kőváros' })
          .then(() => {
            done++;
            if (started < total) one();
            else if (done === total) resolve();
          }, reject);
      };
      for (let k = 0; k < IN_FLIGHT; k++) one();
    });
    await run(3_000); // warm-up, not counted
    const before = mainThreadCpuMs();
    await run(CREATES);
    return ((mainThreadCpuMs() - before) * 1000) / CREATES;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function mainThreadCpuMs() {
  const fields = readFileSync(`/proc/${process.pid}/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
}

const results = new Map(checkouts.map((checkout) => [checkout, []]));
for (let round = 0; round < ROUNDS; round++) {
  // Alternated, so every checkout meets the machine's changing load alike.
  for (const checkout of round % 2 === 0 ? checkouts : [...checkouts].reverse()) {
    const child = spawnSync(process.execPath, [import.meta.filename, ...checkouts], {
      env: { ...process.env, RECRUIT_BENCH_CHILD: checkout }, encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`${checkout}: ${child.stderr}`);
    results.get(checkout).push(JSON.parse(child.stdout.trim().split('\n').pop()));
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
console.log(`createPerson through LocalService.withActor, ${IN_FLIGHT} in flight, ${CREATES} creates a round, ${ROUNDS} rounds;`
  + ` load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
for (const [checkout, rounds] of results) {
  console.log(`${checkout}: ${median(rounds).toFixed(1)} µs main-thread CPU per create (rounds ${rounds.map((r) => r.toFixed(1)).join(', ')})`);
}
