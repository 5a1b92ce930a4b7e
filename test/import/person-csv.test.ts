// The CSV fast path of person imports (person-csv.ts) against the general path it shortcuts
// (PERSON_COLUMNS mapping → validatePersonRow → packPerson): a row the fast path accepts must
// be accepted by the general path and packed identically; a row the general path rejects must
// be left to it (undefined), so that the reason is the general path's. And the fast path must
// really take the ordinary rows, or it would be a slow path in disguise.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ValidationError } from '../../src/domain/errors.js';
import { createRecordMapper } from '../../src/service/import/columns.js';
import { compilePersonCsvRow, isoDateNumber } from '../../src/service/import/person-csv.js';
import { PERSON_COLUMNS, PhoneNormalizer, validatePersonRow } from '../../src/service/import/person-row.js';
import { missingNameOfPacked, packPerson, unpackPerson } from '../../src/domain/packed-person.js';
import { csvLine } from '../../src/service/import/csv-reader.js';
import { openImportSource } from '../../src/service/import/source.js';
import { validateRecords } from '../../src/service/import/validated-batches.js';
import { compilePersonCsvPath, packPersonRow, personResource } from '../../src/service/import/people.js';
import { codes } from './import-helpers.js';

const TODAY = '2026-11-22';

/** The general path's answer for one row: the packed person, or the reason it is rejected. */
function general(header: string[], cells: string[]): { packed: string } | { reason: string } {
  const mapper = createRecordMapper(PERSON_COLUMNS, header, codes);
  try {
    return { packed: packPerson(validatePersonRow(mapper.map({ kind: 'csv', line: 2, cells }), { codes, today: TODAY, phones: new PhoneNormalizer() })) };
  } catch (error) {
    if (error instanceof ValidationError) return { reason: error.message };
    throw error;
  }
}

function fastPath(header: string[]) {
  const mapper = createRecordMapper(PERSON_COLUMNS, header, codes);
  return compilePersonCsvRow(mapper.fields ?? [], { codes, today: TODAY, phones: new PhoneNormalizer() });
}

/** Checks the contract on one row; returns whether the fast path took it. */
function agree(header: string[], cells: string[], fast = fastPath(header)): boolean {
  const expected = general(header, cells);
  const got = fast?.(cells);
  if ('reason' in expected) expect(got, `general path rejects (${expected.reason}), fast path accepted`).toBeUndefined();
  else if (got !== undefined) expect(got).toBe(expected.packed);
  return got !== undefined;
}

const HEADER = ['title', 'last', 'first', 'email', 'email2', 'category', 'regio', 'country', 'state', 'city', 'street', 'zip',
  'birth_place', 'birth_date', 'phone_mobile', 'sex', 'move_ok', 'family_state', 'nationality', 'experience'];
const ROW = ['Dr.', 'Minta', 'Anna', 'Anna.Minta@Example.com', '', '1;3', '348001', '348', '348001', 'Budapest', 'Fő utca 1.', '1011',
  'Budapest', '1984-03-14', '06 30 123 4567', 'f', 'Y', '2', 'Hungarian', '12'];

describe('person CSV fast path', () => {
  it.each(['14.03.1984', '1984.03.14.', '1984. 3. 14.'])('takes the local date form %s as 1984-03-14, like the general path', (date) => {
    const cells = [...ROW];
    cells[13] = date;
    expect(agree(HEADER, cells)).toBe(true);
    expect(fastPath(HEADER)?.(cells)).toContain('1984-03-14');
  });

  it('remembers birth dates by their digits and still answers each cell as the general path does, the second time too', () => {
    const fast = fastPath(HEADER);
    // Valid, impossible, in the future (after TODAY), too old, a local form, the same date again.
    const dates = ['1971-05-09', '1971-02-30', '2027-01-15', '1790-01-01', '09.05.1971', '1971-05-09', '0971-05-09', '1971-5-09', ''];
    let taken = 0;
    for (const round of [1, 2]) {
      for (const date of dates) {
        const cells = [...ROW];
        cells[13] = date;
        if (agree(HEADER, cells, fast)) taken++;
        expect([round, date, fast?.(cells) === undefined]).toEqual([round, date, 'reason' in general(HEADER, cells)]);
      }
    }
    expect(taken).toBeGreaterThanOrEqual(6); // the valid and the local forms, both rounds
  });

  it.each([
    ['1971-05-09', 19710509], ['0099-01-02', 990102], ['9999-99-99', 99999999],
    ['1971/05/09', -1], ['1971-5-09 ', -1], ['19a1-05-09', -1], ['1971-05-9', -1], ['', -1], ['1971-05-090', -1], ['\u0661971-05-09', -1],
  ])('isoDateNumber(%j) is %d', (cell, number) => expect(isoDateNumber(cell)).toBe(number));

  it('takes an ordinary row and packs it exactly like the general path', () => {
    expect(agree(HEADER, ROW)).toBe(true);
    expect(fastPath(HEADER)?.(ROW)).toContain('+36 30 123 4567');
  });

  it('takes rows with codes by key or name, spaces around values and empty optional cells', () => {
    const header = ['First Name', 'Last Name', 'E-mail', 'Country', 'Phone', 'Categories', 'Date of Birth', 'id', 'created'];
    expect(agree(header, [' Béla ', 'Példa', ' BELA@example.org ', 'HU', '+44 20 7946 0101', 'it_dev|data', ' 1990-07-21 ', '17', 'x'])).toBe(true);
    expect(agree(header, ['Béla', 'Példa', '', '', '', '', '', '', ''])).toBe(true);
    expect(agree(header, ['Béla', 'Példa', 'b@example.org', 'Hungary', '', '[1,3]', '', '', ''])).toBe(true);
  });

  it.each([
    ['upper-case ASCII', 'Zeno.Quill@Example.COM', 'zeno.quill@example.com'],
    ['accented capitals', 'ÁRNI.QUILL@EXAMPLE.ORG', 'árni.quill@example.org'],
    ['a decomposed accent (NFC after lower case)', 'Zoe\u0301.quill@example.net', 'zo\u00e9.quill@example.net'],
    ['the Kelvin sign (lower-cases to ASCII k)', '\u212Aira@example.com', 'kira@example.com'],
  ])('packs an e-mail with %s in its canonical form, like the general path', (_what, email, canonical) => {
    const cells = [...ROW];
    cells[3] = email;
    cells[4] = email.replace('@', '2@');
    expect(agree(HEADER, cells)).toBe(true);
    expect(fastPath(HEADER)?.(cells)).toContain(`\u001f${canonical}\u001f${canonical.replace('@', '2@')}\u001f`);
  });

  it.each([
    ['a missing last name', 1, ''],
    ['a last name of spaces', 1, '   '],
  ])('leaves %s to the general path, which takes a row with an e-mail as a partial update only', (_what, index, cell) => {
    const cells = [...ROW];
    cells[index] = cell;
    expect(fastPath(HEADER)?.(cells)).toBeUndefined();
    const partial = general(HEADER, cells);
    expect(partial).toHaveProperty('packed');
    expect(missingNameOfPacked((partial as { packed: string }).packed)).toBe('last');
    cells[3] = '';
    expect(general(HEADER, cells)).toEqual({ reason: 'last: is required' });
    expect(fastPath(HEADER)?.(cells)).toBeUndefined();
  });

  it('leaves empty cells out of the row\'s mask (no value given), unless --clear-empty', () => {
    const cells = [...ROW];
    cells[9] = '';
    cells[14] = ' ';
    const fast = fastPath(HEADER)?.(cells) as string;
    expect(fast).toBe((general(HEADER, cells) as { packed: string }).packed);
    expect(Object.keys(unpackPerson(fast))).not.toContain('city');
    expect(Object.keys(unpackPerson(fast))).not.toContain('phone_mobile');
    const mapper = createRecordMapper(PERSON_COLUMNS, HEADER, codes, { clearEmpty: true });
    const clearing = compilePersonCsvRow(mapper.fields ?? [], { codes, today: TODAY, phones: new PhoneNormalizer() }, { clearEmpty: true })?.(cells) as string;
    expect(unpackPerson(clearing)).toMatchObject({ city: '', phone_mobile: '' });
    expect(clearing).toBe(packPerson(validatePersonRow(mapper.map({ kind: 'csv', line: 2, cells }), { codes, today: TODAY, phones: new PhoneNormalizer() })));
  });

  it.each([
    ['an invalid e-mail', 3, 'anna@'],
    ['a control character', 9, 'Buda\u0007pest'],
    ['a title over 50 characters', 0, 'D'.repeat(51)],
    ['a repeated category', 5, '1;1'],
    ['an unknown category', 5, '1;99'],
    ['an unknown country', 7, 'XX'],
    ['a date that does not exist', 13, '2001-02-29'],
    ['a date in the future', 13, '2030-01-01'],
    ['a date before 1900', 13, '1899-12-31'],
    ['a slashed date (day or month first?)', 13, '03/14/1984'],
    ['a date in another format', 13, 'March 14, 1984'],
    ['an invalid phone', 14, '12'],
    ['an unknown sex', 15, 'male'],
    ['an unknown flag', 16, 'yes'],
    ['a four-digit experience', 19, '1234'],
    ['an experience with a space', 19, ' 12'],
  ])('leaves %s to the general path', (_what, index, cell) => {
    const cells = [...ROW];
    cells[index] = cell;
    expect(general(HEADER, cells)).toHaveProperty('reason');
    expect(fastPath(HEADER)?.(cells)).toBeUndefined();
  });

  it('leaves a row with the wrong number of cells to the general path', () => {
    expect(fastPath(HEADER)?.([...ROW, 'extra'])).toBeUndefined();
    expect(fastPath(HEADER)?.(ROW.slice(1))).toBeUndefined();
  });

  it('is not compiled for a header without first or last (every row is rejected by the general path)', () => {
    expect(fastPath(['first', 'email'])).toBeUndefined();
    expect(general(['first', 'email'], ['Anna', ''])).toEqual({ reason: expect.stringMatching(/last: is required/) });
    // With an e-mail the row is a partial update: the writer refuses it if nobody has the e-mail.
    expect(missingNameOfPacked((general(['first', 'email'], ['Anna', 'a@example.com']) as { packed: string }).packed)).toBe('last');
  });

  it('agrees with the general path on generated rows (any header, tricky cells)', () => {
    const pools: Record<string, string[]> = {
      title: ['', 'Dr.', ' Ms. ', 'T'.repeat(50), 'T'.repeat(51), 'a\u0001'],
      last: ['Minta', '', ' ', ' Példa ', 'L'.repeat(100), 'L'.repeat(101), 'x\u001f'],
      first: ['Anna', '', 'Zsófia', '\tAnna\t', 'F'.repeat(101)],
      email: ['', 'anna@example.com', 'ANNA@EXAMPLE.COM', ' a@example.org ', 'a@b', 'a..b@example.com', 'a b@example.com', `${'a'.repeat(250)}@e.com`, 'x@example.com\u0000'],
      email2: ['', 'second@example.org', 'nope'],
      category: ['', '1', '1;3', '3,1', '1|2', '1;1', '99', '[1,3]', '[1', 'it_dev', ' data ; 1 ', ';;', 'IT / Software development'],
      regio: ['', '348001', '348001;348006', 'AT-1', '1'],
      country: ['', '348', 'HU', 'hu', 'Hungary', ' 276 ', '840', 'XX', '0', '-1', '348.0', 'HUN'],
      state: ['', '348001', 'AT-1', '999999'],
      city: ['', 'Budapest', 'C'.repeat(100), 'C'.repeat(101)],
      street: ['', 'Fő utca 1.', 'a\u007fb'],
      zip: ['', '1011', 'Z'.repeat(20), 'Z'.repeat(21)],
      birth_place: ['', 'Wien'],
      birth_date: ['', '1984-03-14', ' 1984-03-14 ', '2001-02-29', '2000-02-29', '1900-01-01', '1899-12-31', TODAY, '2026-11-23', '84-03-14', '1984-3-14', 'x'],
      phone_land: ['', '+44 20 7946 0101', '06 1 234 5678', '12', 'P'.repeat(41), '+44 20 7946\u0007 0101'],
      phone_mobile: ['', '+44 7700 900123', '06 30 123 4567', '030 23125 000', '+1 202 555 0101', 'abc', ' +49 89 99998 001 '],
      sex: ['', 'M', 'f', ' x ', 'male', 'Z'],
      move_ok: ['', 'Y', 'n', 'yes'],
      girl_name: ['', 'Kovács'],
      mother_name: ['', 'Nagy Éva'],
      family_state: ['', '1', 'married', '9', 'Single'],
      nationality: ['', 'Hungarian', 'N'.repeat(61)],
      nationality2: ['', 'German'],
      experience: ['', '0', '12', '123', '1234', ' 1', 'x'],
      id: ['', '5'],
      created: ['', '2020-01-01 00:00:00'],
    };
    const columns = Object.keys(pools);
    const headerArb = fc.shuffledSubarray(columns, { minLength: 1 }).map((cols) => (cols.includes('first') && cols.includes('last') ? cols : ['first', 'last', ...cols.filter((c) => c !== 'first' && c !== 'last')]));
    let taken = 0;
    let rows = 0;
    fc.assert(
      fc.property(
        headerArb.chain((header) => fc.tuple(
          fc.constant(header),
          fc.array(fc.tuple(...header.map((c) => fc.constantFrom(...(pools[c] as string[])))), { minLength: 1, maxLength: 20 }),
        )),
        ([header, rowsOfCells]) => {
          const fast = fastPath(header);
          for (const cells of rowsOfCells) {
            rows++;
            if (agree(header, cells, fast)) taken++;
          }
        },
      ),
      { numRuns: 400, seed: 20261122 },
    );
    // Many generated rows are valid; the fast path must take a good share of them.
    expect(taken).toBeGreaterThan(rows / 20);
  });

  it('gives the import the same batches, lines and reject reasons as the general path alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-fast-'));
    try {
      const rows: string[][] = [HEADER, ROW];
      ROW.forEach((_, i) => {
        const bad = [...ROW];
        bad[i] = i === 1 ? '' : i === 3 ? 'nope' : i === 13 ? '2001-02-29' : 'x'.repeat(300);
        rows.push(bad, [...ROW].map((cell) => ` ${cell} `));
      });
      rows.push([...ROW.slice(0, 5), '"1;3"', ...ROW.slice(6)], ROW.slice(1), [...ROW, 'extra']);
      const file = join(dir, 'people.csv');
      writeFileSync(file, `${rows.map((cells) => csvLine(cells)).join('\n')}\nAnna,"Multi\nLine",,,,,,,,,,,,,,,,,,\n`);
      const clock = { now: () => new Date(`${TODAY}T10:00:00Z`) };
      const collect = async (fast: boolean) => {
        const source = await openImportSource(file, { stdin: Readable.from([]) });
        const out: unknown[] = [];
        const compiled = fast ? compilePersonCsvPath(codes, clock) : undefined;
        for await (const batch of validateRecords(source, personResource(codes, clock), codes, 7, false, packPersonRow, compiled)) {
          out.push({ valid: batch.valid.map((row) => [row.line, row.value]), rejects: batch.rejects.map((r) => [r.record.line, r.reason]), rows: batch.rows });
        }
        return out;
      };
      const general = await collect(false);
      expect(await collect(true)).toEqual(general);
      expect(JSON.stringify(general)).toMatch(/not a valid e-mail/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
