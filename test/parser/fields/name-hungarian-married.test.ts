// A Hungarian name printed family name first can hold more than one family word: a married woman's name prints her
// husband's family name with "-né" before her own ("Fazekasné Varga Ilona"). The words after the first that the
// family-name table knows, and the given-name table does not, belong to the family name; a second given name stays a
// given name. All people invented.
import { describe, expect, it } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { hungarianFamilyWordCount } from '../../../src/parser/fields/name-order.js';
import { docOf } from './helpers.js';

const body = (n: number): string[] => Array.from({ length: n }, (_, i) => `10|Munkahelyi feladat leírása, ${i + 1}. sor.`);
const name = (printed: string, familyFirst = true): [string, string] => {
  const r = extractName(docOf(`22|${printed}`, '10|Pécsi utca 14. · 7621 Pécs · +36 30 555 0192', ...body(8)), { emails: [], familyFirst });
  return [r.first, r.last];
};

describe('a Hungarian name in family-name-first order', () => {
  it.each<[string, string, string]>([
    ['Fazekasné Varga Ilona', 'Ilona', 'Fazekasné Varga'],
    ['Horváthné Kiss Réka Anna', 'Réka Anna', 'Horváthné Kiss'],
    ['Varga Ilona Réka', 'Ilona Réka', 'Varga'],
    ['Varga Ilona', 'Ilona', 'Varga'],
  ])('%j', (printed, first, last) => expect(name(printed)).toEqual([first, last]));

  it('the capitals still mark the family name', () => {
    expect(name('FAZEKASNÉ VARGA Ilona')).toEqual(['Ilona', 'Fazekasné Varga']);
  });
});

describe('hungarianFamilyWordCount', () => {
  it.each<[string[], number]>([
    [['Fazekasné', 'Varga', 'Ilona'], 2],
    [['Varga', 'Ilona', 'Réka'], 1],
    [['Nagyné', 'Tóth'], 1], // one given word at least, whatever it is
    [['Park', 'Ji', 'Woo'], 1],
  ])('%j → %i', (tokens, count) => expect(hungarianFamilyWordCount(tokens)).toBe(count));
});
