// How many words a town's name may have (address.ts isLongForATown): the small words that join a town's name do not count,
// so a town "by the sea" or "of the river" printed after its postcode is read, and a sentence after a number is not.
// People, towns, streets and firms invented.
import { describe, expect, it } from 'vitest';
import { extractAddress, isLongForATown } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

describe('isLongForATown', () => {
  it.each([
    ['San Marzio a mare', false],
    ['Villa del Río de la Vega', false],
    ['Vila Nova de Santo Anselmo', false], // four words, each a capital's
    ['Bergen aan den Stroom', false],
    ['Led the regional sales team', true],
    ['Planned weekly supplier reviews', true], // four words, not all capitals'
    ['Porto Alto Monte Verde Norte', true],
  ])('%j → %s', (city, want) => {
    expect(isLongForATown(city)).toBe(want);
  });
});

describe('extractAddress: a footer with a town of small words, under the whole body', () => {
  it('reads the town "by the sea" after its postcode', () => {
    const doc = docOf('Orsola Pirelli', 'Responsabile acquisti',
      'Esperienza professionale',
      '03/2022 – oggi Buyer, Tessiture Alberani S.p.A.', 'Gestione dei fornitori.',
      '05/2018 – 02/2022 Addetta acquisti, Ferramenta Collovà e figli', 'Preparazione dei report mensili.',
      '09/2016 – 04/2018 Assistente, Studio Merlani', 'Archivio e contabilità.',
      'Istruzione', '2012 – 2016 Laurea in Economia, Università di Trento',
      'Competenze', 'Excel, Negoziazione, SAP',
      'Via dei Gelsi 14 – 65112 San Marzio a mare – Italia',
      '+39 347 000 1122 • orsola.pirelli@example.net');
    expect(extractAddress(doc).value).toEqual({ street: 'Via dei Gelsi 14', city: 'San Marzio a mare', zip: '65112' });
  });
});
