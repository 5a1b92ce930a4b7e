// Erasure is physical: after `recruit person erase` returns (or DELETE /person is answered),
// the erased person's name, e-mail, city, skill, document file name and document text are in
// no byte of the database files — not in the full-text index's segments, not in freed pages,
// not in the write-ahead log. SQLite: the .db and -wal files as they are on disk when the
// command returns. PostgreSQL: every file of the data directory's base/ (tables, TOAST,
// indexes) after a CHECKPOINT writes the shared buffers out. A bystander's strings must
// still be there: the search is real, and proves the files were read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runRecruit } from '../helpers/cli.js';
import { startTestServer, startTestServerOn } from '../helpers/server.js';
import { startPostgres, type TestPostgres } from '../helpers/postgres.js';
import { RemoteService } from '../../src/service/remote-service.js';
import { openStore, type Store } from '../../src/store/index.js';
import { fixedClock, localServiceOn } from '../helpers/local.js';

/** Fictitious, and found nowhere else: each must vanish from the files. */
function secretsOf(tag: string) {
  return {
    first: `Quorvantel${tag}`,
    last: `Zybrimoth${tag}`,
    email: `quorvantel.zybrimoth.${tag.toLowerCase()}@example.org`,
    city: `Vexmarrow${tag}`,
    skill: `Plorkography${tag}`,
    file: `quorvantel-cv-${tag.toLowerCase()}.txt`,
    word: `Thraxlemonide${tag}`,
  };
}
type Secrets = ReturnType<typeof secretsOf>;

const BYSTANDER = { first: 'Bystandia', last: 'Remainwell', email: 'bystandia.remainwell@example.net', city: 'Keepburg' };

/** Every file under dir (recursively). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** Which of the strings occur (case-sensitive, UTF-8) in which of the files. */
function occurrences(files: string[], strings: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!existsSync(file) || statSync(file).size === 0) continue;
    const bytes = readFileSync(file);
    for (const text of strings) if (bytes.includes(Buffer.from(text, 'utf8'))) found.push(`${text} in ${file}`);
  }
  return found;
}

const secretStrings = (s: Secrets) => Object.values(s);
/** Lower case too: the full-text index stores folded terms. */
const searched = (s: Secrets) => [...new Set([...secretStrings(s), ...secretStrings(s).map((v) => v.toLowerCase())])];

function resumeText(s: Secrets): string {
  return `${s.first} ${s.last}\n${s.email}\n${s.city}\n\nExperience\nSenior ${s.word} specialist at an invented firm, 2019-2025.\n`
    + `Skills: ${s.skill}, spreadsheets, writing.\n`;
}

// ── through the CLI, locally ─────────────────────────────────────────────────

let dir: string;
let postgres: TestPostgres | undefined;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-erasure-'));
}, 120_000);
afterAll(async () => {
  await postgres?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function cli(db: string, args: string[]) {
  const run = await runRecruit(['--db', db, ...args], { env: { RECRUIT_CONFIG: '/dev/null' }, cwd: dir });
  expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
  return run;
}

/** A person with every kind of text, through the CLI; returns the id. */
async function seedByCli(db: string, s: Secrets): Promise<number> {
  await cli(db, ['person', 'create', '--first', BYSTANDER.first, '--last', BYSTANDER.last, '--email', BYSTANDER.email, '--city', BYSTANDER.city, '-q']);
  const { id } = (await cli(db, ['person', 'create', '--first', s.first, '--last', s.last, '--email', s.email, '--city', s.city, '--json'])).json<{ id: number }>();
  await cli(db, ['person', 'skills', String(id), '--add', s.skill, '-q']);
  const file = join(dir, s.file);
  writeFileSync(file, resumeText(s));
  await cli(db, ['person', 'document', 'add', String(id), file, '-q']);
  rmSync(file);
  // An update too: the index row is rewritten and pages freed before the erasure.
  await cli(db, ['person', 'update', String(id), '--zip', '6720', '-q']);
  return id;
}

function sqliteFiles(path: string): string[] {
  return [path, `${path}-wal`];
}

describe('erasure through the CLI leaves no trace in the database files', () => {
  it('SQLite: the .db and -wal files hold none of the erased strings once `person erase` returns', async () => {
    const s = secretsOf('Cli');
    const db = join(dir, 'r.db');
    const id = await seedByCli(db, s);
    // The files do hold them before: the search below can see them.
    await cli(db, ['db', 'stats', '-q']);
    expect(occurrences(sqliteFiles(db), [s.first, s.word, s.file]).length).toBeGreaterThan(0);

    const run = await cli(db, ['person', 'erase', String(id), '--reason', 'erasure request of 2026-11-20', '--yes', '--json']);
    const receipt = run.json<{ physically_removed: string[]; backups: string; counts: Record<string, number> }>();
    expect(receipt.counts).toMatchObject({ person: 1, documents: 1, skills: 1, document_text: 1 });
    expect(receipt.physically_removed.join(' ')).toMatch(/secure_delete/);
    expect(receipt.backups).toMatch(/^backups made before .* still hold this person's data/);

    expect(occurrences(sqliteFiles(db), searched(s))).toEqual([]);
    expect(occurrences(sqliteFiles(db), [BYSTANDER.last, BYSTANDER.email]).length).toBeGreaterThan(0);
  }, 120_000);

  it('PostgreSQL: no file of base/ holds the erased strings after the erasure and a CHECKPOINT', async () => {
    postgres ??= await startPostgres();
    const url = await postgres.createDatabase();
    const s = secretsOf('Pgcli');
    const id = await seedByCli(url, s);
    const run = await cli(url, ['person', 'erase', String(id), '--reason', 'erasure request of 2026-11-20', '--yes']);
    expect(run.stdout).toMatch(/^physically removed: .*VACUUM/m);
    expect(run.stdout).toMatch(/^note: backups and WAL archives made before \S+ \S+ still hold this person's data until they expire or are deleted; so does the server's write-ahead log \(pg_wal\)/m);
    await checkpoint(url);
    expect(occurrences(filesUnder(join(postgres.dataDir, 'base')), searched(s))).toEqual([]);
    expect(occurrences(filesUnder(join(postgres.dataDir, 'base')), [BYSTANDER.email]).length).toBeGreaterThan(0);
  }, 180_000);
});

async function checkpoint(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

// ── through a real server: DELETE /person ───────────────────────────────────

async function seedRemote(service: RemoteService, s: Secrets): Promise<number> {
  await service.createPerson(BYSTANDER);
  const { id } = await service.createPerson({ first: s.first, last: s.last, email: s.email, city: s.city });
  await service.changeSkills(id, { add: [s.skill] });
  await service.addDocument({ person_data_id: id, file_name: s.file, data: Buffer.from(resumeText(s)) });
  await service.updatePerson({ id, zip: '6720' });
  return id;
}

async function eraseOverHttp(url: string, token: string, id: number) {
  const response = await fetch(`${url}/person`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id, reason: 'erasure request of 2026-11-20' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { physically_removed: string[]; backups: string } }).data;
}

describe('erasure through the server (DELETE /person) leaves no trace in the database files', () => {
  it('SQLite: the .db and -wal files hold none of the strings when the server has answered', async () => {
    const server = await startTestServer({ rateLimit: 100_000 });
    try {
      const service = new RemoteService({ baseUrl: server.url, token: server.token, timeoutMs: 30_000, sleep: async () => undefined });
      const s = secretsOf('Http');
      const id = await seedRemote(service, s);
      const receipt = await eraseOverHttp(server.url, server.token, id);
      expect(receipt.physically_removed.length).toBeGreaterThan(0);
      expect(receipt.backups).toMatch(/still hold this person's data/);
      // The server is still running, its checkpoint thread too: the files as they are now.
      expect(occurrences(sqliteFiles(server.storePath), searched(s))).toEqual([]);
      expect(occurrences(sqliteFiles(server.storePath), [BYSTANDER.email]).length).toBeGreaterThan(0);
      await service.close();
    } finally {
      await server.close();
    }
  }, 120_000);

  it('PostgreSQL: no file of base/ holds the strings after the answer and a CHECKPOINT', async () => {
    postgres ??= await startPostgres();
    const url = await postgres.createDatabase();
    const server = await startTestServerOn(await openStore(url), { rateLimit: 100_000 }, async () => undefined);
    try {
      const service = new RemoteService({ baseUrl: server.url, token: server.token, timeoutMs: 30_000, sleep: async () => undefined });
      const s = secretsOf('Pghttp');
      const id = await seedRemote(service, s);
      await eraseOverHttp(server.url, server.token, id);
      await checkpoint(url);
      expect(occurrences(filesUnder(join(postgres.dataDir, 'base')), searched(s))).toEqual([]);
      await service.close();
    } finally {
      await server.close();
    }
  }, 180_000);
});

// ── purge and merge: the same physical removal ───────────────────────────────

type StoreMode = 'sqlite' | 'postgres';

/** A store of the mode, the files to search after a checkpoint, and its cleanup. */
async function openModeStore(mode: StoreMode) {
  if (mode === 'sqlite') {
    const path = join(mkdtempSync(join(dir, 'store-')), 'r.db');
    const store = await openStore(path);
    return { store, files: () => sqliteFiles(path), checkpoint: async () => undefined };
  }
  postgres ??= await startPostgres();
  const url = await postgres.createDatabase();
  const data = postgres.dataDir;
  return { store: await openStore(url), files: () => filesUnder(join(data, 'base')), checkpoint: () => checkpoint(url) };
}

async function seedLocal(service: ReturnType<typeof localServiceOn>, s: Secrets): Promise<number> {
  const { id } = await service.createPerson({ first: s.first, last: s.last, email: s.email, city: s.city });
  await service.changeSkills(id, { add: [s.skill] });
  await service.addDocument({ person_data_id: id, file_name: s.file, data: Buffer.from(resumeText(s)) });
  await service.updatePerson({ id, zip: '6720' });
  return id;
}

describe.each<StoreMode>(['sqlite', 'postgres'])('purge and merge remove physically too (%s)', (mode) => {
  it('a retention purge leaves none of the purged people\'s strings in the files', async () => {
    const { store, files, checkpoint: flush } = await openModeStore(mode);
    try {
      const clock = fixedClock('2020-01-10T10:00:00Z');
      const service = localServiceOn(store as Store, clock);
      const old = [secretsOf('Purgea'), secretsOf('Purgeb')];
      for (const s of old) await seedLocal(service, s);
      clock.set('2026-11-22T10:00:00Z');
      await service.createPerson(BYSTANDER);
      const result = await service.purgePeople({ not_modified_since: '2y', reason: 'retention' });
      expect(result.receipts).toHaveLength(2);
      expect(result.receipts[0]!.physically_removed!.length).toBeGreaterThan(0);
      await flush();
      expect(occurrences(files(), old.flatMap(searched))).toEqual([]);
      expect(occurrences(files(), [BYSTANDER.email]).length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  }, 180_000);

  it("a merge leaves none of DROP's discarded strings (its names) in the files", async () => {
    const { store, files, checkpoint: flush } = await openModeStore(mode);
    try {
      const service = localServiceOn(store as Store);
      const s = secretsOf('Mergedrop');
      const keep = (await service.createPerson(BYSTANDER)).id;
      // No document: one would move to KEEP with the names in its text.
      const drop = (await service.createPerson({ first: s.first, last: s.last, email: s.email, city: s.city })).id;
      await service.changeSkills(drop, { add: [s.skill] });
      await service.updatePerson({ id: drop, zip: '6720' });
      await service.mergePeople({ keep, drop });
      await flush();
      // DROP's names are discarded (KEEP has its own); its e-mail, city and skill move to KEEP.
      expect(occurrences(files(), [s.first, s.last, s.first.toLowerCase(), s.last.toLowerCase()])).toEqual([]);
      expect(occurrences(files(), [s.email]).length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  }, 180_000);
});
