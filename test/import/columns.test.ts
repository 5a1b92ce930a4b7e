// The column mapper of imports (columns.ts): localised header names, --map, empty cells
// ("no value given" unless --clear-empty), JSON null (clears), "empty row"; and the date
// message that quotes what the file says.
import { describe, expect, it } from 'vitest';
import { aliasKey, createRecordMapper } from '../../src/service/import/columns.js';
import { PERSON_COLUMNS } from '../../src/service/import/person-row.js';
import { PERSON_HEADER_NAMES } from '../../src/service/import/person-header-names.js';
import { parseColumnMap, parseColumnMapJson } from '../../src/service/import/column-map.js';
import { parseImportDate } from '../../src/service/import/local-date.js';
import { PERSON_WRITABLE_FIELDS } from '../../src/domain/person.js';
import { codes } from './import-helpers.js';

const csv = (cells: string[]) => ({ kind: 'csv' as const, line: 2, cells });
const json = (value: unknown) => ({ kind: 'json' as const, line: 1, value, text: JSON.stringify(value), error: undefined });
const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
};

describe('header names', () => {
  it.each([
    [['Vorname', 'Nachname', 'E-Mail', 'Straße', 'PLZ', 'Geburtsdatum', 'Handy'], ['first', 'last', 'email', 'street', 'zip', 'birth_date', 'phone_mobile']],
    [['Keresztnév', 'Vezetéknév', 'E-mail cím', 'Irányítószám', 'Születési dátum', 'Anyja neve'], ['first', 'last', 'email', 'zip', 'birth_date', 'mother_name']],
    [['Nombre', 'Apellidos', 'Correo', 'Código postal', 'Fecha de nacimiento'], ['first', 'last', 'email', 'zip', 'birth_date']],
    [['Prénom', 'Nom', 'Courriel', 'Code postal', 'Date de naissance', 'Téléphone portable'], ['first', 'last', 'email', 'zip', 'birth_date', 'phone_mobile']],
    [['VORNAME', 'keresztnev', 'PRENOM '], ['first', 'first', 'first']],
  ])('%j → %j', (header, fields) => {
    expect(header.map((name) => PERSON_COLUMNS.resolve(name))).toEqual(fields);
  });

  it('gives every localised name its own field (no name means two fields)', () => {
    for (const field of PERSON_WRITABLE_FIELDS) {
      for (const name of PERSON_HEADER_NAMES[field]) expect(PERSON_COLUMNS.resolve(name), name).toBe(field);
    }
  });

  it('folds case, accents and punctuation', () => {
    expect(aliasKey('Születési dátum')).toBe('szuletesidatum');
    expect(aliasKey('Straße')).toBe('strasse');
    expect(aliasKey('E-Mail')).toBe('email');
  });

  it('refuses unknown columns naming them and the accepted names', () => {
    const message = reason(() => createRecordMapper(PERSON_COLUMNS, ['Nombre', 'Apellidos', 'Notas', 'Extra'], codes));
    expect(message).toMatch(/^unknown columns "Notas", "Extra"; nothing was imported\. Accepted column names: title \(/);
    expect(message).toMatch(/first \([^)]*Vorname[^)]*Keresztnév[^)]*Nombre[^)]*Prénom/);
  });
});

describe('--map', () => {
  it('names columns the built-in names do not cover, and ignores a column mapped to nothing', () => {
    const mapper = createRecordMapper(PERSON_COLUMNS, ['Rufname', 'Zuname', 'Kontakt', 'Notizen'], codes, {
      map: parseColumnMap('Rufname=first, Zuname=last,kontakt=E-Mail,Notizen='),
    });
    expect(mapper.fields).toEqual(['first', 'last', 'email', null]);
    expect(mapper.map(csv(['Jörg', 'Beispiel', 'j@example.org', 'x']))).toEqual({ first: 'Jörg', last: 'Beispiel', email: 'j@example.org' });
  });

  it('refuses a target that is no field, a column the header lacks, and bad syntax', () => {
    expect(reason(() => createRecordMapper(PERSON_COLUMNS, ['Rufname'], codes, { map: { Rufname: 'nickname' } }))).toMatch(/"nickname" \(for column "Rufname"\) is not a field/);
    expect(reason(() => createRecordMapper(PERSON_COLUMNS, ['Vorname'], codes, { map: { Rufname: 'first' } }))).toMatch(/--map names "Rufname", which the file's header does not have/);
    expect(reason(() => parseColumnMap('Vorname'))).toMatch(/is not Column=field/);
    expect(reason(() => parseColumnMapJson('[1]', 'm.json'))).toMatch(/one JSON object/);
    expect(parseColumnMapJson('{"Vorname": "first", "Notizen": null}', 'm.json')).toEqual({ Vorname: 'first', Notizen: null });
  });
});

describe('empty values', () => {
  const header = ['first', 'last', 'email', 'city', 'country', 'category', 'birth_date'];

  it('an empty CSV cell gives no value; with --clear-empty it clears', () => {
    const cells = ['', 'Y', 'inj@example.org', '', ' ', '', ''];
    expect(createRecordMapper(PERSON_COLUMNS, header, codes).map(csv(cells))).toEqual({ last: 'Y', email: 'inj@example.org' });
    expect(createRecordMapper(PERSON_COLUMNS, header, codes, { clearEmpty: true }).map(csv(cells)))
      .toEqual({ first: '', last: 'Y', email: 'inj@example.org', city: '', country: null, category: [], birth_date: null });
  });

  it('JSON: a missing member or "" gives no value, null clears', () => {
    const mapper = createRecordMapper(PERSON_COLUMNS, undefined, codes);
    expect(mapper.map(json({ email: 'a@example.org', city: '', zip: null, country: null, category: null, birth_date: null })))
      .toEqual({ email: 'a@example.org', zip: '', country: null, category: [], birth_date: null });
    expect(createRecordMapper(PERSON_COLUMNS, undefined, codes, { clearEmpty: true }).map(json({ email: 'a@example.org', city: '' })))
      .toEqual({ email: 'a@example.org', city: '' });
  });

  it.each([[['', '', '', '', '', '', '']], [[' ', '', '\t', '', '', '', '']], [['']]])('a row of separators %j is an "empty row"', (cells) => {
    expect(reason(() => createRecordMapper(PERSON_COLUMNS, header, codes).map(csv(cells)))).toBe('empty row');
  });
});

describe('local dates', () => {
  it.each(['31.02.1990', '1990.02.31.', '29.02.2001'])('%s that names no real day is refused as written', (text) => {
    expect(reason(() => parseImportDate(text, 'birth_date'))).toBe(`birth_date: "${text}" is not a real date`);
  });

  it('still converts real local dates', () => {
    expect(parseImportDate('29.02.2000', 'birth_date')).toBe('2000-02-29');
  });
});
