// A street line broken by a narrow column after one of the small words inside a street's name (street-joiner-break.ts).
// All people and streets invented; the towns are real.
import { describe, expect, it } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

const addressOf = (lines: string[]) => extractAddress(docOf(...lines)).value;
const cv = (name: string, email: string, street: string[]) => [name, 'Analyst', ...street, email, 'Experience', 'Analyst, Firm SA, 2019 - 2021'];

describe('a street broken after a small word of its name, its number above', () => {
  it.each([
    ['61 avenue des', 'Glycines Lyon 69003', '61 avenue des Glycines', 'Lyon', '69003'],
    ['12 rue de la', 'Paix 75002 Paris', '12 rue de la Paix', 'Paris', '75002'],
    ['8 rue du', 'Moulin Nantes 44000', '8 rue du Moulin', 'Nantes', '44000'],
    // A town of two words after the street's word: the fewest words go to the street.
    ['4 boulevard des', 'Tanneurs, 13100 Aix-en-Provence', '4 boulevard des Tanneurs', 'Aix-en-Provence', '13100'],
  ])('%s ↵ %s', (above, below, street, city, zip) => {
    expect(addressOf(cv('Hugo Marsollier', 'hugo.marsollier@example.fr', [above, below]))).toEqual({ street, city, zip });
  });
});

describe('a street broken after a small word of its name, its number below', () => {
  it.each([
    ['Calle del', 'Almendro 14, 28013 Madrid', 'Calle del Almendro 14', 'Madrid', '28013'],
    ['Via dei', 'Mille 22, 40121 Bologna', 'Via dei Mille 22', 'Bologna', '40121'],
    ['Rua das', 'Flores 101, 4050-262 Porto', 'Rua das Flores 101', 'Porto', '4050-262'],
    ['Laan van', 'Meerdervoort 12, 2517 AB Den Haag', 'Laan van Meerdervoort 12', 'Den Haag', '2517 AB'],
    ['Calle de', 'Santa Clara 9 Sevilla 41002', 'Calle de Santa Clara 9', 'Sevilla', '41002'],
  ])('%s ↵ %s', (above, below, street, city, zip) => {
    expect(addressOf(cv('Lucía Ferrándiz', 'lucia.ferrandiz@example.es', [above, below]))).toEqual({ street, city, zip });
  });
});

describe('what the street-side join leaves alone', () => {
  it('a whole street on its line, and a town line below it', () => {
    expect(addressOf(cv('Hugo Marsollier', 'hugo.marsollier@example.fr', ['61 avenue des Glycines', '69003 Lyon'])))
      .toEqual({ street: '61 avenue des Glycines', city: 'Lyon', zip: '69003' });
  });

  it('a job title above the street that ends on a small word', () => {
    const address = addressOf(['Lucía Ferrándiz', 'Responsable de', 'Almendro 14, 28013 Madrid', 'lucia.ferrandiz@example.es']);
    expect(address.street).not.toMatch(/^Responsable/u);
  });

  it('a line above that holds other text than a street\'s head', () => {
    const address = addressOf(['Lucía Ferrándiz', 'lucia.ferrandiz@example.es | Calle del', 'Almendro 14, 28013 Madrid']);
    expect(address.street).toBe('Almendro 14');
  });
});

describe('a country\'s code in capitals is no small word of a street', () => {
  it('keeps a town and its code apart from the street below', () => {
    const address = addressOf(['Ilka Dornwaldt', 'Kellbach DE', 'Quellenstraße 20', 'ilka.dornwaldt@example.de', '+49 30 5550 1234']);
    expect(address.street).toBe('Quellenstraße 20');
  });
});
