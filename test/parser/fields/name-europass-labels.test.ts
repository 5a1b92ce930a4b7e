// The old Europass form's name row: its label marks each word's plural in brackets ("Nom(s) / Prénom(s)", "Surname(s) /
// First name(s)") and stands in a cell of its own, the name in the next cell. The label says which name comes first.
// Names, streets and towns are invented.
import { describe, expect, it } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

const form = (label: string, value: string): string[] => ['Curriculum vitae', 'Europass', 'Informations', 'personnelles',
  `${label}\t${value}`, 'Adresse(s)\t4 impasse des Tilleuls, 62288 Valbourg, France', 'Téléphone(s)\t06 12 34 00 00'];
const name = (rows: string[]): [string, string] => {
  const r = extractName(docOf(...rows), { emails: [], familyFirst: false });
  return [r.first, r.last];
};

describe('the Europass form\'s name row', () => {
  it('reads the family name first where the label says so', () => {
    expect(name(form('Nom(s) / Prénom(s)', 'Quellec Ambroise'))).toEqual(['Ambroise', 'Quellec']);
    expect(name(form('Surname(s) / First name(s)', 'Tamworth Ingram'))).toEqual(['Ingram', 'Tamworth']);
  });

  it('reads the given name first where the label says so', () => {
    expect(name(form('Prénom(s)/ Nom(s)', 'Ambroise Quellec'))).toEqual(['Ambroise', 'Quellec']);
    expect(name(form('First name(s) / Surname(s)', 'Ingram Tamworth'))).toEqual(['Ingram', 'Tamworth']);
  });
});
