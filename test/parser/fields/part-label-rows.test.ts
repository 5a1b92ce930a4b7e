// An address printed as a form, a part to a row under its own label ("Address ⇥ …" ↵ "Country ⇥ …" ↵ "City ⇥ …").
// Invented people, streets and numbers; real towns.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { partLabelRows, partOfLabel } from '../../../src/parser/fields/part-label-rows.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('the labels of one part of an address', () => {
  it.each([['City', 'city'], ['Postcode:', 'zip'], ['Pays', 'country'], ['Województwo', 'state'], ['Ciudad', 'city'], ['PLZ', 'zip']])(
    '%s names the %s', (label, part) => expect(partOfLabel(label)).toBe(part));

  it('an address label or a heading names no part', () => {
    for (const text of ['Address', 'Contact', 'Experience', 'City Manager']) expect(partOfLabel(text)).toBeUndefined();
  });

  it('rows are read one after another, a label over its value too', () => {
    expect(partLabelRows(docOf('Country', 'Italy', 'City', 'Bologna', 'Skills'), 0)).toEqual({ country: 'Italy', city: 'Bologna' });
    expect(partLabelRows(docOf('Postcode\t31-042', 'City\tKraków', 'Skills'), 0)).toEqual({ zip: '31-042', city: 'Kraków' });
  });

  it('a value that cannot be the part ends the rows', () => {
    expect(partLabelRows(docOf('Country\tsee below', 'City\tRemote work welcome, flexible'), 0)).toBeUndefined();
    expect(partLabelRows(docOf('City\t12 Elm Road'), 0)).toBeUndefined();
  });
});

describe('an address printed as a form, a part to a row', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['label cells beside their values (PDF)', ['Email\tmira.beispiel@example.de', 'Phone\t+49 30 1234 5678', 'Address\tLindenweg 12',
      'Country\tGermany', 'City\tKöln'], { street: 'Lindenweg 12', city: 'Köln', zip: '' }],
    ['labels over their values (HTML)', ['Email', 'tomas.example@example.es', 'Address', 'Calle Mayor 8', 'Country', 'Spain', 'City',
      'Zaragoza'], { street: 'Calle Mayor 8', city: 'Zaragoza', zip: '' }],
    ['a postcode row too', ['Phone\t+33 6 47 21 90 58', 'Address\t14 rue des Lilas', 'Postcode\t69003', 'City\tLyon', 'Country\tFR'],
      { street: '14 rue des Lilas', city: 'Lyon', zip: '69003' }],
  ])('%s', (_n, rows, want) => expect(address('Mira Example', 'Data Analyst', 'Contact', ...rows, 'Work Experience')).toEqual(want));

  it('the country label is never the town', () => {
    expect(address('Mira Example', 'Contact', 'Address\tUlica Lipowa 3', 'Country\tPoland', 'Work Experience').city).not.toBe('Country');
  });
});

describe('a town row alone', () => {
  it.each([['Town\tHarrogate'], ['Stadt\tKöln'], ['City\tLeeds']])('%s is still read as the town', (row) => {
    expect(address('Mira Example', 'mira@example.org', '07700 900123', row, 'Experience').city).toBe(row.split('\t')[1]);
  });
});

describe('a town row whose value is no town', () => {
  it.each([['Town\tnot specified'], ['City\t2019 – 2021']])('%s gives no town', (row) => {
    expect(address('Mira Example', 'mira@example.org', '07700 900123', row, 'Experience').city).toBe('');
  });
});

describe('a label beside a label', () => {
  it.each([['Location\tCountry'], ['Location\tCity'], ['Residence\tPostcode']])('%s gives no town', (row) => {
    expect(address('Mira Example', 'Email', 'Phone', 'Address', row, 'mira@example.org', '07700 900123', '12 Elm Road', 'Experience').city)
      .not.toBe(row.split('\t')[1]);
  });
});

describe('a side heading printed on the row of a label ("Location ⇥ Country ⇥ France")', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['French', ['Address\t18 rue des Tilleuls', 'LOCATION\tCountry\tFrance', 'City\tNantes'], { street: '18 rue des Tilleuls', city: 'Nantes', zip: '' }],
    ['German labels', ['Adresse\tBirkenweg 7', 'Persönliches\tLand\tDeutschland', 'Stadt\tDresden'], { street: 'Birkenweg 7', city: 'Dresden', zip: '' }],
    ['a postcode row', ['Address\tUlica Lipowa 3', 'Location\tPostcode\t30-001', 'City\tKraków'], { street: 'Ulica Lipowa 3', city: 'Kraków', zip: '30-001' }],
  ])('%s: the heading is no town, the rows below the street are read', (_n, rows, want) => {
    expect(address('Lena Example', 'Data Analyst', 'Email\tlena@example.org', ...rows, 'Work Experience')).toEqual(want);
  });

  it('a first cell with a digit is no heading: the row is no labelled row', () => {
    expect(partLabelRows(docOf('12 Elm Road\tCity\tLeeds'), 0)).toBeUndefined();
    expect(partLabelRows(docOf('Location\tCountry\tFrance', 'City\tNantes'), 0)).toEqual({ country: 'France', city: 'Nantes' });
  });
});
