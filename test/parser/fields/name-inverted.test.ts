// Names printed family name first with a comma ("FAMILY, Given", "Family, Given", "Name: Family, Given"), as forms and
// registers print them: the words after the comma are the given name, not a degree to drop, and the words before it
// the family name. A comma that sets a headline or a place apart is no such name. All people are invented.
import { describe, it, expect } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { invertedName, invertedParts } from '../../../src/parser/fields/name-inverted.js';
import { docOf } from './helpers.js';

const name = (rows: string[], emails: string[] = [], familyFirst = false): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst });
  return [r.first, r.last];
};
const parts = (text: string, emails: string[] = []): [string, string] | undefined => {
  const n = invertedName(text, emails);
  if (!n) return undefined;
  const p = invertedParts(n);
  return [p.first, p.last];
};

describe('invertedName', () => {
  it.each<[string, [string, string]]>([
    // The family name in capitals marks the order.
    ['QUELLBRINK, Ottilie', ['Ottilie', 'Quellbrink']],
    ['VAN DER ZANDWIJK, Femke', ['Femke', 'van der Zandwijk']],
    // A known given name after the comma, none before it.
    ['Haverkamp, Anna', ['Anna', 'Haverkamp']],
    ['Morvillo Esteban, Lucía', ['Lucía', 'Morvillo Esteban']],
    ['Dr. Quellbrink, Thomas', ['Thomas', 'Quellbrink']],
  ])('%s', (text, want) => {
    expect(parts(text)).toEqual(want);
  });

  it('takes the e-mail as the sign when the given name is in no table', () => {
    expect(parts('Trevallyn, Zelvaine', ['zelvaine.trevallyn'])).toEqual(['Zelvaine', 'Trevallyn']);
    expect(parts('Trevallyn, Zelvaine', ['z.trevallyn'])).toEqual(['Zelvaine', 'Trevallyn']);
    expect(parts('Trevallyn, Zelvaine', ['jobs.contact'])).toBeUndefined();
  });

  it('takes the East Asian name data as the sign', () => {
    // Both words pass as given names of some table; the pinyin says which is the family name.
    expect(parts('Zhou, Xiaoming')).toEqual(['Xiaoming', 'Zhou']);
  });

  it.each([
    'Mira Quellbrink, Analyst', // a headline after the name
    'Anna Haverkamp, MBA', // a degree
    'Lyon, France', // a place
    'Excel, Word, Outlook', // a list
    'Haverkamp, ANNA', // the given name in capitals: a degree or an acronym's shape
  ])('no inverted name: %s', (text) => {
    expect(parts(text)).toBeUndefined();
  });
});

describe('extractName reads a name printed family name first with a comma', () => {
  it.each<[string, string[], [string, string]]>([
    ['in large type', ['22|QUELLBRINK, Ottilie', '12|Lagerleiterin', '10|ottilie.q@example.de'], ['Ottilie', 'Quellbrink']],
    ['as written, spelled by the e-mail', ['22|Trevallyn, Zelvaine', '12|Data Analyst', '10|zelvaine.trevallyn@example.org'], ['Zelvaine', 'Trevallyn']],
    ['after a name label', ['12|Name: Haverkamp, Anna', '12|Vertrieb', '10|a.haverkamp@example.de'], ['Anna', 'Haverkamp']],
    ['after a French name label', ['12|Nom : Castelvieux, Manon', '10|manon.castelvieux@example.fr'], ['Manon', 'Castelvieux']],
    ['after a Spanish label, two family names', ['12|Nombre: Morvillo Esteban, Lucía', '10|l.morvilloesteban@example.es'], ['Lucía', 'Morvillo Esteban']],
  ])('%s', (_, rows, want) => {
    expect(name(rows, rows.filter((r) => r.includes('@')).map((r) => r.replace(/^\d+\|/, '')))).toEqual(want);
  });

  it('keeps a name with a headline after its comma in the printed order', () => {
    expect(name(['22|Ottilie Quellbrink, Data Analyst', '10|ottilie.quellbrink@example.org'], ['ottilie.quellbrink@example.org'])).toEqual(['Ottilie', 'Quellbrink']);
  });
});
