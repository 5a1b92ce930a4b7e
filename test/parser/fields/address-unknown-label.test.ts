// A label the address reader's word list lacks, glued to the address by its colon: "Thuis: Populierenkade 30, 9711 LM,
// Groningen, Nederland", as each language's edition of a CV builder (the Europass editor) names the home address its own
// way. People, streets and e-mails are invented; towns and postcodes are real.
import { describe, expect, it } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => {
  const a = extractAddress(docOf(...rows)).value;
  return [a?.street ?? '', a?.zip ?? '', a?.city ?? ''];
};

describe('an address after a label no word list knows', () => {
  it.each([
    ['Thuis: Populierenkade 30, 9711 LM, Groningen, Nederland', ['Populierenkade 30', '9711 LM', 'Groningen']],
    ['Wohnanschrift: Ahornallee 80, 50667, Köln, Deutschland', ['Ahornallee 80', '50667', 'Köln']],
    ['Abitazione: Via dei Ciclamini 74, 40121, Bologna, Italia', ['Via dei Ciclamini 74', '40121', 'Bologna']],
    ['Casa: Rua das Amendoeiras 12, 4000-123, Porto, Portugal', ['Rua das Amendoeiras 12', '4000-123', 'Porto']],
    ['Huisadres: Lindelaan 4, 3512 AB Utrecht', ['Lindelaan 4', '3512 AB', 'Utrecht']],
    ['Privé adres: Beukenlaan 17, 5615 AB, Eindhoven, Nederland', ['Beukenlaan 17', '5615 AB', 'Eindhoven']],
  ])('%s', (line, want) => {
    expect(address('Marloes Verbeek', 'Telefoonnummer: +31 6 1234 5678', 'E-mailadres: m.verbeek@example.nl', line, 'WERKERVARING'))
      .toEqual(want);
  });

  it('leaves a birth date, a nationality and a phone behind their labels no address', () => {
    expect(address('Marloes Verbeek', 'Geboortedatum: 12/03/1990', 'Nationaliteit: Nederlandse', 'Telefoonnummer: +31 6 1234 5678', 'WERKERVARING'))
      .toEqual(['', '', '']);
  });
});
