#!/usr/bin/env node
// Duplicates and retention on a large database. Plain Node, drives the built
// CLI like a user:
//   npm run build && node bench/people/index.mjs [--rows 100000] [--purge 10000]
// 1. imports --rows generated fictitious people (bench/import/generate.mjs) into a fresh database;
// 2. times `recruit person duplicates --limit 1000 --json` (the grouping runs in SQL on a
//    thread of its own), with the child's peak RSS and CPU, against a reference measured in
//    the same run: the bare GROUP BY over e-mails and phones of the same database in one
//    better-sqlite3 script (the least any implementation reads);
// 3. times `recruit person purge` erasing --purge people (receipts written, audited; 200 per
//    transaction) against a reference: the bare DELETE of as many people (their rows cascade)
//    in one transaction.
// Figures only: no target is set for these in DESIGN.md §7; the ratios say what recruit adds.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePeopleCsv } from '../import/generate.mjs';

const BIN = fileURLToPath(new URL('../../bin/recruit.js', import.meta.url));
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const ROWS = option('rows', 100_000);
const PURGE = option('purge', 10_000);
const { NODE_EXTRA_CA_CERTS: _ca, ...childEnv } = process.env;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function cpuSeconds(statPath) {
  const fields = readFileSync(statPath, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs a child, sampling its peak RSS (VmHWM) and CPU time (all threads) until it exits. */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env: { ...childEnv, CI: '1', NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peakKb = 0;
    let cpu = 0;
    const timer = setInterval(() => {
      try {
        const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (match) peakKb = Math.max(peakKb, Number(match[1]));
        cpu = cpuSeconds(`/proc/${child.pid}/stat`);
      } catch {
        // exited between samples
      }
    }, 20);
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearInterval(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - started, peakMb: peakKb / 1024, cpu });
    });
  });
}

const reference = (script, db) => run(process.execPath, ['--input-type=module', '-e', script, db]);

const GROUP_BY = `
import Database from ${JSON.stringify(fileURLToPath(new URL('../../node_modules/better-sqlite3/lib/index.js', import.meta.url)))};
const db = new Database(process.argv[1], { readonly: true });
let blocks = 0;
for (const sql of [
  "SELECT group_concat(id) FROM (SELECT id, email AS k FROM people WHERE email <> '' UNION SELECT id, email2 FROM people WHERE email2 <> '') GROUP BY k HAVING count(*) BETWEEN 2 AND 6",
  "SELECT group_concat(id) FROM (SELECT id, replace(phone_mobile, ' ', '') AS k FROM people WHERE phone_mobile <> '' UNION SELECT id, replace(phone_land, ' ', '') FROM people WHERE phone_land <> '') GROUP BY k HAVING count(*) BETWEEN 2 AND 6",
]) for (const _ of db.prepare(sql).raw().iterate()) blocks++;
console.log(blocks);`;

const BARE_DELETE = `
import Database from ${JSON.stringify(fileURLToPath(new URL('../../node_modules/better-sqlite3/lib/index.js', import.meta.url)))};
const db = new Database(process.argv[1]);
db.pragma('foreign_keys = ON');
db.pragma('synchronous = FULL');
const ids = db.prepare('SELECT id FROM people ORDER BY id LIMIT ${PURGE}').pluck().all();
const remove = db.prepare('DELETE FROM people WHERE id = ?');
db.transaction(() => { for (const id of ids) remove.run(id); })();
console.log(ids.length);`;

const AGE = `
import Database from ${JSON.stringify(fileURLToPath(new URL('../../node_modules/better-sqlite3/lib/index.js', import.meta.url)))};
const db = new Database(process.argv[1]);
db.prepare("UPDATE people SET last_modified = '2000-01-01 00:00:00' WHERE id IN (SELECT id FROM people ORDER BY id LIMIT ${PURGE})").run();`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-people-'));
  try {
    console.log(`recruit duplicates and purge — ${ROWS.toLocaleString('en-US')} people, node ${process.version}`);
    const csv = join(dir, 'people.csv');
    await writePeopleCsv(csv, ROWS);
    const db = join(dir, 'people.sqlite');
    const imported = await run(process.execPath, [BIN, '--db', db, 'person', 'import', csv, '--json']);
    if (imported.code !== 0) throw new Error(`import failed: ${imported.stderr}`);
    console.log(`imported in ${seconds(imported.ms)}`);

    const bare = await reference(GROUP_BY, db);
    const dups = await run(process.execPath, [BIN, '--db', db, 'person', 'duplicates', '--limit', '1000', '--json']);
    if (dups.code !== 0) throw new Error(`duplicates failed: ${dups.stderr}`);
    const pairs = JSON.parse(dups.stdout);
    console.log(`bare GROUP BY (e-mail, phone):   ${seconds(bare.ms)}  cpu ${bare.cpu.toFixed(2)} s  peak RSS ${bare.peakMb.toFixed(0)} MB  (${bare.stdout.trim()} blocks)`);
    console.log(`recruit person duplicates:       ${seconds(dups.ms)}  cpu ${dups.cpu.toFixed(2)} s  peak RSS ${dups.peakMb.toFixed(0)} MB  (${pairs.length} pairs shown, audited)`);
    console.log(`ratio duplicates / bare GROUP BY: ${(dups.ms / bare.ms).toFixed(2)} (wall), ${(dups.cpu / Math.max(bare.cpu, 0.01)).toFixed(2)} (cpu)`);

    const copy = join(dir, 'bare.sqlite');
    writeFileSync(copy, readFileSync(db));
    const bareDelete = await reference(BARE_DELETE, copy);
    // Setup, not measured: the first PURGE people were last modified years ago.
    const aged = await reference(AGE, db);
    if (aged.code !== 0) throw new Error(`setup failed: ${aged.stderr}`);
    const purge = await run(process.execPath, [BIN, '--db', db, 'person', 'purge', '--not-modified-since', '2001-01-01', '--yes', '--json',
      '--receipts', join(dir, 'receipts.ndjson')]);
    if (purge.code !== 0) throw new Error(`purge failed: ${purge.stderr}`);
    const erased = JSON.parse(purge.stdout).receipts.length;
    console.log(`bare DELETE of ${PURGE.toLocaleString('en-US')} people (1 transaction): ${seconds(bareDelete.ms)}`);
    console.log(`recruit person purge: ${erased.toLocaleString('en-US')} people erased with receipts in ${seconds(purge.ms)}  (${Math.round(erased / (purge.ms / 1000)).toLocaleString('en-US')}/s)  cpu ${purge.cpu.toFixed(2)} s`);
    console.log(`ratio purge / bare DELETE (per person): ${((purge.ms / erased) / (bareDelete.ms / PURGE)).toFixed(2)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
