// `parser parse --remote` shows the sections the server sent; a server that implements only
// SPEC 2.6 sends none, and the CLI then reads them from `content` itself. The server is real
// (127.0.0.1) with a stand-in parser, so what it sends is known; all CVs are invented.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../../src/domain/clock.js';
import type { ResumeParser } from '../../src/service/resume-parser.js';
import type { ParsedDocument } from '../../src/parser/types.js';
import type { ResumeSections } from '../../src/domain/resume-sections.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { runRecruit } from '../helpers/cli.js';

const CV = `Perpetua Lindqvist
perpetua.lindqvist@example.org
Experience
Pastry Chef | Crumbwell Bakery | Dunmere | 2019 – Present
`;

/** What the stand-in parser "read with the layout": an entry the text itself does not hold. */
const SENT: ResumeSections = {
  headline: 'Head Pâtissier',
  work: [{ position: 'Head Pâtissier', employer: 'Sugarloft Kitchens', location: '', start: '2021', end: '', current: true }],
  education: [],
  languages: [{ language: 'Swedish', fluency: 'Native' }],
  certificates: [],
};

/** Sends SENT for "extended.txt" and no sections at all (a SPEC 2.6 server) for other files. */
const standIn = async (): Promise<ResumeParser> => ({
  async parse(file) {
    const document: ParsedDocument = {
      fields: {
        last: 'Lindqvist', first: 'Perpetua', birth_date: '', email: ['perpetua.lindqvist@example.org'], phone: [],
        category: null, address: { street: '', city: '', zip: '' }, tags: [], keywords: '',
      },
      content: Buffer.from(file.data).toString('utf8'),
      format: 'txt',
      images: [],
      face: null,
      ...(file.file_name === 'extended.txt' ? { sections: SENT } : {}),
    };
    return document;
  },
  matchJobs: () => [],
  async close() {},
});

let server: TestServer;
let dir: string;

beforeAll(async () => {
  server = await startTestServer({ clock: systemClock, parser: standIn });
  dir = join(server.storePath, '..');
  writeFileSync(join(dir, 'extended.txt'), CV);
  writeFileSync(join(dir, 'spec-only.txt'), CV);
}, 60_000);
afterAll(async () => { await server?.close(); });

const remote = (args: string[]) => runRecruit(['--remote', server.url, '--token', server.token, ...args], {
  env: { RECRUIT_CONFIG: '/dev/null', XDG_CACHE_HOME: join(dir, 'cache') },
});

describe('parser parse --remote: sections', () => {
  it('uses the sections the server sent, for --format jsonresume and the card', async () => {
    const resume = (await remote(['parser', 'parse', join(dir, 'extended.txt'), '--format', 'jsonresume'])).json<Record<string, unknown>>();
    expect(resume['work']).toEqual([{ name: 'Sugarloft Kitchens', position: 'Head Pâtissier', startDate: '2021' }]);
    expect(resume['languages']).toEqual([{ language: 'Swedish', fluency: 'Native' }]);
    expect(resume['basics']).toMatchObject({ label: 'Head Pâtissier' });
    const card = await remote(['parser', 'parse', join(dir, 'extended.txt')]);
    expect(card.code, card.stderr).toBe(0);
    expect(card.stdout).toMatch(/^experience\s+2021 – now\s+Head Pâtissier, Sugarloft Kitchens$/m);
    expect(card.stdout).not.toMatch(/Crumbwell/);
  }, 60_000);

  it('reads them from content when the server sends none (SPEC 2.6 only)', async () => {
    const json = await remote(['parser', 'parse', join(dir, 'spec-only.txt'), '--json']);
    expect(Object.keys(json.json<Record<string, unknown>>())).not.toContain('sections');
    const resume = (await remote(['parser', 'parse', join(dir, 'spec-only.txt'), '--format', 'jsonresume'])).json<Record<string, unknown>>();
    expect(resume['work']).toEqual([{ name: 'Crumbwell Bakery', position: 'Pastry Chef', location: 'Dunmere', startDate: '2019' }]);
    const card = await remote(['parser', 'parse', join(dir, 'spec-only.txt')]);
    expect(card.stdout).toMatch(/^experience\s+2019 – now\s+Pastry Chef, Crumbwell Bakery \(Dunmere\)$/m);
  }, 60_000);
});
