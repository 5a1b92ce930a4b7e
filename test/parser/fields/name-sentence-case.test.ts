// A headline in sentence case ("Jefa de almacén", "Data analyst") where no name is printed: the first line in the
// largest type is a job's title, not a person, and no name is better than a made-up one. A person's name is written
// with capitals on every word but its particles, or, as a designer sets it, all in small letters; its family name opens on
// its particle, on a Dutch preposition before one ("op den", "in 't") or on the surname before a joining "y", "e" or "i".
// All people invented.
import { describe, expect, it } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

const body = (n: number): string[] => Array.from({ length: n }, (_, i) => `10|Body line number ${i + 1} of the example text.`);
const name = (first: string, emails: string[] = []): [string, string] => {
  const r = extractName(docOf(`22|${first}`, '10|Calle Laureles 99, 44160 Guadalajara · +34 612 345 919', ...body(8)), { emails, familyFirst: false });
  return [r.first, r.last];
};

describe('a headline in sentence case on the first line, no name printed', () => {
  it.each(['Jefa de almacén', 'Responsable de magasin', 'Data analyst', 'Addetta alle vendite', 'Kierownik magazynu', 'Técnica de contabilidade',
    'Sachbearbeiterin im Einkauf'])('%j is no name', (headline) => {
    expect(name(headline, ['cv129.jobs@example.es'])).toEqual(['', '']);
  });
});

describe('names keep their place', () => {
  it.each<[string, string, string]>([
    ['Maria da Silva Prates', 'Maria', 'da Silva Prates'],
    ['Ludwig van Oordtmeer', 'Ludwig', 'van Oordtmeer'],
    ['Jolanda Kemper', 'Jolanda', 'Kemper'],
    ['Sanne op den Akkerveld', 'Sanne', 'op den Akkerveld'],
    ["Femke in 't Veldhuis", 'Femke', "in 't Veldhuis"],
    ['Ahmad bin Ismailov', 'Ahmad', 'bin Ismailov'],
    ['Marta Sousela e Costeira', 'Marta', 'Sousela e Costeira'],
    ['Joaquín Ortegal y Gasparri', 'Joaquín', 'Ortegal y Gasparri'],
    ['Femke van \'t Hofstede', 'Femke', "van 't Hofstede"],
  ])('%j', (text, first, last) => expect(name(text)).toEqual([first, last]));

  it('a name set all in small letters, spelled by the e-mail', () => {
    expect(name('ana ruizalba', ['ana.ruizalba@example.org'])).toEqual(['ana', 'ruizalba']);
  });
});
