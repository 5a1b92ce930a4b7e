// Contract: finding people and skills, against LocalService and against
// RemoteService → server → LocalService; both must pass identically. Document text is
// extracted by the real parser (its worker pool, from dist/: run `npm run build` first).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NotFoundError, ValidationError } from '../../src/domain/errors.js';
import { PersonSchema } from '../../src/domain/person.js';
import type { PersonSearchRequest } from '../../src/domain/person-search.js';
import { MODES, type ContractFixture } from './modes.js';
import { expectError, issuePaths } from './expect-error.js';

const FILES = join(import.meta.dirname, '../fixtures/parser/files');

describe.each(MODES)('service contract: finding people and skills ($name)', (mode) => {
  let f: ContractFixture;
  beforeEach(async () => {
    f = await mode.create();
  });
  afterEach(async () => {
    await f.cleanup();
  });

  const auditCount = () => f.store.audit.count();
  const newest = async (n: number) => (await f.store.audit.list({ limit: n })).reverse();
  const ids = async (request: PersonSearchRequest) => (await f.service.searchPeople(request)).data.map((p) => p.id);

  async function seed() {
    const anna = (await f.service.createPerson({ first: 'Anna', last: 'Kovács', email: 'anna.kovacs@example.com', city: 'Szeged',
      country: 348, phone_mobile: '06 30 123 4567', category: [3] })).id;
    const bela = (await f.service.createPerson({ first: 'Béla', last: 'Nagy', email: 'bela.nagy@example.org', city: 'Pécs',
      country: 348, phone_mobile: '+36 70 987 6543' })).id;
    const carl = (await f.service.createPerson({ first: 'Carl', last: 'Brandlmayr', email: 'carl@example.net', city: 'Wien', country: 40 })).id;
    return { anna, bela, carl };
  }

  it('returns whole Person objects (SPEC endpoint 1 shape) and finds Kovács by kovacs', async () => {
    const { anna } = await seed();
    const page = await f.service.searchPeople({ q: 'kovacs' });
    expect(page.next_cursor).toBeNull();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toEqual(await f.service.getPerson(anna));
    expect(Object.keys(page.data[0]!)).toEqual(Object.keys(PersonSchema.properties));
  });

  // Folding (DESIGN.md §8): one table of stored values and the searches that must find them,
  // the same on both stores, locally and through a server. Each person is found by every query
  // of their row, and by nothing of another row.
  const FOLDING: { person: { first: string; last: string; city?: string; email?: string }; skills?: string[]; cv?: string; finds: PersonSearchRequest[] }[] = [
    { person: { first: 'Paweł', last: 'Żółć', city: 'Łódź' },
      finds: [{ q: 'pawel' }, { q: 'zolc' }, { q: 'lodz' }, { name: 'zol' }, { city: 'lodz' }] },
    { person: { first: 'Ørjan', last: 'Sæther', city: 'Tromsø' }, finds: [{ q: 'orjan' }, { q: 'saether' }, { q: 'tromso' }, { q: 'oerjan' }] },
    { person: { first: 'Søren', last: 'Œhlenschläger' }, finds: [{ q: 'soren' }, { q: 'soeren' }, { q: 'oehlenschlager' }, { q: 'oehlenschlaeger' }] },
    { person: { first: 'Đorđe', last: 'Þórsson', city: 'Kırıkkale' },
      finds: [{ q: 'dorde' }, { q: 'thorsson' }, { q: 'kirikkale' }, { city: 'KIRIKKALE' }] },
    { person: { first: 'Jürgen', last: 'Groß', city: 'München' },
      finds: [{ q: 'juergen' }, { q: 'jurgen' }, { q: 'gross' }, { q: 'Groß' }, { q: 'muenchen' }, { q: 'munchen' }, { name: 'juer' },
        { city: 'muenchen' }, { city: 'Munchen' }, { city: 'MÜNCHEN' }] },
    // Written without the umlaut: an umlaut in the query finds it too.
    { person: { first: 'Dieter', last: 'Mueller', city: 'Duesseldorf' }, finds: [{ q: 'mueller' }, { q: 'Müller' }, { city: 'Düsseldorf' }] },
    { person: { first: 'Ädi', last: 'Bürkli', email: 'aedi.buerkli@example.org' }, finds: [{ q: 'Ädi' }, { q: 'adi' }, { q: 'buerkli' }, { q: 'burkli' }] },
    { person: { first: 'Seán', last: "O'Brien", city: 'Kraków', email: "sean.o'brien@example.com" },
      finds: [{ q: 'obrien' }, { q: "O'Brien" }, { q: 'O’Brien' }, { q: 'brien' }, { name: 'obri' }, { city: 'krakow' }, { city: 'Kraków' },
        { q: 'sean' }] },
    { person: { first: 'Vera', last: 'Példa' }, skills: ['Schweißen', 'Łączenie'],
      finds: [{ q: 'schweissen' }, { q: 'laczenie' }, { skill: 'Schweißen' }] },
    { person: { first: 'Tamás', last: 'Minta' }, cv: 'Berufserfahrung: Gießerei-Meister bei Hütte Zielona Góra, Spółka z o.o.\nPůvodně z Ostravy.\n',
      finds: [{ q: 'giesserei' }, { q: 'huette' }, { q: 'hutte' }, { q: 'gora' }, { q: 'spolka' }, { q: 'puvodne' }] },
  ];

  it('folds letters the same way on both stores: transliteration, both spellings of ä ö ü, apostrophes, the city filter', async () => {
    const people: number[] = [];
    for (const row of FOLDING) {
      const id = (await f.service.createPerson(row.person)).id;
      if (row.skills) await f.service.changeSkills(id, { add: row.skills });
      if (row.cv) await f.service.addDocument({ person_data_id: id, file_name: 'cv.txt', data: new TextEncoder().encode(row.cv) });
      people.push(id);
    }
    const missed: string[] = [];
    for (const [index, row] of FOLDING.entries()) {
      for (const request of row.finds) {
        const found = await ids(request);
        const want = [people[index]];
        if (JSON.stringify(found) !== JSON.stringify(want)) missed.push(`${JSON.stringify(request)} → ${JSON.stringify(found)}, want ${want}`);
      }
    }
    expect(missed).toEqual([]);
    // Not looser: a spelled-out query finds only the letter it spells out; a city is equal, not a prefix.
    expect(await ids({ q: 'soeren' })).toEqual([people[2]]);
    expect(await ids({ city: 'krakow nowa' })).toEqual([]);
    expect(await ids({ city: 'krak' })).toEqual([]);
  });

  // E-mails (domain/search-email.ts, migration 15): the e-mail's words without their digits are
  // search words; a word with a digit finds the e-mails it begins (lower-cased), the same on both stores.
  it('finds an e-mail by its words without digits, and by a word with a digit that begins it', async () => {
    const mira = (await f.service.createPerson({ first: 'Mira', last: 'Tolvanen', email: 'mira.tolvanen77@kotiposti.example' })).id;
    const olli = (await f.service.createPerson({ first: 'Olli', last: 'Oksvik', email: 'olli@verkko.example',
      email2: 'oksvik1990@varasto.example' })).id;
    const ines = (await f.service.createPerson({ first: 'Ines', last: 'Varga-Linde', email: 'ines.vl@kotiposti.example' })).id;
    await f.service.changeSkills(ines, { add: ['c99'] });
    const finds: [PersonSearchRequest, number[]][] = [
      // (b) words of the e-mail without their digits, alone and as a phrase of the address
      [{ q: 'kotiposti' }, [mira, ines]], [{ q: 'tolvanen' }, [mira]], [{ q: 'mira.tolvanen' }, [mira]], [{ q: 'varasto' }, [olli]],
      [{ q: 'oksvik' }, [olli]],
      // (a) a word with a digit: a prefix of the e-mail or the second e-mail, lower-cased, whole or not
      [{ q: 'mira.tolvanen77' }, [mira]], [{ q: 'Mira.Tolvanen77@Koti' }, [mira]], [{ q: 'mira.tolvanen77@kotiposti.example' }, [mira]],
      [{ q: 'oksvik19' }, [olli]], [{ q: 'oksvik1990@varasto.example' }, [olli]], [{ q: 'mira.tolvanen7*' }, [mira]],
      // all words must match, each either way
      [{ q: 'mira mira.tolvanen77' }, [mira]], [{ q: 'olli oksvik1990' }, [olli]], [{ q: 'olli mira.tolvanen77' }, []],
      [{ q: 'mira.tolvanen77', name: 'tol' }, [mira]], [{ q: 'mira.tolvanen77', name: 'oks' }, []],
      // a number of the e-mail is no word, nor a word with a digit from inside the address
      [{ q: '77' }, []], [{ q: 'tolvanen77' }, []], [{ q: '1990' }, []],
      // a word with a digit is still found where it is a word: a skill
      [{ q: 'c99' }, [ines]],
    ];
    const missed: string[] = [];
    for (const [request, want] of finds) {
      const found = await ids(request);
      if (JSON.stringify(found) !== JSON.stringify(want)) missed.push(`${JSON.stringify(request)} → ${JSON.stringify(found)}, want ${JSON.stringify(want)}`);
    }
    expect(missed).toEqual([]);
    // The index follows a changed address: the old prefix no longer finds the person, the new one does.
    await f.service.updatePerson({ id: mira, email: 'mt2024@uusi.example' });
    expect(await ids({ q: 'mira.tolvanen77' })).toEqual([]);
    expect(await ids({ q: 'kotiposti' })).toEqual([ines]);
    expect(await ids({ q: 'mt2024' })).toEqual([mira]);
    expect(await ids({ q: 'uusi' })).toEqual([mira]);
  });

  it('every filter, all must match', async () => {
    const { anna, bela, carl } = await seed();
    expect(await ids({ name: 'nag' })).toEqual([bela]);
    expect(await ids({ email: 'ANNA.K' })).toEqual([anna]);
    expect(await ids({ phone: '+36 30' })).toEqual([anna]);
    expect(await ids({ phone: '0036 70 987 6543' })).toEqual([bela]);
    expect(await ids({ phone: '06 30 123 4567', country: 'HU' })).toEqual([anna]);
    expect(await ids({ city: 'WIEN' })).toEqual([carl]);
    expect(await ids({ country: 'HU' })).toEqual([anna, bela]);
    expect(await ids({ country: '40' })).toEqual([carl]);
    expect(await ids({ category: '3' })).toEqual([anna]);
    expect(await ids({ country: 'HU', city: 'Pécs' })).toEqual([bela]);
    expect(await ids({ created_since: '2026-11-22', sort: '-id' })).toEqual([carl, bela, anna]);
    expect(await ids({ modified_since: '2030-01-01' })).toEqual([]);
    const job = (await f.service.createJob({ position_data_id: 1, title: 'Analyst' })).id;
    await f.service.subscribe({ person_data_id: carl, job_data_id: job });
    expect(await ids({ applied_to: job })).toEqual([carl]);
  });

  it('pages with cursors until next_cursor is null', async () => {
    const created = [];
    for (let i = 0; i < 7; i++) created.push((await f.service.createPerson({ first: `P${i}`, last: 'Lapozó' })).id);
    const seen = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await f.service.searchPeople({ name: 'lapozo', limit: 3, sort: 'name', ...(cursor ? { cursor } : {}) });
      seen.push(...page.data.map((p) => p.id));
      if (page.next_cursor === null) break;
      cursor = page.next_cursor;
    }
    expect(seen.sort((a, b) => a - b)).toEqual(created);
  });

  it('audits one row per person returned (action person.search, the query), one row when nobody', async () => {
    const { anna, bela } = await seed();
    const before = await auditCount();
    await f.service.searchPeople({ country: 'HU', limit: 10 });
    expect(await auditCount()).toBe(before + 2);
    expect((await newest(2)).map((r) => [r.person_id, r.action, r.outcome, r.query, r.actor])).toEqual([
      [anna, 'person.search', 'ok', 'country=HU', f.actor],
      [bela, 'person.search', 'ok', 'country=HU', f.actor],
    ]);
    await f.service.searchPeople({ q: 'nobody' });
    expect(await auditCount()).toBe(before + 3);
    expect((await newest(1))[0]).toMatchObject({ person_id: null, action: 'person.search', outcome: 'not_found', query: 'q=nobody' });
  });

  it('a bad filter is a ValidationError naming the parameter, and writes no audit row', async () => {
    await seed();
    const before = await auditCount();
    const cases: [PersonSearchRequest, string][] = [
      [{ limit: 501 }, '/limit'],
      [{ limit: 0 }, '/limit'],
      [{ country: 'Atlantis' }, '/country'],
      [{ created_since: '2026-02-30' }, '/created_since'],
      [{ sort: 'salary' as never }, '/sort'],
      [{ phone: 'call me' }, '/phone'],
      [{ q: '!!!' }, '/q'],
      [{ colour: 'blue' } as never, '/colour'],
    ];
    for (const [request, path] of cases) {
      const error = await expectError(f.service.searchPeople(request), ValidationError);
      expect(issuePaths(error), JSON.stringify(request)).toContain(path);
    }
    expect(await auditCount()).toBe(before);
  });

  it('a NUL or other control character in any text filter (or the e-mail of exists) is a ValidationError, not a 500', async () => {
    await seed();
    const before = await auditCount();
    const texts: (keyof PersonSearchRequest)[] = ['q', 'name', 'email', 'phone', 'city', 'country', 'category', 'skill', 'created_since',
      'modified_since', 'cursor'];
    for (const control of ['\u0000', '\u0001', '\u001f', '\u007f']) {
      for (const field of texts) {
        const request = { [field]: `Anna${control}x` } as PersonSearchRequest;
        const error = await expectError(f.service.searchPeople(request), ValidationError);
        expect(issuePaths(error), JSON.stringify(request)).toEqual([`/${field}`]);
        expect(error.message, JSON.stringify(request)).toContain('control characters');
      }
      const error = await expectError(f.service.searchPeople({ q: 'anna', skill: ['SQL', `S${control}`] }), ValidationError);
      expect(issuePaths(error)).toEqual(['/skill/1']);
      const exists = await expectError(f.service.findPersonByEmail(`anna${control}.kovacs@example.com`), ValidationError);
      expect(issuePaths(exists)).toEqual(['/email']);
    }
    // Nothing was read, so nothing was audited.
    expect(await auditCount()).toBe(before);
  });

  it('a tampered cursor, or one of another search, is refused', async () => {
    for (let i = 0; i < 3; i++) await f.service.createPerson({ first: `C${i}`, last: 'Kurzor' });
    const { next_cursor } = await f.service.searchPeople({ name: 'kurzor', limit: 1 });
    expect(next_cursor).toEqual(expect.any(String));
    const [payload, mac] = next_cursor!.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), i: 0 })).toString('base64url');
    for (const cursor of [`${forged}.${mac}`, `${payload}.${mac.slice(1)}`, 'not-a-cursor']) {
      const error = await expectError(f.service.searchPeople({ name: 'kurzor', limit: 1, cursor }), ValidationError);
      expect(issuePaths(error)).toEqual(['/cursor']);
    }
    await expectError(f.service.searchPeople({ name: 'kurzor', sort: '-id', cursor: next_cursor! }), ValidationError);
  });

  it('skills: read, add, remove, replace; searchable; Person JSON unchanged', async () => {
    const { anna, bela } = await seed();
    const person = await f.service.getPerson(anna);
    expect(await f.service.getSkills(anna)).toEqual([]);
    expect(await f.service.changeSkills(anna, { add: ['SQL', 'Python', 'sql'] })).toEqual(['Python', 'SQL']);
    expect(await f.service.changeSkills(bela, { add: ['SQL'] })).toEqual(['SQL']);
    expect(await f.service.changeSkills(anna, { remove: ['python'] })).toEqual(['SQL']);
    expect(await ids({ skill: 'sql' })).toEqual([anna, bela]);
    expect(await f.service.changeSkills(anna, { skills: ['Go', 'Kubernetes'] })).toEqual(['Go', 'Kubernetes']);
    expect(await ids({ skill: ['go', 'kubernetes'] })).toEqual([anna]);
    expect(await ids({ q: 'kubernetes' })).toEqual([anna]);
    expect(await f.service.getSkills(anna)).toEqual(['Go', 'Kubernetes']);
    const after = await f.service.getPerson(anna);
    expect(Object.keys(after)).toEqual(Object.keys(person));
    expect((await newest(2))[0]).toMatchObject({ action: 'person.skills', person_id: anna, outcome: 'ok' });
  });

  it('a person with skills who changes their name is found by the new name with their skills, not by the old', async () => {
    const { anna } = await seed();
    await f.service.changeSkills(anna, { add: ['Kubernetes'] });
    await f.service.updatePerson({ id: anna, last: 'Vártó' });
    expect(await ids({ q: 'varto kubernetes' })).toEqual([anna]);
    expect(await ids({ name: 'varto', skill: 'kubernetes' })).toEqual([anna]);
    expect(await ids({ name: 'kovacs' })).toEqual([]); // (her e-mail address still says kovacs)
    // A change that leaves the searched words alone keeps them searchable.
    await f.service.updatePerson({ id: anna, country: 40 });
    expect(await ids({ q: 'varto kubernetes' })).toEqual([anna]);
  });

  it('skills of an unknown person are not found; bad changes are refused and change nothing', async () => {
    const { anna } = await seed();
    await expectError(f.service.getSkills(999), NotFoundError);
    await expectError(f.service.changeSkills(999, { add: ['SQL'] }), NotFoundError);
    await f.service.changeSkills(anna, { add: ['Keep'] });
    for (const change of [{}, { add: [''] }, { add: ['x'.repeat(101)] }, { add: ['bad\u0007bell'] }, { drop: ['Keep'] }]) {
      await expectError(f.service.changeSkills(anna, change as never), ValidationError);
    }
    expect(await f.service.getSkills(anna)).toEqual(['Keep']);
  });

  it('document text is extracted and indexed when it is added, and leaves with the document', async () => {
    const { anna, bela } = await seed();
    const docx = await f.service.addDocument({ person_data_id: anna, file_name: 'cv.docx', data: new Uint8Array(readFileSync(join(FILES, 'resume.docx'))) });
    await f.service.addDocument({ person_data_id: bela, file_name: 'cv.pdf', data: new Uint8Array(readFileSync(join(FILES, 'two-column.pdf'))) });
    await f.service.addDocument({ person_data_id: bela, file_name: 'notes.bin', data: new Uint8Array([0, 1, 2, 3, 255]) });
    expect(await ids({ q: 'confluence' })).toEqual([anna]);
    expect(await ids({ q: 'postgresql spark' })).toEqual([bela]);
    await f.service.deleteDocument(anna, docx.id);
    expect(await ids({ q: 'confluence' })).toEqual([]);
  }, 60_000);
});
