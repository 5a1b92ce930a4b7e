// `recruit person export-data` streamed to its file (locally and with --remote: the CLI's
// memory stays far below the person's documents), the privacy scope (`token create --scope
// privacy`; a read token's export is exit 5), and the documents quota as a user meets it
// (exit 4 and the figures, locally and with --remote).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { BIN, createCliSandbox, type CliSandbox } from '../helpers/cli.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { openSqliteStore } from '../../src/store/index.js';

const MB = 1024 * 1024;
const DOCUMENTS = 12;
const TOTAL = DOCUMENTS * 16 * MB;

/** Runs the CLI, sampling its peak RSS (VmHWM) while it runs. */
function runMeasured(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stderr: string; stdout: string; peak: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', NO_COLOR: '1', CI: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let peak = 0;
    const sample = setInterval(() => {
      try {
        const line = readFileSync(`/proc/${child.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
        peak = Math.max(peak, Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024);
      } catch {
        // gone
      }
    }, 5);
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sample);
      resolve({ code: code ?? -1, stdout, stderr, peak });
    });
  });
}

let cli: CliSandbox;
let server: TestServer;
let big: number;
beforeAll(async () => {
  cli = createCliSandbox();
  const store = openSqliteStore(cli.db);
  big = await store.people.create({ first: 'Nagy', last: 'Export' }, '2026-11-22 10:00:00');
  for (let i = 0; i < DOCUMENTS; i++) await store.documents.add(big, `scan-${i}.pdf`, 'application/pdf', randomBytes(16 * MB), '2026-11-22 10:00:00');
  await store.close();
  server = await startTestServer({ documentQuota: { documents: 1, bytes: 100 * MB } });
}, 120_000);
afterAll(async () => {
  await server?.close();
  cli?.cleanup();
});

describe('person export-data', () => {
  it('streams a 192 MB person to the file: the CLI stays far below it; the zip is whole; audited started → ok', async () => {
    const out = join(cli.dir, 'big.zip');
    const run = await runMeasured(['--db', cli.db, 'person', 'export-data', String(big), '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    // In memory, the export held the documents and the zip (> 2 × 192 MB besides Node's own
    // ~60 MB); streamed, the whole process stays below the documents' total (~140 MB measured).
    expect(run.peak, `CLI peak RSS ${run.peak / MB | 0} MB`).toBeLessThan(TOTAL);
    const size = readFileSync(out).length;
    expect(size).toBeGreaterThan(TOTAL);
    expect(run.stdout).toContain(`saved ${size} bytes`);
    const audit = await cli.run(['audit', 'list', '--person', String(big), '--json']);
    const rows = (audit.json() as { action: string; outcome: string }[]).filter((r) => r.action === 'person.export-data');
    expect(rows.map((r) => r.outcome).reverse()).toEqual(['started', 'ok']);
  }, 120_000);

  it('with --remote needs a privacy token: a read or write token is exit 5 and no file; `token create --scope privacy` makes one', async () => {
    const { id } = (await (await fetch(`${server.url}/person`, {
      method: 'POST', headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ first: 'Kis', last: 'Export' }),
    })).json() as { data: { id: number } }).data;
    const out = join(cli.dir, 'remote.zip');
    for (const token of [server.readToken, server.writeToken]) {
      const refused = await cli.run(['--remote', server.url, '--token', token, 'person', 'export-data', String(id), '--out', out]);
      expect(refused.code).toBe(5);
      expect(refused.stderr).toMatch(/privacy/);
      expect(() => readFileSync(out)).toThrow();
    }
    const ok = await cli.run(['--remote', server.url, '--token', server.token, 'person', 'export-data', String(id), '--out', out]);
    expect(ok.code, ok.stderr).toBe(0);
    const zip = await JSZip.loadAsync(readFileSync(out));
    expect(JSON.parse(await zip.file('person.json')!.async('string'))).toMatchObject({ id, first: 'Kis' });

    const created = await cli.run(['token', 'create', 'dpo', '--scope', 'privacy', '--json']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.json()).toMatchObject({ name: 'dpo', scope: 'privacy' });
    const listed = await cli.run(['token', 'list', '--json']);
    expect(listed.json()).toEqual([expect.objectContaining({ name: 'dpo', scope: 'privacy' })]);
  }, 60_000);
});

describe('documents quota', () => {
  it('locally: the document past RECRUIT_DOCUMENTS_PER_PERSON is exit 4 with the figures; the size limit likewise', async () => {
    const id = Number((await cli.run(['--quiet', 'person', 'create', '--first', 'Kvóta', '--last', 'Helyi'])).stdout.trim());
    const file = join(cli.dir, 'cv.txt');
    writeFileSync(file, 'x'.repeat(600 * 1024));
    const env = { RECRUIT_DOCUMENTS_PER_PERSON: '1', RECRUIT_DOCUMENT_MB_PER_PERSON: '1' };
    expect((await cli.run(['person', 'document', 'add', String(id), file], { env })).code).toBe(0);
    const count = await cli.run(['person', 'document', 'add', String(id), file], { env: { ...env, RECRUIT_DOCUMENT_MB_PER_PERSON: '100' } });
    expect(count.code).toBe(4);
    expect(count.stderr).toContain(`person ${id} has 1 document (0.6 MB)`);
    expect(count.stderr).toContain('the limit is 1 documents and 100.0 MB per person');
    const size = await cli.run(['person', 'document', 'add', String(id), file], { env: { ...env, RECRUIT_DOCUMENTS_PER_PERSON: '10' } });
    expect(size.code).toBe(4);
    expect(size.stderr).toContain('would exceed the size allowed: the limit is 10 documents and 1.0 MB per person');
  });

  it('with --remote: the server\'s limit, the same exit code and message', async () => {
    const { id } = (await (await fetch(`${server.url}/person`, {
      method: 'POST', headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ first: 'Kvóta', last: 'Távoli' }),
    })).json() as { data: { id: number } }).data;
    const file = join(cli.dir, 'letter.txt');
    writeFileSync(file, 'Fictitious letter\n');
    const remote = ['--remote', server.url, '--token', server.token];
    expect((await cli.run([...remote, 'person', 'document', 'add', String(id), file])).code).toBe(0);
    const refused = await cli.run([...remote, 'person', 'document', 'add', String(id), file]);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain(`person ${id} has 1 document`);
    expect(refused.stderr).toContain('the limit is 1 documents and 100.0 MB per person');
  });
});
