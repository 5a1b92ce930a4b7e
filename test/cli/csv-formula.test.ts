// CSV injection (OWASP): `person export` and every `--format csv` listing put a quote before
// a cell a spreadsheet would run as a formula (= + - @, tab, CR — a phone in international
// form too), locally and with --remote; importing such a file restores the exact values.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let cli: CliSandbox;
let other: CliSandbox;
let server: TestServer;
beforeEach(async () => {
  cli = createCliSandbox();
  other = createCliSandbox();
  server = await startTestServer();
});
afterEach(async () => {
  cli.cleanup();
  other.cleanup();
  await server.close();
});

const RISKY = {
  first: 'Zoé', last: '=HYPERLINK("http://example.org/x","open")', email: 'zoe@example.org',
  city: '@SUM(A1)', street: "'=already quoted", phone_mobile: '+36 30 123 4567', girl_name: '-5 years',
};
const ROW = `first,last,email,city,street,phone_mobile,girl_name\n${[RISKY.first, `"${RISKY.last.replace(/"/g, '""')}"`, RISKY.email, RISKY.city, `'${RISKY.street}`, RISKY.phone_mobile, `"${RISKY.girl_name}"`].join(',')}\n`;

/** The cells of the data line of a one-person CSV, by column name (RFC 4180 quotes removed). */
function cellsOf(csv: string): Record<string, string> {
  const [header, line] = csv.split('\n');
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  const text = line as string;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return Object.fromEntries((header as string).split(',').map((name, i) => [name, cells[i] as string]));
}

function expectNeutralised(cells: Record<string, string>) {
  expect(cells['last']).toBe(`'${RISKY.last}`);
  expect(cells['city']).toBe("'@SUM(A1)");
  expect(cells['street']).toBe("''=already quoted");
  expect(cells['phone_mobile']).toBe("'+36 30 123 4567");
  expect(cells['girl_name']).toBe("'-5 years");
  expect(cells['first']).toBe('Zoé');
}

describe('CSV output neutralises formulas', () => {
  it('person export and person list --format csv, and the export imports back exactly', async () => {
    writeFileSync(join(cli.dir, 'in.csv'), ROW);
    expect((await cli.run(['person', 'import', 'in.csv', '--strict'])).code).toBe(0);
    const stored = (await cli.run(['person', 'get', '1', '--json'])).json<Record<string, unknown>>();
    expect(stored).toMatchObject(RISKY);

    expect((await cli.run(['person', 'export', '--out', 'out.csv'])).code).toBe(0);
    expectNeutralised(cellsOf(readFileSync(join(cli.dir, 'out.csv'), 'utf8')));
    const listed = await cli.run(['person', 'list', '--format', 'csv']);
    expect(listed.code).toBe(0);
    expectNeutralised(cellsOf(listed.stdout));

    // Round trip: the exported file into another database gives the same person.
    writeFileSync(join(other.dir, 'out.csv'), readFileSync(join(cli.dir, 'out.csv')));
    expect((await other.run(['person', 'import', 'out.csv', '--strict'])).code).toBe(0);
    expect((await other.run(['person', 'get', '1', '--json'])).json<Record<string, unknown>>()).toMatchObject(RISKY);
  });

  it('with --remote: the listing is neutralised and an exported file imports back exactly', async () => {
    const remote = (...args: string[]) => cli.run(['--remote', server.url, '--token', server.token, ...args]);
    writeFileSync(join(cli.dir, 'in.csv'), ROW);
    expect((await remote('person', 'import', 'in.csv', '--strict')).code).toBe(0);
    const listed = await remote('person', 'list', '--format', 'csv');
    expect(listed.code).toBe(0);
    expectNeutralised(cellsOf(listed.stdout));
    // The listing is itself an import file: into the local database, values restored.
    writeFileSync(join(cli.dir, 'listed.csv'), listed.stdout);
    expect((await cli.run(['person', 'import', 'listed.csv', '--strict'])).code).toBe(0);
    expect((await cli.run(['person', 'get', '1', '--json'])).json<Record<string, unknown>>()).toMatchObject(RISKY);
  });

  it('the help of every command says so', async () => {
    for (const args of [['person', 'export', '--help'], ['job', 'list', '--help'], ['audit', 'list', '--help'], ['--help']]) {
      const help = await cli.run(args);
      expect(help.stdout.replace(/\s+/g, ' ')).toMatch(/' (before|in front)/);
    }
  });
});
