// `recruit person …` through the real binary: stdout JSON, stderr one-liners, exit codes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';
import { jpegWithExif } from '../helpers/images.js';

let cli: CliSandbox;
beforeEach(() => (cli = createCliSandbox()));
afterEach(() => cli.cleanup());

const create = (...flags: string[]) => cli.run(['person', 'create', '--first', 'Anna', '--last', 'Próba', ...flags, '--json']);

describe('person create / get / update', () => {
  it('creates with code names and prints only JSON', async () => {
    const created = await create('--email', 'anna@example.com', '--country', 'HU', '--category', '1,2', '--phone-mobile', '06 30 123 4567');
    expect(created.code).toBe(0);
    expect(created.json()).toEqual({ id: 1 });
    expect(created.stderr).toBe('');
    const got = await cli.run(['person', 'get', '1', '--json']);
    expect(got.code).toBe(0);
    expect(got.json()).toMatchObject({ id: 1, first: 'Anna', country: 348, category: [1, 2], phone_mobile: '+36 30 123 4567' });
  });

  it('updates only the given fields', async () => {
    await create('--city', 'Szeged', '--email', 'anna@example.com');
    const updated = await cli.run(['person', 'update', '1', '--city', 'Pécs', '--json']);
    expect(updated.json()).toEqual({ success: true });
    expect((await cli.run(['person', 'get', '1', '--json'])).json()).toMatchObject({ city: 'Pécs', email: 'anna@example.com' });
  });

  it('reads fields from --from-file with flags overriding', async () => {
    const file = join(cli.dir, 'p.json');
    writeFileSync(file, JSON.stringify({ first: 'File', last: 'Person', city: 'Győr' }));
    const created = await cli.run(['person', 'create', '--from-file', file, '--first', 'Flag', '--json']);
    expect(created.code).toBe(0);
    expect((await cli.run(['person', 'get', '1', '--json'])).json()).toMatchObject({ first: 'Flag', last: 'Person', city: 'Győr' });
  });

  it('exists prints the id; an unknown e-mail exits 3', async () => {
    await create('--email', 'anna@example.com');
    expect((await cli.run(['person', 'exists', 'ANNA@example.com', '--json'])).json()).toEqual({ id: 1 });
    const missing = await cli.run(['person', 'exists', 'nobody@example.com']);
    expect(missing.code).toBe(3);
  });
});

describe('bad input: one-line error, right exit code, nothing written', () => {
  it.each([
    ['invalid e-mail', ['--email', 'nope'], 2, /e-mail/],
    ['unknown code', ['--country', 'XX'], 2, /unknown country code "XX".*recruit codes country/],
    ['impossible birth date', ['--birth-date', '2001-02-29'], 2, /not a real date/],
    ['future birth date', ['--birth-date', '2099-01-01'], 2, /future/],
    ['sex not M/F/X', ['--sex', 'Q'], 2, /sex/],
  ])('%s', async (_name, flags, code, message) => {
    const result = await create(...flags);
    expect(result.code).toBe(code);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^error: /);
    expect((await cli.run(['db', 'stats', '--json'])).json()).toMatchObject({ people: 0 });
  });

  it('duplicate e-mail exits 4', async () => {
    await create('--email', 'anna@example.com');
    const duplicate = await create('--email', 'Anna@Example.com');
    expect(duplicate.code).toBe(4);
    expect(duplicate.stderr).toMatch(/already exists/);
  });

  it('unknown id exits 3', async () => {
    const result = await cli.run(['person', 'get', '42']);
    expect(result.code).toBe(3);
    expect(result.stderr).toBe('error: person 42 not found\n');
  });

  it('a non-numeric id is a usage error', async () => {
    expect((await cli.run(['person', 'get', 'abc'])).code).toBe(2);
  });

  it('malformed JSON in --from-file exits 2', async () => {
    const file = join(cli.dir, 'bad.json');
    writeFileSync(file, '{"first": "A", ');
    const result = await cli.run(['person', 'create', '--from-file', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/not valid JSON/);
  });

  it('missing required fields without a TTY is a usage error naming the flags', async () => {
    const result = await cli.run(['person', 'create', '--first', 'Anna']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--last/);
  });

  it('an unknown option is a usage error', async () => {
    const result = await cli.run(['person', 'create', '--frist', 'Anna']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown option/);
  });
});

describe('photos and documents', () => {
  it('sets a photo, refuses a non-image, stores a traversal name as its base name', async () => {
    await create();
    const photo = join(cli.dir, 'me.jpg');
    writeFileSync(photo, await jpegWithExif());
    expect((await cli.run(['person', 'photo', 'set', '1', photo])).code).toBe(0);
    const fake = join(cli.dir, 'fake.jpg');
    writeFileSync(fake, 'plain text, not a picture');
    const bad = await cli.run(['person', 'photo', 'set', '1', fake]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not a JPEG, PNG or WebP/);

    const doc = join(cli.dir, 'passwd');
    writeFileSync(doc, 'fictitious document');
    const added = await cli.run(['person', 'document', 'add', '1', doc, '--json']);
    expect(added.json()).toEqual({ id: 1 });
    const listed = await cli.run(['person', 'document', 'list', '1', '--json']);
    expect(listed.json()).toEqual([{ id: 1, file_name: 'passwd', size: 19 }]);
    const download = await cli.run(['person', 'document', 'download', '1', '1', '--out', '-']);
    expect(download.stdout).toBe('fictitious document');
  });

  it('refuses a document over 20 MB', async () => {
    await create();
    const big = join(cli.dir, 'big.pdf');
    writeFileSync(big, Buffer.alloc(20 * 1024 * 1024 + 1));
    const result = await cli.run(['person', 'document', 'add', '1', big]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/limit is 20971520 bytes/);
  });
});

describe('applications and audit', () => {
  it('subscribes once, 409 → exit 4 the second time, and audits reads', async () => {
    await create();
    await cli.run(['job', 'create', '--position', '1', '--title', 'Archivist']);
    expect((await cli.run(['person', 'subscribe', '1', '1', '--json'])).json()).toEqual({ id: 1 });
    expect((await cli.run(['person', 'subscribe', '1', '1'])).code).toBe(4);
    const subs = await cli.run(['person', 'subscriptions', '1', '--json']);
    expect(subs.json()).toMatchObject([{ id: 1, job_data_id: 1, title: 'Archivist' }]);
    const audit = await cli.run(['audit', 'list', '--person', '1', '--json']);
    expect(audit.json<{ action: string; actor: string }[]>().map((r) => r.action)).toEqual(['person.subscriptions']);
    expect(audit.json<{ actor: string }[]>()[0]?.actor).toMatch(/^cli:/);
  });
});
