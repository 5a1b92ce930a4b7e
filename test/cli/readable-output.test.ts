// The pure renderers (key/value lists, hidden-job summary, db
// stats in MB, where serve listens) table-driven, and the real `db stats` and
// `serve --host 0.0.0.0` output of the built binary.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { keyValuePairs, renderKeyValues, PERSON_CODE_FIELDS } from '../../src/cli/key-values.js';
import { jobHiddenReasons, summarizeHiddenJobs } from '../../src/cli/listing-reasons.js';
import { formatMegabytes, statsPairs } from '../../src/cli/stats-view.js';
import { describeListening } from '../../src/cli/listen-address.js';
import { codeBookFor } from '../../src/domain/codes.js';
import { BIN, createCliSandbox } from '../helpers/cli.js';

const codes = codeBookFor(join(import.meta.dirname, '../../data'));

describe('key/value view', () => {
  it('leaves out empty fields, flattens objects, names codes', () => {
    const pairs = keyValuePairs(
      { id: 3, title: '', email2: '', country: 348, category: [1, 8], regio: [], state: null, address: { city: 'Pécs', zip: '' }, family_state: 2 },
      { codes, codeFields: PERSON_CODE_FIELDS },
    );
    expect(pairs).toEqual([
      ['id', '3'], ['country', '348 Hungary'], ['category', '1 IT / Software development, 8 Human resources'],
      ['address.city', 'Pécs'], ['family_state', '2 Married'],
    ]);
  });

  it('keeps an unknown code as it is, and aligns multi-line texts', () => {
    expect(keyValuePairs({ country: 999 }, { codes, codeFields: PERSON_CODE_FIELDS })).toEqual([['country', '999']]);
    expect(renderKeyValues([['a', 'x'], ['long_key', 'one\ntwo']])).toBe('a         x\nlong_key  one\n          two');
  });
});

describe('hidden jobs', () => {
  const job = (fields: Partial<{ status: string; date_from: string | null; date_till: string | null; channels: string[] }>) =>
    ({ status: 'open', date_from: null, date_till: null, channels: ['api_web'], ...fields });
  it.each([
    [job({}), []],
    [job({ status: 'closed' }), ['closed']],
    [job({ status: 'deleted', channels: [] }), ['deleted', 'not in api_web']],
    [job({ date_from: '2026-11-25' }), ['not started']],
    [job({ date_till: '2026-11-23' }), ['expired']],
    [job({ date_till: '2026-11-24' }), []],
    [job({ channels: ['print'] }), ['not in api_web']],
  ])('%j → %j', (input, reasons) => {
    expect(jobHiddenReasons(input, '2026-11-24')).toEqual(reasons);
  });

  it('counts each hidden job once, under its first reason', () => {
    expect(summarizeHiddenJobs([])).toBeUndefined();
    expect(summarizeHiddenJobs([['expired'], ['expired', 'not in api_web'], ['not in api_web'], ['expired'], ['not in api_web']]))
      .toBe('5 not listed: 3 expired, 2 not in api_web; see --full');
    expect(summarizeHiddenJobs([[], ['closed']])).toBe('2 not listed: 1 inactive, 1 closed; see --full');
  });
});

describe('db stats view', () => {
  it.each([
    [0, '0.0 MB'], [1000, '< 0.1 MB'], [1.5 * 1024 * 1024, '1.5 MB'], [123.4 * 1024 * 1024, '123 MB'], [2048 * 1024 * 1024, '2,048 MB'],
  ])('%d bytes → %s', (bytes, text) => expect(formatMegabytes(bytes)).toBe(text));

  it('reads as a list with sizes in MB and jobs by status', () => {
    const pairs = new Map(statsPairs({
      location: '/x.sqlite', schema_version: 2, size_bytes: 3 * 1024 * 1024, people: 1234, photos: 0, documents: 2,
      document_bytes: 512 * 1024, subscriptions: 5, jobs: { open: 3, closed: 1, deleted: 0 }, projects: 1, tokens: 2, audit_rows: 10,
    }));
    expect(pairs.get('size')).toBe('3.0 MB');
    expect(pairs.get('people')).toBe('1,234');
    expect(pairs.get('documents')).toBe('2 (0.5 MB)');
    expect(pairs.get('jobs')).toBe('4 (3 open, 1 closed)');
    expect(pairs.get('applications')).toBe('5');
  });

  it('`recruit db stats` prints it; --json keeps the figures', async () => {
    const cli = createCliSandbox();
    try {
      await cli.run(['person', 'create', '--first', 'Zsófi', '--last', 'Teszt']);
      await cli.run(['job', 'create', '--position', '1', '--title', 'X', '--status', 'closed']);
      const human = await cli.run(['db', 'stats']);
      expect(human.code, human.stderr).toBe(0);
      expect(human.stdout).not.toMatch(/size_bytes|[┌│]/);
      expect(human.stdout).toMatch(/^size\s+(< 0\.1|\d+\.\d) MB$/m);
      expect(human.stdout).toMatch(/^people\s+1$/m);
      expect(human.stdout).toMatch(/^jobs\s+1 \(1 closed\)$/m);
      expect((await cli.run(['db', 'stats', '--json'])).json()).toMatchObject({ people: 1, size_bytes: expect.any(Number), jobs: { closed: 1 } });
    } finally {
      cli.cleanup();
    }
  });
});

describe('where serve listens', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }, { address: '::1', family: 'IPv6', internal: true }],
    eth0: [{ address: '192.0.2.7', family: 'IPv4', internal: false }, { address: 'fe80::1', family: 'IPv6', internal: false }],
  } as unknown as Parameters<typeof describeListening>[1];

  it('a specific address is the URL; a wildcard says so and lists the URLs that reach it', () => {
    expect(describeListening({ address: '127.0.0.1', family: 'IPv4', port: 8080 }, interfaces)).toBe('listening on http://127.0.0.1:8080');
    expect(describeListening({ address: '0.0.0.0', family: 'IPv4', port: 8080 }, interfaces)).toBe(
      'listening on http://0.0.0.0:8080 (every IPv4 address of this machine; reach it at http://127.0.0.1:8080, http://192.0.2.7:8080)',
    );
    expect(describeListening({ address: '::', family: 'IPv6', port: 1 }, interfaces)).toMatch(/http:\/\/\[::\]:1 \(every IPv6 and IPv4 address.*http:\/\/\[::1\]:1/);
  });

  it('`recruit serve --host 0.0.0.0` prints the wildcard address it is bound to, not only a loopback URL', async () => {
    const cli = createCliSandbox();
    const child = spawn(process.execPath, [BIN, '--db', cli.db, 'serve', '--host', '0.0.0.0', '--port', '0'], {
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString('utf8');
          const match = /^.*listening on .*$/m.exec(stderr);
          if (match) resolve(match[0]);
        });
        child.on('exit', () => reject(new Error(`serve exited: ${stderr}`)));
      });
      expect(line).toMatch(/listening on http:\/\/0\.0\.0\.0:\d+ \(every IPv4 address of this machine; reach it at http:\/\/127\.0\.0\.1:\d+/);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('close', resolve));
      cli.cleanup();
    }
  });
});
