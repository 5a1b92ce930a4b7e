#!/usr/bin/env node
// Person search benchmark. Plain Node over the built code (`npm run build`):
//   node bench/search/index.mjs [--people 1000000] [--cv 100000] [--runs 60] [--db FILE] [--keep]
// 1. fills a fresh database (generate.mjs: fictitious people, 0–4 skills each, the first
//    --cv people with a CV document whose text is indexed) — or reuses --db FILE made by an
//    earlier run with --keep;
// 2. per case, --runs searches with varying values through LocalService.searchPeople — a
//    50-row page with its audit rows committed (synchronous = FULL, as the CLI runs) and
//    its cursor signed — and, interleaved, two references in the same run: the bare SQLite
//    query of the same kind (the same SQL and plan, run directly with better-sqlite3: no
//    validation, no audit rows, no objects), and that query plus one plain INSERT per row
//    returned into the audit table, committed in one transaction (the least a hand-written
//    program pays for "no read without its durable audit row": mostly the commit's fsync).
//    Prints p50/p95 of each and recruit's p95 against both.
// Targets: name / e-mail / phone prefix and city / skill filters p95 ≤ 50 ms on 1,000,000
// people; full text over the people with CV text p95 ≤ 200 ms.
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillDatabase, random, SKILLS } from './generate.mjs';

const dist = (path) => new URL(`../../dist/${path}`, import.meta.url).href;
const { openSqliteStore } = await import(dist('store/index.js'));
const { LocalService } = await import(dist('service/local-service.js'));
const { codeBookFor } = await import(dist('domain/codes.js'));
const { systemClock } = await import(dist('domain/clock.js'));
const { personSearchSql, prefixCountSql } = await import(dist('store/sqlite/person-search-sql.js'));
const { planSearch } = await import(dist('service/person-search.js'));
const { personFtsInsertSql } = await import(dist('store/sqlite/fts-rows.js'));
const { words: ftsWords } = await import(dist('store/sqlite/fts-query.js'));
const { emailPrefixOfWord } = await import(dist('domain/search-email.js'));

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = process.argv[index + 1];
  if (value === undefined) throw new Error(`--${name} needs a value`);
  return value;
}

const PEOPLE = Number(option('people', 1_000_000));
const CV = Number(option('cv', 100_000));
const RUNS = Number(option('runs', 60));
const GIVEN_DB = option('db', undefined);
const KEEP = process.argv.includes('--keep');

const dir = GIVEN_DB ? undefined : mkdtempSync(join(tmpdir(), 'recruit-bench-search-'));
const path = GIVEN_DB ?? join(dir, 'search.sqlite');

if (!GIVEN_DB || !existsSync(path)) {
  const store = openSqliteStore(path);
  store.sqlite.db.pragma('synchronous = OFF');
  const started = performance.now();
  process.stderr.write(`filling ${path}: ${PEOPLE.toLocaleString('en-US')} people, ${CV.toLocaleString('en-US')} with a CV …\n`);
  fillDatabase(store.sqlite.db, {
    people: PEOPLE,
    withCv: CV,
    ftsInsertSql: personFtsInsertSql,
    onProgress: (n) => n % 100_000 === 0 && process.stderr.write(`  ${n.toLocaleString('en-US')} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`),
  });
  store.sqlite.db.pragma('wal_checkpoint(TRUNCATE)');
  await store.close();
  process.stderr.write(`filled in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

const store = openSqliteStore(path);
const db = store.sqlite.db;
const codes = codeBookFor(new URL('../../data/', import.meta.url).pathname);
const service = new LocalService({ store, codes, clock: systemClock, actor: { name: 'bench', requestId: 'bench-search' } });
const people = db.prepare('SELECT count(*) FROM people').pluck().get();
const withText = db.prepare('SELECT count(*) FROM document_text').pluck().get();

// Values drawn from the data itself, so every search finds people.
const rnd = random(7);
const sample = (sql, n) => {
  const out = [];
  const max = db.prepare('SELECT max(id) FROM people').pluck().get();
  const one = db.prepare(sql).pluck();
  while (out.length < n) {
    const value = one.get(1 + Math.floor(rnd() * max));
    if (value) out.push(value);
  }
  return out;
};
const lastNames = sample('SELECT last FROM people WHERE id = ?', RUNS).map((last) => last.slice(0, 3));
const emails = sample('SELECT email FROM people WHERE id = ?', RUNS).map((email) => email.slice(0, 8));
// Fictitious numbers come from ranges of 1,000 (Ofcom drama numbers, US 555-01xx), so each
// number is shared by ~120 of a million people: 11 digits (10 numbers) match ~1,200 people;
// the broad case, a range's first 8 digits, matches ~120,000.
const phoneNumbers = sample("SELECT phone_mobile FROM people WHERE id = ? AND phone_mobile <> ''", RUNS).map((phone) => phone.replace(/[\s-]/g, ''));
const phones = phoneNumbers.map((phone) => phone.slice(0, 12));
const broadPhones = phoneNumbers.map((phone) => phone.slice(0, 9));
const cities = ['Szeged', 'Budapest', 'Debrecen', 'München', 'Berlin', 'Wien', 'Springfield'];
const cvWords = sample("SELECT text FROM document_text WHERE document_id = ?", RUNS * 2).map((text) => text.split(/\s+/)[Math.floor(rnd() * 200)]);

/** Each case: the request for run i. The bare query is the same SQL, straight on the connection. */
const CASES = [
  { name: 'name prefix', target: 50, request: (i) => ({ name: lastNames[i] }) },
  { name: 'e-mail prefix', target: 50, request: (i) => ({ email: emails[i] }) },
  { name: 'phone prefix (11 digits)', target: 50, request: (i) => ({ phone: phones[i] }) },
  { name: 'phone prefix, broad (8)', target: 50, request: (i) => ({ phone: broadPhones[i] }) },
  { name: 'city', target: 50, request: (i) => ({ city: cities[i % cities.length] }) },
  { name: 'skill', target: 50, request: (i) => ({ skill: SKILLS[i % SKILLS.length] }) },
  { name: 'two skills + city', target: 50, request: (i) => ({ skill: [SKILLS[i % SKILLS.length], SKILLS[(i * 7 + 3) % SKILLS.length]], city: cities[i % cities.length] }) },
  { name: 'full text, one CV word', target: 200, request: (i) => ({ q: cvWords[i] }) },
  { name: 'full text, two CV words', target: 200, request: (i) => ({ q: `${cvWords[i]} ${cvWords[RUNS + i]}` }) },
  { name: 'full text + skill', target: 200, request: (i) => ({ q: cvWords[i], skill: SKILLS[i % SKILLS.length] }) },
  // A word with a digit is also an e-mail prefix (docs/decisions/0010): a year begins no e-mail.
  { name: 'full text, a year', target: 200, request: (i) => ({ q: String(2010 + (i % 14)) }) },
];

const COLUMNS = 'p.id, p.title, p.last, p.first, p.is_photo, p.email, p.email2, p.category, p.regio, p.country, p.state, p.city, p.street, p.zip, p.birth_place, p.birth_date, p.phone_land, p.phone_mobile, p.sex, p.move_ok, p.girl_name, p.mother_name, p.family_state, p.nationality, p.nationality2, p.experience, p.photo_url, p.created, p.last_modified';
const bareStatements = new Map();
/** The same plan as the store's: an e-mail prefix matching 2,000 people or more is walked in id order. */
function broadOf(query) {
  const broad = new Set();
  const prefix = query.filters.emailPrefix;
  if (prefix !== undefined && (query.sort === 'id' || query.sort === '-id')) {
    const count = prefixCountSql('email', prefix, 2000);
    if (db.prepare(count.sql).pluck().get(count.params) >= 2000) broad.add('email');
  }
  return broad;
}
/** The same plan as the store's: a word with a digit that begins no e-mail is full text only. */
function unmatchedOf(query) {
  const unmatched = new Set();
  for (const word of ftsWords(query.filters.q ?? '')) {
    const prefix = emailPrefixOfWord(word);
    if (prefix === undefined) continue;
    const count = prefixCountSql('email', prefix, 1);
    if (db.prepare(count.sql).pluck().get(count.params) === 0) unmatched.add(prefix);
  }
  return unmatched;
}
function bare(request) {
  const plan = planSearch(request, codes);
  const { sql, params } = personSearchSql(plan.query, COLUMNS, broadOf(plan.query), unmatchedOf(plan.query));
  let statement = bareStatements.get(sql);
  if (!statement) bareStatements.set(sql, (statement = db.prepare(sql)));
  return statement.all(params);
}
const auditInsert = db.prepare("INSERT INTO audit (at, actor, action, person_id, request_id, outcome, query) VALUES (datetime('now'), 'bench-bare', 'person.search', ?, 'bench', 'ok', ?)");
const bareAudited = db.transaction((request) => {
  const rows = bare(request);
  for (const row of rows.slice(0, 50)) auditInsert.run(row.id, 'bare');
  return rows.length;
});

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n) => `${n.toFixed(1)} ms`.padStart(9);

console.log(`search benchmark: ${people.toLocaleString('en-US')} people, ${withText.toLocaleString('en-US')} with CV text, ${RUNS} runs per case, 50-row pages`);
console.log(`${'case'.padEnd(26)} ${'recruit p50'.padStart(11)} ${'p95'.padStart(9)} | ${'query p50'.padStart(9)} ${'p95'.padStart(9)} | ${'+audit p50'.padStart(10)} ${'p95'.padStart(9)} | ${'p95 ÷ query'.padStart(11)} ${'÷ +audit'.padStart(9)}  rows  target`);
const recruitRows = db.prepare("SELECT count(*) FROM audit WHERE actor = 'bench'").pluck();
const auditBefore = recruitRows.get();
let failures = 0;
for (const c of CASES) {
  const ours = [];
  const theirs = [];
  const audited = [];
  let rows = 0;
  // Warm the statement caches once, then interleave so a busy moment hits all three alike.
  await service.searchPeople(c.request(0));
  bareAudited.immediate(c.request(0));
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    const page = await service.searchPeople(c.request(i));
    ours.push(performance.now() - t);
    rows += page.data.length;
    t = performance.now();
    bare(c.request(i));
    theirs.push(performance.now() - t);
    t = performance.now();
    bareAudited.immediate(c.request(i));
    audited.push(performance.now() - t);
  }
  const p95 = percentile(ours, 95);
  const ok = p95 <= c.target;
  if (!ok) failures++;
  console.log(`${c.name.padEnd(26)} ${ms(percentile(ours, 50)).padStart(11)} ${ms(p95)} | ${ms(percentile(theirs, 50))} ${ms(percentile(theirs, 95))} | ${ms(percentile(audited, 50)).padStart(10)} ${ms(percentile(audited, 95))} | ${(p95 / percentile(theirs, 95)).toFixed(1).padStart(10)}× ${(p95 / percentile(audited, 95)).toFixed(2).padStart(8)}×  ${String(Math.round(rows / RUNS)).padStart(4)}  ≤ ${c.target} ms ${ok ? 'ok' : 'MISSED'}`);
}
const auditRows = recruitRows.get() - auditBefore;
console.log(`audit rows written by recruit: ${auditRows.toLocaleString('en-US')} (one per person returned; one per search that found nobody)`);
await store.close();
if (dir && !KEEP) rmSync(dir, { recursive: true, force: true });
else process.stderr.write(`database kept: ${path}\n`);
if (failures > 0) process.exitCode = 1;
